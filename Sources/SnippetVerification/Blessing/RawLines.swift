/// A lesson file as lines split on "\n" only, each keeping its "\r" if it has one,
/// so that joining them again gives the file back byte for byte (CRLF files too).
/// Index 0 is lesson line 1, as cmark-gfm counts lines in the "\r\n"-normalized text.
struct RawLines {
    var lines: [String]

    init(_ text: String) {
        // By scalars: to String, "\r\n" is one Character and would not split at "\n".
        lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    var text: String { lines.joined(separator: "\n") }

    /// The line without its "\r".
    func content(_ lessonLine: Int) -> String {
        let line = lines[lessonLine - 1]
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }

    /// "\r" when the line ends with CRLF, so new lines beside it end the same way.
    func ending(_ lessonLine: Int) -> String {
        lines[lessonLine - 1].hasSuffix("\r") ? "\r" : ""
    }

    func indentation(_ lessonLine: Int) -> String {
        String(content(lessonLine).prefix { $0 == " " || $0 == "\t" })
    }
}
