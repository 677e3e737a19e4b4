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
        var beforeBrokenBlocks: Set<Int> = []
        let blocks = collectBlocks(document, file: file, errors: &errors, beforeBrokenBlocks: &beforeBrokenBlocks)
        // `source=N` is a line of the file the front matter's `source` names.
        if front["source"] == nil, let stray = blocks.first(where: { $0.sourceLine != nil }) {
            errors.append(CourseError("source=\(stray.sourceLine!) names a line of the lesson's source, and the front matter names no 'source'", at: SourceLocation(file: file, line: stray.line)))
        }
        // A translation's output comments may be found only where its source has its
        // own, which the course loader knows (`TranslatedOutput`); it checks them then.
        if translation == nil {
            errors += Self.unstatedOutputs(blocks, file: file).filter { !beforeBrokenBlocks.contains($0.location?.line ?? 0) }
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

    /// Lines of a block's code, counted on its bytes where no `\r\n` (one Character) could differ.
    private static func lineCount(_ literal: String) -> Int {
        let breaks = literal.utf8.contains(0x0D)
            ? literal.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            : literal.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return breaks + 1 - (literal.hasSuffix("\n") ? 1 : 0)
    }

    /// `beforeBrokenBlocks`: the lines of the runs right before a block whose info string
    /// is wrong, which may have been their output block.
    private func collectBlocks(_ document: MarkdownNode, file: String, errors: inout [CourseError], beforeBrokenBlocks: inout Set<Int>) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var pendingRun: CodeBlock?
        var stepsByFile: [String: Int] = [:]
        // `<!-- error: … -->` comments read since the last other node, for the block after them.
        var errorComments: [(message: String, blockLine: Int?, line: Int)] = []
        // A block whose info string is wrong (`swift runn`, `outptu`) is reported once and
        // judges no neighbour: the run before it may have had it as its output, and the
        // output after it was that block's, so neither gets a second, misleading error.
        var followsBrokenBlock = false
        func collect(_ node: MarkdownNode, info: String, literal: String) throws(CourseError) {
            let comments = errorComments
            errorComments = []
            let here = SourceLocation(file: file, line: node.line)
            let parsed: InfoString
            do { parsed = try InfoString.parse(info, at: here) } catch {
                if let pending = pendingRun { beforeBrokenBlocks.insert(pending.line) }
                pendingRun = nil
                followsBrokenBlock = true
                throw error
            }
            let afterBrokenBlock = followsBrokenBlock
            followsBrokenBlock = false
            guard case .snippet(let role) = parsed.kind else { return }
            var block = CodeBlock(
                index: blocks.count, line: node.line, role: role, name: parsed.file,
                step: parsed.step, code: literal, info: info)
            block.highlightedLines = parsed.highlight
            block.context = parsed.context
            block.isIncomplete = parsed.incomplete
            block.expectsTrap = parsed.traps
            block.isHiddenOutput = parsed.hiddenOutput
            block.sourceLine = parsed.sourceLine
            block.group = parsed.group
            let lineCount = Self.lineCount(literal)
            if let stray = comments.first, role != .compileError {
                throw CourseError("an '<!-- error: … -->' comment stands before a 'swift compile-error' block only, and the block after this one is '\(role.rawValue)'", at: SourceLocation(file: file, line: stray.line))
            }
            if let past = parsed.highlight.last, past > lineCount, role != .include {
                throw CourseError("highlight= names line \(past), but the block has \(lineCount) lines", at: here)
            }
            switch role {
            case .output where parsed.hiddenOutput:
                // Right after a run or setup block, or after its output block.
                let previous = blocks.last
                guard let previous, [.run, .setup].contains(previous.role) || (previous.role == .output && !previous.isHiddenOutput) else {
                    if afterBrokenBlock { return }
                    throw CourseError("an 'output hidden' block must follow a 'swift run' or 'swift setup' block, or its output block", at: here)
                }
            case .output:
                guard pendingRun != nil else {
                    if afterBrokenBlock { return }
                    throw CourseError("an output block must follow a 'swift run' block, and this one has none before it", at: here)
                }
                // An output block is the expected output; comments in the run are comments then.
                blocks[blocks.count - 1].commentOutput = nil
                pendingRun = nil
            case .run, .setup:
                block.name = "main.swift"
                block.commentOutput = CommentOutputReader.read(literal, firstLine: block.firstCodeLine)
                pendingRun = block
            case .compileError:
                block.name = "main.swift"
                for comment in comments {
                    if let number = comment.blockLine, number > lineCount {
                        throw CourseError("this comment names line \(number) of the block after it, which has \(lineCount) \(lineCount == 1 ? "line" : "lines")", at: SourceLocation(file: file, line: comment.line))
                    }
                }
                block.expectedErrors = comments.map { ExpectedError(message: $0.message, line: $0.blockLine.map { block.firstCodeLine + $0 - 1 }) }
                    + ExpectedErrorReader.commentErrors(in: literal, firstLine: block.firstCodeLine)
            case .include:
                let path = parsed.include ?? ""
                let resolved: String
                switch CoursePath.resolve(path, inside: includeFolder(file: file)) {
                case .success(let inside): resolved = inside
                case .failure(let refused): throw CourseError("include= \(refused.message)", at: here)
                }
                guard let data = FileManager.default.contents(atPath: resolved),
                      let contents = String(data: data, encoding: .utf8)
                else {
                    throw CourseError("included file '\(path)' not found (looked for \(AbsolutePath.simplified(resolved)))", at: here)
                }
                block.code = contents
                block.name = FilePath(path).lastComponent
                block.includePath = path
                block.resolvedIncludePath = resolved
            case .step:
                let name = parsed.file ?? ""
                let expected = (stepsByFile[name] ?? 0) + 1
                guard parsed.step == expected else {
                    throw CourseError("step \(parsed.step ?? 0) of \(name) comes where step \(expected) is expected (steps of a file count 1, 2, 3, ...)", at: here)
                }
                stepsByFile[name] = expected
            default:
                break
            }
            if role != .run, role != .setup, role != .output { pendingRun = nil }
            blocks.append(block)
        }
        for node in document.descendants() {
            if case .htmlBlock(let html) = node.kind, let error = ExpectedErrorReader.htmlError(html) {
                errorComments.append((error.message, error.blockLine, node.line))
                continue
            }
            guard case .codeBlock(let info, let literal) = node.kind else {
                if let stray = errorComments.first {
                    errors.append(CourseError("an '<!-- error: … -->' comment stands right before the 'swift compile-error' block it is about (only blank lines between)", at: SourceLocation(file: file, line: stray.line)))
                    errorComments = []
                }
                continue
            }
            do { try collect(node, info: info, literal: literal) } catch { errors.append(error) }
        }
        // A statement prints when it calls a function that another block of the lesson
        // declares and that prints (a `file=` block's `greet`): known once all are read.
        let bare = blocks.indices.filter { position in
            [.run, .setup].contains(blocks[position].role) && blocks[position].commentOutput?.form != .printsComments
                && blocks[position].code.contains("//") && !blocks.hasOutputBlock(after: position)
        }
        if !bare.isEmpty {
            let printing = CommentOutputReader.printingFunctions(declaredIn: blocks.filter { $0.role != .output }.map(\.code))
            for position in bare {
                blocks[position].commentOutput = CommentOutputReader.read(
                    blocks[position].code, firstLine: blocks[position].firstCodeLine, printing: printing)
            }
        }
        if let stray = errorComments.first {
            errors.append(CourseError("an '<!-- error: … -->' comment stands right before the 'swift compile-error' block it is about, and no block follows this one", at: SourceLocation(file: file, line: stray.line)))
        }
        return blocks
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
