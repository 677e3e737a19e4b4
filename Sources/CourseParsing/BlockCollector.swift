import CourseModel
import Foundation

/// A lesson's snippet blocks, collected in document order with what their roles ask of
/// each other: an output block follows its run, steps of a file count 1, 2, 3, an
/// `<!-- error: … -->` comment stands right before its `swift compile-error` block.
/// Each block's error is kept and the next block read, so an author sees them all.
struct BlockCollector {
    /// An `<!-- error: … -->` comment, for the block after it.
    private struct ErrorComment {
        var message: String
        var blockLine: Int?
        var line: Int
    }

    let file: String
    /// The folder `include=` paths must stay in (`LessonParser.includeFolder`).
    let includeFolder: String
    private(set) var blocks: [CodeBlock] = []
    private(set) var errors: [CourseError] = []
    /// The lines of the runs right before a block whose info string is wrong, which may
    /// have been their output block.
    private(set) var beforeBrokenBlocks: Set<Int> = []

    /// The last run or setup block while its output block may still follow.
    private var pendingRun: CodeBlock?
    private var stepsByFile: [String: Int] = [:]
    /// Comments read since the last other node.
    private var errorComments: [ErrorComment] = []
    /// A block whose info string is wrong (`swift runn`, `outptu`) is reported once and
    /// judges no neighbour: the run before it may have had it as its output, and the
    /// output after it was that block's, so neither gets a second, misleading error.
    private var followsBrokenBlock = false

    init(file: String, includeFolder: String) {
        self.file = file
        self.includeFolder = includeFolder
    }

    /// Reads every block of the document, then what only all of them together tell.
    mutating func collect(_ document: MarkdownNode) {
        for node in document.descendants() { visit(node) }
        readOutputsOfCalledFunctions()
        if let stray = errorComments.first {
            errors.append(CourseError("an '<!-- error: … -->' comment stands right before the 'swift compile-error' block it is about, and no block follows this one", at: SourceLocation(file: file, line: stray.line)))
        }
    }

    private mutating func visit(_ node: MarkdownNode) {
        if case .htmlBlock(let html) = node.kind, let error = ExpectedErrorReader.htmlError(html) {
            errorComments.append(ErrorComment(message: error.message, blockLine: error.blockLine, line: node.line))
            return
        }
        guard case .codeBlock(let info, let literal) = node.kind else {
            if let stray = errorComments.first {
                errors.append(CourseError("an '<!-- error: … -->' comment stands right before the 'swift compile-error' block it is about (only blank lines between)", at: SourceLocation(file: file, line: stray.line)))
                errorComments = []
            }
            return
        }
        do { try read(node, info: info, literal: literal) } catch { errors.append(error) }
    }

    private mutating func read(_ node: MarkdownNode, info: String, literal: String) throws(CourseError) {
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
        var block = Self.block(line: node.line, index: blocks.count, role: role, parsed: parsed, code: literal, info: info)
        let lineCount = Self.lineCount(literal)
        if let stray = comments.first, role != .compileError {
            throw CourseError("an '<!-- error: … -->' comment stands before a 'swift compile-error' block only, and the block after this one is '\(role.rawValue)'", at: SourceLocation(file: file, line: stray.line))
        }
        if let past = parsed.highlight.last, past > lineCount, role != .include {
            throw CourseError("highlight= names line \(past), but the block has \(lineCount) lines", at: here)
        }
        guard try place(&block, parsed: parsed, comments: comments, lineCount: lineCount, at: here, afterBrokenBlock: afterBrokenBlock) else { return }
        if role != .run, role != .setup, role != .output { pendingRun = nil }
        blocks.append(block)
    }

    private static func block(line: Int, index: Int, role: BlockRole, parsed: InfoString, code: String, info: String) -> CodeBlock {
        var block = CodeBlock(index: index, line: line, role: role, name: parsed.file, step: parsed.step, code: code, info: info)
        block.highlightedLines = parsed.highlight
        block.context = parsed.context
        block.isIncomplete = parsed.incomplete
        block.expectsTrap = parsed.traps
        block.isHiddenOutput = parsed.hiddenOutput
        block.sourceLine = parsed.sourceLine
        block.group = parsed.group
        return block
    }

    /// What the block's role asks of it and of the blocks before it. False for an output
    /// block after a broken block, which is left out unjudged.
    private mutating func place(_ block: inout CodeBlock, parsed: InfoString, comments: [ErrorComment], lineCount: Int, at here: SourceLocation, afterBrokenBlock: Bool) throws(CourseError) -> Bool {
        switch block.role {
        case .output where parsed.hiddenOutput:
            // Right after a run or setup block, or after its output block.
            let previous = blocks.last
            guard let previous, [.run, .setup].contains(previous.role) || (previous.role == .output && !previous.isHiddenOutput) else {
                if afterBrokenBlock { return false }
                throw CourseError("an 'output hidden' block must follow a 'swift run' or 'swift setup' block, or its output block", at: here)
            }
        case .output:
            guard pendingRun != nil else {
                if afterBrokenBlock { return false }
                throw CourseError("an output block must follow a 'swift run' block, and this one has none before it", at: here)
            }
            // An output block is the expected output; comments in the run are comments then.
            blocks[blocks.count - 1].commentOutput = nil
            pendingRun = nil
        case .run, .setup:
            block.name = "main.swift"
            block.commentOutput = CommentOutputReader.read(block.code, firstLine: block.firstCodeLine)
            pendingRun = block
        case .compileError:
            try readExpectedErrors(&block, comments: comments, lineCount: lineCount)
        case .include:
            try readInclude(&block, path: parsed.include ?? "", at: here)
        case .step:
            try countStep(of: parsed.file ?? "", step: parsed.step, at: here)
        default:
            break
        }
        return true
    }

    /// A compile-error block's expected errors: its comments before it, then those in its code.
    private func readExpectedErrors(_ block: inout CodeBlock, comments: [ErrorComment], lineCount: Int) throws(CourseError) {
        block.name = "main.swift"
        for comment in comments {
            if let number = comment.blockLine, number > lineCount {
                throw CourseError("this comment names line \(number) of the block after it, which has \(lineCount) \(lineCount == 1 ? "line" : "lines")", at: SourceLocation(file: file, line: comment.line))
            }
        }
        let firstLine = block.firstCodeLine
        block.expectedErrors = comments.map { ExpectedError(message: $0.message, line: $0.blockLine.map { firstLine + $0 - 1 }) }
            + ExpectedErrorReader.commentErrors(in: block.code, firstLine: firstLine)
    }

    /// An include block's code is the file it names, inside the include folder.
    private func readInclude(_ block: inout CodeBlock, path: String, at here: SourceLocation) throws(CourseError) {
        let resolved: String
        switch CoursePath.resolve(path, inside: includeFolder) {
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
    }

    private mutating func countStep(of name: String, step: Int?, at here: SourceLocation) throws(CourseError) {
        let expected = (stepsByFile[name] ?? 0) + 1
        guard step == expected else {
            throw CourseError("step \(step ?? 0) of \(name) comes where step \(expected) is expected (steps of a file count 1, 2, 3, ...)", at: here)
        }
        stepsByFile[name] = expected
    }

    /// A statement prints when it calls a function that another block of the lesson
    /// declares and that prints (a `file=` block's `greet`): known once all are read.
    private mutating func readOutputsOfCalledFunctions() {
        let bare = blocks.indices.filter { position in
            [.run, .setup].contains(blocks[position].role) && blocks[position].commentOutput?.form != .printsComments
                && blocks[position].code.contains("//") && !blocks.hasOutputBlock(after: position)
        }
        guard !bare.isEmpty else { return }
        let printing = CommentOutputReader.printingFunctions(declaredIn: blocks.filter { $0.role != .output }.map(\.code))
        for position in bare {
            blocks[position].commentOutput = CommentOutputReader.read(
                blocks[position].code, firstLine: blocks[position].firstCodeLine, printing: printing)
        }
    }

    /// Lines of a block's code, counted on its bytes where no `\r\n` (one Character) could differ.
    private static func lineCount(_ literal: String) -> Int {
        let breaks = literal.utf8.contains(0x0D)
            ? literal.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            : literal.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return breaks + 1 - (literal.hasSuffix("\n") ? 1 : 0)
    }
}
