/// One `path:line:column: error: message` line of swiftc's output, as swiftc printed it.
struct CompilerDiagnostic: Hashable, Sendable, Codable {
    /// The base name of the file in the job's temporary directory.
    var fileName: String
    var line: Int
    var column: Int
    var message: String

    /// The error lines of swiftc's output; warnings and notes are not failures.
    /// Each once: a driver that runs a frontend per file may repeat one.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var seen: Set<CompilerDiagnostic> = []
        return output.split(separator: "\n").compactMap { parse(String($0)) }.filter { seen.insert($0).inserted }
    }

    /// A `path:line:column: KIND: message` line (`error`, `note`, `warning`).
    static func parse(_ text: String, kind: String = "error") -> CompilerDiagnostic? {
        guard let marker = firstRange(of: ": \(kind): ", in: text) else { return nil }
        let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
        let path = place.dropLast(2).joined(separator: ":")
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return CompilerDiagnostic(fileName: fileName, line: line, column: column, message: String(text[marker.upperBound...]))
    }

    /// The first `pattern` (ASCII) in `text`, compared byte by byte: a cached outcome's
    /// output is read line by line for four kinds on every verify, and Foundation's
    /// search (like the standard library's generic one) was most of a warm verify's
    /// judging. An ASCII byte never stands inside a longer UTF-8 sequence, so a match
    /// starts and ends on scalar boundaries.
    private static func firstRange(of pattern: String, in text: String) -> Range<String.Index>? {
        let pattern = Array(pattern.utf8)
        var contiguous = text
        let offset: Int? = contiguous.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return nil }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
                if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
            }
            return nil
        }
        guard let offset else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return lower..<text.utf8.index(lower, offsetBy: pattern.count)
    }
}
