/// A note swiftc gives on an error (`note: requirement 'f(value:)' declared here`), or
/// the fix-it it suggests, at its own place in swiftc's files.
struct CompilerNote: Hashable, Sendable {
    var fileName: String
    var line: Int
    var column: Int
    var message: String

    /// Every error of swiftc's `-diagnostic-style llvm` output with the notes after it,
    /// up to the next error or warning. A fix-it is the line under the caret line
    /// (`^`), which holds the text to write at the caret: it becomes a note
    /// `fix-it: write 'value'` at the diagnostic's place.
    static func byError(in output: String) -> [CompilerDiagnostic: [CompilerNote]] {
        var notes: [CompilerDiagnostic: [CompilerNote]] = [:]
        var current: CompilerDiagnostic?
        // The place of the last header, and how many lines of its excerpt have passed.
        var header: (fileName: String, line: Int, column: Int, isError: Bool)?
        var excerptLine = 0
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(raw)
            if let error = CompilerDiagnostic.parse(text) {
                current = error
                header = (error.fileName, error.line, error.column, true)
                excerptLine = 0
                continue
            }
            if let note = CompilerDiagnostic.parse(text, kind: "note") {
                header = (note.fileName, note.line, note.column, false)
                excerptLine = 0
                if let current { notes[current, default: []].append(CompilerNote(note)) }
                continue
            }
            if CompilerDiagnostic.parse(text, kind: "warning") != nil || CompilerDiagnostic.parse(text, kind: "remark") != nil {
                current = nil
                header = nil
                continue
            }
            excerptLine += 1
            // Line 1 is the source line, 2 the caret line, 3 the fix-it if there is one.
            guard excerptLine == 3, let place = header, let current else { continue }
            let fix = text.trimmingCharacters(in: .whitespaces)
            guard !fix.isEmpty else { continue }
            notes[current, default: []].append(CompilerNote(
                fileName: place.fileName, line: place.line, column: place.column, message: "fix-it: write '\(fix)' here"))
        }
        return notes
    }

    init(fileName: String, line: Int, column: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ diagnostic: CompilerDiagnostic) {
        self.init(fileName: diagnostic.fileName, line: diagnostic.line, column: diagnostic.column, message: diagnostic.message)
    }
}
