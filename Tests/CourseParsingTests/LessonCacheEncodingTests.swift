import CourseModel
@testable import CourseParsing
import Testing

/// The parse cache's encoding of a lesson is written field by field
/// (`Lesson+CacheEncoding.swift`): these tests fail when `Lesson`, or a type it holds, gains
/// a field that the populated lesson below leaves empty or that the encoding drops.
@Suite struct LessonCacheEncodingTests {
    /// A lesson with every field of every type it holds set to something other than its
    /// default: a field added later is empty here until it is set, and then must come
    /// back from the cache.
    static func populatedLesson() throws -> Lesson {
        var lesson = try LessonParser(language: "tr", course: "kitchen").parse("""
            ---
            id: timers
            title: Zamanlayıcılar
            summary: Ekmek pişerken geri sayım.
            order: 2
            ---

            # Zamanlayıcılar

            Bir *zamanlayıcı* saniyeleri sayar.

            ```swift parse
            print(90)
            ```
            """, file: "courses/kitchen/tr/02-timers.md")
        lesson.source = "Book/Timers.md"
        lesson.translationOf = TranslationReference(language: "en", sourceHash: "0123abcd")
        var first = CodeBlock(
            index: 0, line: 13, role: .run, name: "first", step: 1, code: "print(90)\n", info: "swift run name=first step=1",
            includePath: "shared/Timer.swift", resolvedIncludePath: "courses/kitchen/shared/Timer.swift")
        first.highlightedLines = [1]
        first.context = "let seconds = 90\n"
        first.isIncomplete = true
        var output = ExpectedOutput(
            form: .printsComments, lines: [.init(text: "90", lessonLine: 14, missing: CourseModel.SourceLocation(file: "courses/kitchen/en/02-timers.md", line: 20), alternatives: ["\"90\""], unread: true)],
            extraLine: 15, note: "from the source's comments")
        output.hidden = ["hidden line"]
        first.commentOutput = output
        first.group = "timers"
        first.expectedErrors = [ExpectedError(message: "cannot find 'x' in scope", line: 2)]
        first.expectsTrap = true
        first.isHiddenOutput = true
        first.sourceLine = 70
        let second = CodeBlock(index: 1, line: 20, role: .output, code: "90\n", info: "output")
        lesson.blocks = [first, second]
        lesson.faq = [FAQEntry(question: "Neden?", answer: lesson.document.children, line: 30)]
        lesson.quizzes = [Quiz(question: "Kaç?", choices: [.init(text: "90", isCorrect: true)], line: 40, choicesLine: 41)]
        lesson.courseLessonList = ["scales"]
        lesson.markedSections = [MarkedSection(kind: .faq, headingLine: 29, blockLines: [30])]
        lesson.untranslated = UntranslatedText(markerLines: [8], blockLines: [9])
        return lesson
    }

    @Test func everyFieldOfThePopulatedLessonIsSet() throws {
        #expect(Self.unsetFields(of: try Self.populatedLesson()) == [])
    }

    @Test func aPopulatedLessonComesBackFromItsCacheEncodingWhole() throws {
        let lesson = try Self.populatedLesson()
        #expect(Lesson(cacheEncoded: lesson.cacheEncoded()) == lesson)
    }

    /// The stored properties, by path (`blocks[].commentOutput.note`), that no value in
    /// `value` sets: nil, empty, false or zero everywhere they occur. The Markdown tree
    /// and source locations are leaves: their own encodings are tested apart.
    static func unsetFields(of value: Any) -> [String] {
        var all: Set<String> = []
        var set: Set<String> = []
        walk(value, path: "", all: &all, set: &set)
        return all.subtracting(set).sorted()
    }

    private static func walk(_ value: Any, path: String, all: inout Set<String>, set: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        if !path.isEmpty {
            all.insert(path)
            if isSet(value, mirror) { set.insert(path) }
        }
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first { walk(wrapped.value, path: path, all: &all, set: &set, counted: true) }
        case .collection, .set:
            for element in mirror.children { walk(element.value, path: path + "[]", all: &all, set: &set, counted: true) }
        case .struct where !(value is MarkdownNode) && !(value is CourseModel.SourceLocation) && !(value is String):
            for child in mirror.children {
                guard let label = child.label else { continue }
                walk(child.value, path: path.isEmpty ? label : path + "." + label, all: &all, set: &set)
            }
        default: break
        }
    }

    /// The wrapped value of an optional, or an element: its own fields are walked, it is not a field.
    private static func walk(_ value: Any, path: String, all: inout Set<String>, set: inout Set<String>, counted: Bool) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct, !(value is MarkdownNode), !(value is CourseModel.SourceLocation), !(value is String) else { return }
        for child in mirror.children {
            guard let label = child.label else { continue }
            walk(child.value, path: path + "." + label, all: &all, set: &set)
        }
    }

    private static func isSet(_ value: Any, _ mirror: Mirror) -> Bool {
        switch value {
        case let bool as Bool: return bool
        case let number as Int: return number != 0
        case let text as String: return !text.isEmpty
        default: break
        }
        switch mirror.displayStyle {
        case .optional, .collection, .set, .dictionary: return !mirror.children.isEmpty
        default: return true
        }
    }
}
