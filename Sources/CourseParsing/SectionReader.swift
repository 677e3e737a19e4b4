import CourseModel

/// Reads what the lesson format's markers mark: the sections that `<!-- faq -->`,
/// `<!-- quiz -->` and `<!-- lessons -->` start, and the blocks after
/// `<!-- untranslated -->`. The only reader of the markers: every other stage
/// takes the structure from the `Lesson`.
///
/// A marked section runs from the heading after the marker to the next heading
/// of the same or a higher level. Comment markers are what mdbook-i18n-helpers
/// uses for its directives too: invisible on every Markdown renderer, and the
/// same in every language, so a translator never has to touch them.
struct SectionReader {
    var file: String

    struct Sections {
        var marked: [MarkedSection] = []
        var faq: [FAQEntry] = []
        var quizzes: [Quiz] = []
        var lessonList: [String] = []
        var untranslated = UntranslatedText()
    }

    func read(_ document: MarkdownNode) throws(CourseError) -> Sections {
        var sections = Sections()
        sections.untranslated = untranslated(document)
        let nodes = document.children
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            guard case .htmlBlock(let html) = node.kind,
                  let marker = SectionMarker(rawValue: html.trimmed())
            else {
                index += 1
                continue
            }
            // A translation in progress may put its untranslated marker between the two.
            var headingIndex = index + 1
            while headingIndex < nodes.count, case .htmlBlock(let other) = nodes[headingIndex].kind,
                  other.trimmed() == SectionMarker.untranslated {
                headingIndex += 1
            }
            guard headingIndex < nodes.count, case .heading(let level) = nodes[headingIndex].kind else {
                throw CourseError("the marker \(marker.rawValue) must stand right before the heading of its section", at: SourceLocation(file: file, line: node.line))
            }
            var end = headingIndex + 1
            while end < nodes.count {
                if case .heading(let other) = nodes[end].kind, other <= level { break }
                if case .htmlBlock(let next) = nodes[end].kind, SectionMarker(rawValue: next.trimmed()) != nil { break }
                end += 1
            }
            let body = Array(nodes[(headingIndex + 1)..<end])
            sections.marked.append(MarkedSection(kind: marker, headingLine: nodes[headingIndex].line, blockLines: body.map(\.line)))
            switch marker {
            case .faq: sections.faq += faqEntries(body, below: level)
            case .quiz: sections.quizzes += try quizzes(body)
            case .lessons: sections.lessonList += lessonTitles(body)
            }
            index = end
        }
        return sections
    }

    private func untranslated(_ document: MarkdownNode) -> UntranslatedText {
        var text = UntranslatedText()
        for node in document.descendants() {
            if case .htmlBlock(let html) = node.kind, html.trimmed() == SectionMarker.untranslated { text.markerLines.append(node.line) }
        }
        var pending = false
        for node in document.children {
            if case .htmlBlock(let html) = node.kind {
                if html.trimmed() == SectionMarker.untranslated { pending = true }
                continue
            }
            if pending { text.blockLines.insert(node.line) }
            pending = false
        }
        return text
    }

    private func faqEntries(_ body: [MarkdownNode], below level: Int) -> [FAQEntry] {
        var entries: [FAQEntry] = []
        for node in body {
            if case .heading(let l) = node.kind, l > level {
                entries.append(FAQEntry(question: node.plainText, answer: [], line: node.line))
            } else if case .htmlBlock = node.kind {
                continue
            } else if !entries.isEmpty {
                entries[entries.count - 1].answer.append(node)
            }
        }
        return entries
    }

    private func quizzes(_ body: [MarkdownNode]) throws(CourseError) -> [Quiz] {
        var quizzes: [Quiz] = []
        var question: [String] = []
        var questionLine = 0
        for node in body {
            switch node.kind {
            case .paragraph, .heading:
                if question.isEmpty { questionLine = node.line }
                question.append(node.plainText)
            case .list:
                let choices = node.children.compactMap { item -> Quiz.Choice? in
                    guard case .item(let checked?) = item.kind else { return nil }
                    return Quiz.Choice(text: item.plainText.trimmed(), isCorrect: checked)
                }
                guard !choices.isEmpty else { continue }
                guard !question.isEmpty else {
                    throw CourseError("quiz choices need a question paragraph before them", at: SourceLocation(file: file, line: node.line))
                }
                guard choices.contains(where: \.isCorrect) else {
                    throw CourseError("a quiz needs at least one right answer, marked '- [x]'", at: SourceLocation(file: file, line: node.line))
                }
                quizzes.append(Quiz(question: question.joined(separator: " "), choices: choices, line: questionLine, choicesLine: node.line))
                question = []
            default:
                continue
            }
        }
        if !question.isEmpty {
            quizzes.append(Quiz(question: question.joined(separator: " "), choices: [], line: questionLine))
        }
        return quizzes
    }

    private func lessonTitles(_ body: [MarkdownNode]) -> [String] {
        body.flatMap { node -> [String] in
            guard case .list = node.kind else { return [] }
            return node.children.map { $0.plainText.trimmed() }
        }
    }
}
