import CourseModel
import CoursecSupport

/// A parsed lesson as a parse cache payload (`ParseCache`), every field of `Lesson` in
/// the cache field format. Decoding must give back the very value the parser made
/// (the tests compare them whole), so a field added to `Lesson` or to a type it holds
/// is added here too and `ParseCache.format` bumped: `LessonCacheEncodingTests` fails
/// until it is (it found `ExpectedOutput.hidden` missing).
extension Lesson {
    func cacheEncoded() -> [UInt8] {
        var writer = CacheFieldWriter(capacity: text.utf8.count * 3)
        writer.text(file)
        writer.optionalText(course)
        writer.text(language)
        writer.number(frontMatter.entries.count)
        for entry in frontMatter.entries { writer.text(entry.key); writer.text(entry.value); writer.number(entry.line) }
        writer.text(id)
        writer.text(title)
        writer.text(summary)
        writer.number(order)
        writer.optionalText(source)
        writer.optionalText(translationOf?.language)
        writer.optionalText(translationOf?.sourceHash)
        document.encode(into: &writer)
        writer.number(blocks.count)
        for block in blocks { block.encode(into: &writer) }
        writer.number(faq.count)
        for entry in faq {
            writer.text(entry.question)
            writer.number(entry.line)
            writer.number(entry.answer.count)
            for node in entry.answer { node.encode(into: &writer) }
        }
        writer.number(quizzes.count)
        for quiz in quizzes {
            writer.text(quiz.question)
            writer.number(quiz.line)
            writer.optionalNumber(quiz.choicesLine)
            writer.number(quiz.choices.count)
            for choice in quiz.choices { writer.text(choice.text); writer.flag(choice.isCorrect) }
        }
        writer.number(courseLessonList.count)
        courseLessonList.forEach { writer.text($0) }
        writer.number(markedSections.count)
        for section in markedSections {
            writer.text(section.kind.rawValue)
            writer.number(section.headingLine)
            writer.number(section.blockLines.count)
            section.blockLines.forEach { writer.number($0) }
        }
        writer.number(untranslated.markerLines.count)
        untranslated.markerLines.forEach { writer.number($0) }
        writer.number(untranslated.blockLines.count)
        untranslated.blockLines.sorted().forEach { writer.number($0) }
        writer.text(text)
        return writer.bytes
    }

    /// Nil unless `bytes` is exactly one encoded lesson.
    init?(cacheEncoded bytes: [UInt8]) {
        var reader = CacheFieldReader(bytes: bytes)
        do throws(CacheFieldReader.Malformed) {
            let file = try reader.text()
            let course = try reader.optionalText()
            let language = try reader.text()
            var entries: [FrontMatter.Entry] = []
            for _ in 0..<(try reader.nonNegative()) {
                entries.append(FrontMatter.Entry(key: try reader.text(), value: try reader.text(), line: try reader.number()))
            }
            let id = try reader.text(), title = try reader.text(), summary = try reader.text()
            let order = try reader.number()
            let source = try reader.optionalText()
            let translation = try both(try reader.optionalText(), try reader.optionalText())
                .map { TranslationReference(language: $0, sourceHash: $1) }
            let document = try MarkdownNode(reading: &reader)
            var blocks: [CodeBlock] = []
            for _ in 0..<(try reader.nonNegative()) { blocks.append(try CodeBlock(reading: &reader)) }
            var faq: [FAQEntry] = []
            for _ in 0..<(try reader.nonNegative()) {
                let question = try reader.text(), line = try reader.number()
                var answer: [MarkdownNode] = []
                for _ in 0..<(try reader.nonNegative()) { answer.append(try MarkdownNode(reading: &reader)) }
                faq.append(FAQEntry(question: question, answer: answer, line: line))
            }
            var quizzes: [Quiz] = []
            for _ in 0..<(try reader.nonNegative()) {
                let question = try reader.text(), line = try reader.number(), choicesLine = try reader.optionalNumber()
                var choices: [Quiz.Choice] = []
                for _ in 0..<(try reader.nonNegative()) { choices.append(Quiz.Choice(text: try reader.text(), isCorrect: try reader.flag())) }
                quizzes.append(Quiz(question: question, choices: choices, line: line, choicesLine: choicesLine))
            }
            var lessonList: [String] = []
            for _ in 0..<(try reader.nonNegative()) { lessonList.append(try reader.text()) }
            var marked: [MarkedSection] = []
            for _ in 0..<(try reader.nonNegative()) {
                guard let kind = SectionMarker(rawValue: try reader.text()) else { throw CacheFieldReader.Malformed() }
                let headingLine = try reader.number()
                var lines: [Int] = []
                for _ in 0..<(try reader.nonNegative()) { lines.append(try reader.number()) }
                marked.append(MarkedSection(kind: kind, headingLine: headingLine, blockLines: lines))
            }
            var markerLines: [Int] = []
            for _ in 0..<(try reader.nonNegative()) { markerLines.append(try reader.number()) }
            var blockLines: Set<Int> = []
            for _ in 0..<(try reader.nonNegative()) { blockLines.insert(try reader.number()) }
            let text = try reader.text()
            guard reader.atEnd else { return nil }
            self.init(
                file: file, course: course, language: language, frontMatter: FrontMatter(entries: entries),
                id: id, title: title, summary: summary, order: order, source: source,
                translationOf: translation, document: document, blocks: blocks,
                faq: faq, quizzes: quizzes, courseLessonList: lessonList, markedSections: marked,
                untranslated: UntranslatedText(markerLines: markerLines, blockLines: blockLines), text: text)
        } catch {
            return nil
        }
    }
}

extension MarkdownNode {
    fileprivate func encode(into writer: inout CacheFieldWriter) {
        switch kind {
        case .document: writer.text("document")
        case .heading(let level): writer.text("heading"); writer.number(level)
        case .paragraph: writer.text("paragraph")
        case .blockQuote: writer.text("blockQuote")
        case .list(let ordered, let start, let tight): writer.text("list"); writer.flag(ordered); writer.number(start); writer.flag(tight)
        case .item(let checked): writer.text("item"); writer.optionalNumber(checked.map { $0 ? 1 : 0 })
        case .codeBlock(let info, let literal): writer.text("codeBlock"); writer.text(info); writer.text(literal)
        case .htmlBlock(let html): writer.text("htmlBlock"); writer.text(html)
        case .thematicBreak: writer.text("thematicBreak")
        case .table(let alignments):
            writer.text("table")
            writer.number(alignments.count)
            alignments.forEach { writer.text($0) }
        case .tableRow(let header): writer.text("tableRow"); writer.flag(header)
        case .tableCell: writer.text("tableCell")
        case .text(let text): writer.text("text"); writer.text(text)
        case .code(let code): writer.text("code"); writer.text(code)
        case .emphasis: writer.text("emphasis")
        case .strong: writer.text("strong")
        case .strikethrough: writer.text("strikethrough")
        case .link(let destination, let title): writer.text("link"); writer.text(destination); writer.text(title)
        case .image(let source, let title): writer.text("image"); writer.text(source); writer.text(title)
        case .softBreak: writer.text("softBreak")
        case .lineBreak: writer.text("lineBreak")
        case .htmlInline(let html): writer.text("htmlInline"); writer.text(html)
        }
        writer.number(line)
        writer.number(endLine)
        writer.number(children.count)
        for child in children { child.encode(into: &writer) }
    }

    fileprivate init(reading reader: inout CacheFieldReader, depth: Int = 0) throws(CacheFieldReader.Malformed) {
        // The parser refuses trees deeper than its nesting limit; a deeper entry is not one it wrote.
        guard depth <= LessonParser.nestingLimit * 4 else { throw CacheFieldReader.Malformed() }
        let kind: Kind
        switch try reader.text() {
        case "document": kind = .document
        case "heading": kind = .heading(level: try reader.number())
        case "paragraph": kind = .paragraph
        case "blockQuote": kind = .blockQuote
        case "list": kind = .list(ordered: try reader.flag(), start: try reader.number(), tight: try reader.flag())
        case "item":
            switch try reader.optionalNumber() {
            case nil: kind = .item(checked: nil)
            case 0: kind = .item(checked: false)
            case 1: kind = .item(checked: true)
            default: throw CacheFieldReader.Malformed()
            }
        case "codeBlock": kind = .codeBlock(info: try reader.text(), literal: try reader.text())
        case "htmlBlock": kind = .htmlBlock(try reader.text())
        case "thematicBreak": kind = .thematicBreak
        case "table":
            var alignments: [String] = []
            for _ in 0..<(try reader.nonNegative()) { alignments.append(try reader.text()) }
            kind = .table(alignments: alignments)
        case "tableRow": kind = .tableRow(header: try reader.flag())
        case "tableCell": kind = .tableCell
        case "text": kind = .text(try reader.text())
        case "code": kind = .code(try reader.text())
        case "emphasis": kind = .emphasis
        case "strong": kind = .strong
        case "strikethrough": kind = .strikethrough
        case "link": kind = .link(destination: try reader.text(), title: try reader.text())
        case "image": kind = .image(source: try reader.text(), title: try reader.text())
        case "softBreak": kind = .softBreak
        case "lineBreak": kind = .lineBreak
        case "htmlInline": kind = .htmlInline(try reader.text())
        default: throw CacheFieldReader.Malformed()
        }
        let line = try reader.number(), endLine = try reader.number()
        let count = try reader.nonNegative()
        var children: [MarkdownNode] = []
        children.reserveCapacity(min(count, 1024))
        for _ in 0..<count { children.append(try MarkdownNode(reading: &reader, depth: depth + 1)) }
        self.init(kind, children: children, line: line, endLine: endLine)
    }
}

extension CodeBlock {
    fileprivate func encode(into writer: inout CacheFieldWriter) {
        writer.number(index)
        writer.number(line)
        writer.text(role.rawValue)
        writer.optionalText(name)
        writer.optionalNumber(step)
        writer.text(code)
        writer.text(info)
        writer.optionalText(includePath)
        writer.optionalText(resolvedIncludePath)
        writer.number(highlightedLines.count)
        highlightedLines.forEach { writer.number($0) }
        writer.optionalText(context)
        writer.flag(isIncomplete)
        writer.flag(expectsTrap)
        writer.flag(isHiddenOutput)
        writer.optionalNumber(sourceLine)
        writer.flag(commentOutput != nil)
        if let output = commentOutput {
            writer.text(output.form.rawValue)
            writer.number(output.extraLine)
            writer.optionalText(output.note)
            writer.number(output.lines.count)
            for line in output.lines {
                writer.text(line.text)
                writer.number(line.lessonLine)
                writer.optionalText(line.missing?.file)
                writer.optionalNumber(line.missing?.line)
                writer.number(line.alternatives.count)
                line.alternatives.forEach { writer.text($0) }
                writer.flag(line.unread)
            }
            writer.number(output.hidden.count)
            output.hidden.forEach { writer.text($0) }
        }
        writer.optionalText(group)
        writer.number(expectedErrors.count)
        for error in expectedErrors { writer.text(error.message); writer.optionalNumber(error.line) }
    }

    fileprivate init(reading reader: inout CacheFieldReader) throws(CacheFieldReader.Malformed) {
        let index = try reader.number(), line = try reader.number()
        guard let role = BlockRole(rawValue: try reader.text()) else { throw CacheFieldReader.Malformed() }
        let name = try reader.optionalText(), step = try reader.optionalNumber()
        let code = try reader.text(), info = try reader.text()
        let includePath = try reader.optionalText(), resolved = try reader.optionalText()
        self.init(index: index, line: line, role: role, name: name, step: step, code: code, info: info,
                  includePath: includePath, resolvedIncludePath: resolved)
        for _ in 0..<(try reader.nonNegative()) { highlightedLines.append(try reader.number()) }
        context = try reader.optionalText()
        isIncomplete = try reader.flag()
        expectsTrap = try reader.flag()
        isHiddenOutput = try reader.flag()
        sourceLine = try reader.optionalNumber()
        if try reader.flag() {
            guard let form = ExpectedOutput.Form(rawValue: try reader.text()) else { throw CacheFieldReader.Malformed() }
            let extraLine = try reader.number(), note = try reader.optionalText()
            var lines: [ExpectedOutput.Line] = []
            for _ in 0..<(try reader.nonNegative()) {
                let text = try reader.text(), lessonLine = try reader.number()
                let missing = try both(try reader.optionalText(), try reader.optionalNumber())
                    .map { SourceLocation(file: $0, line: $1) }
                var alternatives: [String] = []
                for _ in 0..<(try reader.nonNegative()) { alternatives.append(try reader.text()) }
                let unread = try reader.flag()
                lines.append(ExpectedOutput.Line(text: text, lessonLine: lessonLine, missing: missing, alternatives: alternatives, unread: unread))
            }
            var output = ExpectedOutput(form: form, lines: lines, extraLine: extraLine, note: note)
            for _ in 0..<(try reader.nonNegative()) { output.hidden.append(try reader.text()) }
            commentOutput = output
        }
        group = try reader.optionalText()
        for _ in 0..<(try reader.nonNegative()) {
            expectedErrors.append(ExpectedError(message: try reader.text(), line: try reader.optionalNumber()))
        }
    }
}

/// Two fields written for one optional value: both there or both nil, else the entry is not one the writer made.
private func both<First, Second>(_ first: First?, _ second: Second?) throws(CacheFieldReader.Malformed) -> (First, Second)? {
    switch (first, second) {
    case (let first?, let second?): return (first, second)
    case (nil, nil): return nil
    default: throw CacheFieldReader.Malformed()
    }
}
