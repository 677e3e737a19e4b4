extension SnippetResult {
    /// Where the lesson's own source has the block (`source=N` with the front matter's
    /// `source`: an imported book's chapter file and the listing's line there), so a report
    /// names the place a translation team fixes besides the lesson's.
    public struct Origin: Hashable, Sendable {
        /// The source file as the front matter names it (`language-guide/functions.md`).
        public var file: String
        /// The source's line of the block's opening fence.
        public var line: Int
        /// The lesson's line of the block's opening fence.
        public var lessonLine: Int
        /// How many lines of the block's code are the source's own lines, one for one after
        /// its fence: all of a listing's, none of a block the import wrote itself (a hidden
        /// test's `swift setup`).
        public var mirroredLines: Int

        public init(file: String, line: Int, lessonLine: Int, mirroredLines: Int) {
            self.file = file
            self.line = line
            self.lessonLine = lessonLine
            self.mirroredLines = mirroredLines
        }

        /// The source's place of a lesson line: its own line when the block mirrors it,
        /// else the block's.
        public func location(of lessonLine: Int) -> SourceLocation {
            let offset = lessonLine - self.lessonLine
            return SourceLocation(file: file, line: line + (offset >= 1 && offset <= mirroredLines ? offset : 0))
        }
    }

    /// The place in the lesson's source of what failed: the first compiler error in the
    /// lesson, else the first expected line that does not match, else the block; nil for a
    /// block that names no source line.
    public var placeInSource: SourceLocation? {
        guard let origin else { return nil }
        if let diagnostic = diagnostics.first(where: { $0.location.file == file }) {
            return origin.location(of: diagnostic.location.line)
        }
        if status == .failed, let differing = lines.first(where: { $0.verdict != .matches }) {
            return origin.location(of: differing.lessonLine)
        }
        return origin.location(of: origin.lessonLine)
    }

    /// `file:line: note: …`, the line a text report adds under a failure.
    public var sourceNote: String? {
        placeInSource.map { "\($0): note: here in the source the lesson was imported from" }
    }
}
