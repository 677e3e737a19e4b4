import CourseModel
import CourseParsing
import Foundation

/// Turns raw lesson text (scraped from lesson pages: no Markdown, no fences)
/// into a lesson source. The rules are in docs/import.md.
public struct LessonImporter: Sendable {
    public init() {}

    /// `trial` tries the blocks whose text says what they print (docs/import.md, "Output
    /// evidence"); without it they keep the role the code alone gives them, and the
    /// lesson's findings say they were not tried.
    public func importLesson(text: String, file: String, options: ImportOptions, trial: ListingTrial? = nil) throws(CourseError) -> ImportedLesson {
        let raw = text.withLineFeeds.replacingOccurrences(of: "\r", with: "\n")
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            RawLine(text: String($0.element), number: $0.offset + 1)
        }
        var segmenter = Segmenter(lines)
        let segments = segmenter.segments()
        let structurer = LessonStructurer(file: file)
        var structured = try structurer.structure(segments)
        let evidence = OutputEvidenceTrial(file: file, candidates: structured.candidates, support: structured.elements, trial: trial)
        if !evidence.confirmed.isEmpty {
            structured = try structurer.structure(segments, confirmed: evidence.confirmed)
        }

        let language = options.language ?? raw.detectedLessonLanguage
        guard LessonParser.isLanguageCode(language) else {
            throw CourseError("'\(language)' is not a language code (such as tr, ja, en, pt-BR)", file: file)
        }
        let id = options.id ?? Self.id(title: structured.title, file: file)
        guard LessonParser.isLessonID(id) else {
            throw CourseError("lesson id '\(id.withVisibleBidiControls)' must use only a-z, 0-9 and '-'", file: file)
        }
        let order = options.order ?? SectionWords.order(in: raw)

        var front: [(key: String, value: String)] = [("id", id), ("title", structured.title)]
        let firstParagraph = structured.elements.lazy.compactMap { element -> String? in
            if case .paragraph(let text) = element { return text }
            return nil
        }.first
        if let summary = structured.summary ?? firstParagraph.map(ProseLine.firstSentence) {
            front.append(("summary", summary))
        }
        if let order { front.append(("order", String(order))) }
        front.append(("source", file))

        let elements = PlatformFAQ.removingEntries(from: structured.elements).map { element -> LessonElement in
            switch element {
            case .tutorialStep(let name, let step, let line):
                let builder = structured.tutorials[name]
                let code = builder?.file(afterStep: step) ?? ""
                // A first step has no step before it to compare with; the excerpt said what it adds.
                let added = step == 1 ? (builder?.addedLines(atStep: step) ?? []) : []
                let highlight = added.isEmpty ? "" : " highlight=" + LineRanges.format(added)
                return .snippet(info: "swift step=\(step) file=\(name)\(highlight)", code: code, sourceLine: line)
            case .tutorialFinal(let line):
                guard let name = structured.lastTutorialFile, let builder = structured.tutorials[name] else { return element }
                return .snippet(info: "swift apple file=\(name)", code: builder.file(afterStep: builder.steps), sourceLine: line)
            default:
                return element
            }
        }.filter { if case .tutorialFinal = $0 { false } else { true } }

        let output = LessonMarkdownWriter(frontMatter: front).write(elements)
        return ImportedLesson(
            id: id, language: language, order: order, markdown: output.markdown,
            blockSourceLines: output.blockSourceLines, fileName: Lesson.fileName(id: id, number: order),
            findings: evidence.findings)
    }

    /// The title's slug; a title in a script with no ASCII form (Japanese) falls back to the file name.
    static func id(title: String, file: String) -> String {
        let titleSlug = title.lessonSlug
        if !CodeShape.containsCJK(title), !titleSlug.isEmpty { return titleSlug }
        let stem = FilePath(FilePath(file).lastComponent).deletingExtension.spelling
        return stem.lessonSlug
    }
}
