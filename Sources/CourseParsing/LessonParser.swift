import CourseModel
import Foundation

/// Turns a lesson source into a `Lesson`: front matter, the cmark-gfm tree,
/// the snippet blocks with their roles, and the FAQ, quiz and lesson-list sections.
public struct LessonParser: Sendable {
    /// Where `include=` paths are resolved: the course folder, or the lesson's folder.
    public var includeBase: String?
    public var course: String?
    public var language: String

    public init(language: String, course: String? = nil, includeBase: String? = nil) {
        self.language = language
        self.course = course
        self.includeBase = includeBase
    }

    /// The lesson, or its first error (see `parseAll` for all of them).
    public func parse(_ text: String, file: String) throws(CourseError) -> Lesson {
        do { return try parseAll(text, file: file) } catch { throw error.errors[0] }
    }

    /// The lesson, or every error in it in line order: a front matter error or an
    /// unclosed fence stops the parse, but each code block's and section's error is
    /// reported, so an author fixes them all in one go.
    public func parseAll(_ text: String, file: String) throws(CourseErrors) -> Lesson {
        do { return try parseCollecting(text, file: file) } catch let error as CourseErrors { throw error } catch {
            throw CourseErrors([error as? CourseError ?? CourseError("\(error)", file: file)])
        }
    }

    private func parseCollecting(_ text: String, file: String) throws -> Lesson {
        try LessonTextCheck.checkControlCharacters(text, file: file)
        let split = try FrontMatterParser.split(text, file: file)
        let front = split.frontMatter
        func location(_ key: String) -> SourceLocation {
            SourceLocation(file: file, line: front.line(of: key) ?? 1)
        }
        guard let id = front["id"], !id.isEmpty else {
            throw CourseError("front matter has no 'id'", at: SourceLocation(file: file, line: 1))
        }
        guard Self.isLessonID(id) else {
            throw CourseError("lesson id '\(id.withVisibleBidiControls)' must use only a-z, 0-9 and '-'", at: location("id"))
        }
        guard let title = front["title"], !title.isEmpty else {
            throw CourseError("front matter has no 'title'", at: SourceLocation(file: file, line: 1))
        }
        var order = 0
        if let value = front["order"] {
            guard let number = Int(value), number >= 0 else {
                throw CourseError("'order' must be a whole number, not '\(value)'", at: location("order"))
            }
            order = number
        }
        var translation: TranslationReference?
        if let value = front["translation-of"] {
            let parts = value.split(separator: " ").map(String.init)
            guard parts.count == 2, LessonParser.isLanguageCode(parts[0]),
                  parts[1].count >= 8, parts[1].allSatisfy(\.isHexDigit)
            else {
                throw CourseError("'translation-of' must be '<language> <source hash>', as 'coursec translate' writes it, not '\(value)'", at: location("translation-of"))
            }
            translation = TranslationReference(language: parts[0], sourceHash: parts[1])
        }

        let document: MarkdownNode
        do {
            document = try MarkdownConverter.parse(split.body, lineOffset: split.bodyLineOffset, depthLimit: Self.nestingLimit)
        } catch {
            throw CourseError("nesting deeper than \(Self.nestingLimit) levels (lists, quotes and emphasis inside each other) starts here; the site cannot render it", at: SourceLocation(file: file, line: error.line))
        }
        try UnclosedFence.check(document, lines: split.lines, file: file)
        var errors = LessonLinkCheck.errors(in: document, file: file)
        var collector = BlockCollector(file: file, includeFolder: includeFolder(file: file))
        collector.collect(document)
        errors += collector.errors
        let blocks = collector.blocks
        // `source=N` is a line of the file the front matter's `source` names.
        if front["source"] == nil, let stray = blocks.first(where: { $0.sourceLine != nil }) {
            errors.append(CourseError("source=\(stray.sourceLine!) names a line of the lesson's source, and the front matter names no 'source'", at: SourceLocation(file: file, line: stray.line)))
        }
        // A translation's output comments may be found only where its source has its
        // own, which the course loader knows (`TranslatedOutput`); it checks them then.
        if translation == nil {
            errors += Self.unstatedOutputs(blocks, file: file).filter { !collector.beforeBrokenBlocks.contains($0.location?.line ?? 0) }
        }
        var sections = SectionReader.Sections()
        do { sections = try SectionReader(file: file).read(document) } catch { errors.append(error) }
        if !errors.isEmpty {
            throw CourseErrors(errors.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) })
        }
        return Lesson(
            file: file, course: course, language: language, frontMatter: front,
            id: id, title: title, summary: Self.publishedSummary(front["summary"]), order: order,
            source: front["source"], translationOf: translation, document: document,
            blocks: blocks, faq: sections.faq, quizzes: sections.quizzes,
            courseLessonList: sections.lessonList, markedSections: sections.marked,
            untranslated: sections.untranslated, text: text)
    }

    /// The summary the site shows: none while it is still the one `coursec new` wrote.
    static func publishedSummary(_ written: String?) -> String {
        guard let written, !Lesson.placeholderSummaries.values.contains(written) else { return "" }
        return written
    }

    /// How deep Markdown may nest (the document is level 0; a list level is two:
    /// the list and its item). Real lessons stay under 15; libxslt gives up near 200.
    public static let nestingLimit = 100

    /// A lesson id: `a-z`, `0-9` and `-`, not starting with `-`.
    public static func isLessonID(_ value: String) -> Bool {
        !value.isEmpty && value.first != "-" && value.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }

    public static func isLanguageCode(_ value: String) -> Bool {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A `swift run` with no `output` block after it must give its output in comments:
    /// an error at each one that gives none. A `traps` block need not: what it must do
    /// is stop, and a trap often comes before anything is printed.
    public static func unstatedOutputs(_ blocks: [CodeBlock], file: String) -> [CourseError] {
        blocks.indices.compactMap { position in
            let block = blocks[position]
            guard block.role == .run, !block.expectsTrap, block.commentOutput == nil, !blocks.hasOutputBlock(after: position) else { return nil }
            return CourseError(
                "this 'swift run' block has no output block after it (add an 'output' fence with what it prints, or write it in comments: \(OutputConvention.printsExample))",
                at: SourceLocation(file: file, line: block.line))
        }
    }

    /// The folder `include=` paths must stay in: the course's, or the lesson's own
    /// for a lesson outside any course.
    func includeFolder(file: String) -> String {
        let base = includeBase ?? FilePath(file).deletingLastComponent.spelling
        return base.isEmpty ? "." : base
    }
}
