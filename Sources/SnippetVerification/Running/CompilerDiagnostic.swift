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
        guard let marker = text.firstRange(of: ": \(kind): ") else { return nil }
        let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
        let path = place.dropLast(2).joined(separator: ":")
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return CompilerDiagnostic(fileName: fileName, line: line, column: column, message: String(text[marker.upperBound...]))
    }
}
