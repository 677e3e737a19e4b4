import CoursecSupport
import CourseModel
import CourseParsing
import CourseTranslation
import Foundation

/// `coursec translate`: scaffolds a translation of a lesson into another language.
enum TranslateCommand: Command {
    static let name = "translate"
    static let abstract = "starts or records a translation of a lesson"
    static let operands = "<lesson.md|course/lesson-id>"
    static let about = """
        Writes the lesson into the LANG folder of its course: same id, 'translation-of'
        recording the source language and hash, code and output blocks copied verbatim,
        every prose block kept in the source language behind an <!-- untranslated -->
        marker (and 'untranslated: title summary' in the front matter), links to the
        course's lessons and their sections carried over to the lessons and sections of
        LANG (docs/translation.md). Translate, delete the markers, and 'coursec status'
        shows the lesson up-to-date.
        Refuses to overwrite an existing translation.

        When the source changes, status shows the translation outdated and names the
        sections that changed. Bring the translation in line, then run the same command
        with --update: it records the source as it is now in 'translation-of', and
        status shows up-to-date again (or code-drift, if the code still differs).
        --update refuses (exit 1), naming them, while a section that changed in the
        source is unchanged in the translation since it was stamped (as git or
        .translations/ has it); --accept SECTION says that section's change needs no
        translation (a typo fix). translate and --update keep the source's text and
        the translation as stamped in the course's .translations/ folder.
        """
    static let target = Option("--to", value: "LANG", required: true, help: "the target language code (en, ja, tr, pt-BR, ...)")
    static let update = Option(flag: "--update", help: "re-stamp an existing translation as following the current source")
    static let accept = Option("--accept", value: "SECTION", help: """
        with --update: the source's change to SECTION (its heading, as
        status names it) needs no translation; may be given more than once
        """)
    static let courses = Option.courses("where course/lesson-id is looked up (default: courses)")
    static let options = [target, update, accept, courses]
    static let helpColumn = 20

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 1, let target = arguments.value(Self.target) else {
            throw Arguments.UsageError(message: "give one lesson and --to LANG")
        }
        guard LessonParser.isLanguageCode(target) else {
            throw Arguments.UsageError(message: "--to needs a language code such as en or pt-BR, not '\(target)'")
        }
        let path = try resolve(arguments.positionals[0], courses: arguments.value(courses) ?? "courses", console: console)
        let source = try CourseLoader().loadLesson(path: path)
        guard source.language != target else {
            throw Arguments.UsageError(message: "\(path) is already in '\(target)'")
        }
        if let reference = source.translationOf {
            throw CourseError("this lesson is itself a translation from '\(reference.language)'; translate the original instead",
                              at: SourceLocation(file: path, line: source.frontMatter.line(of: "translation-of") ?? 1))
        }
        let languageDirectory = FilePath(path).deletingLastComponent
        let targetDirectory = languageDirectory.deletingLastComponent.appending(target)
        let destination = targetDirectory.appending(FilePath(path).lastComponent).spelling
        let fm = FileManager.default
        let existing = ((try? fm.contentsOfDirectory(atPath: targetDirectory.spelling)) ?? []).sorted().first {
            $0 == FilePath(path).lastComponent || ($0.hasSuffix(".md") && Lesson.id(fromFileName: $0) == source.id)
        }
        if arguments.has(Self.update) {
            guard let existing else {
                throw CourseError("there is no '\(target)' translation of '\(source.id)' to update; run without --update to start one", file: destination)
            }
            return try update(targetDirectory.appending(existing).spelling, source: source, accept: arguments.all(accept), console: console)
        }
        guard arguments.all(accept).isEmpty else { throw Arguments.UsageError(message: "--accept goes with --update") }
        if let existing {
            throw CourseError("a '\(target)' translation of '\(source.id)' already exists; edit it, or delete it to start again",
                              file: targetDirectory.appending(existing).spelling)
        }
        // Its links are carried over to the lessons of the course in `target`; another
        // lesson's error only leaves the links to that lesson as they are.
        let course = CourseLoader.courseDirectory(ofLesson: path).flatMap { CourseLoader().loadCourseGoingOn(directory: $0).courses.first }
        let scaffold = TranslationScaffolder.scaffold(source, into: target, course: course)
        try AtomicFile.write(scaffold, to: destination)
        try TranslationStore.keep(source)
        try TranslationStore.keep(translation: scaffold, file: destination, reference: TranslationReference(language: source.language, sourceHash: LessonHash.of(source.text)))
        console.print("wrote \(destination) (translation of \(path); translate the prose marked <!-- untranslated -->, then delete the markers)")
        return .success
    }

    static func update(_ path: String, source: Lesson, accept: [String], console: Console) throws -> ExitCode {
        let translation = try CourseLoader().loadLesson(path: path, source: source)
        guard let reference = translation.translationOf else {
            throw CourseError("this lesson has no 'translation-of'; it is not a translation coursec can update", at: SourceLocation(file: path, line: 1))
        }
        guard let text = TranslationRestamper.restamp(translation, to: source) else {
            console.print("\(path): already follows the source as it is (\(reference.frontMatterValue))")
            return .success
        }
        let review = TranslationReview.review(translation, source: source, accept: Set(accept))
        func quoted(_ changes: [SectionChange]) -> String { changes.map { "'\($0.description)'" }.joined(separator: ", ") }
        if let unknown = review.unmatched.first {
            let changed = review.changes.isEmpty ? "none is named" : quoted(review.changes)
            throw Arguments.UsageError(message: "--accept '\(unknown)' names no section that changed in the source since the translation (changed: \(changed))")
        }
        if !review.untouched.isEmpty {
            let stampLine = translation.frontMatter.line(of: "translation-of") ?? 1
            let why = review.stampedTextFound
                ? "these sections changed in the source since the translation was stamped, and are unchanged in it: "
                : "the translation as stamped with '\(reference.frontMatterValue)' is neither kept in .translations nor in git history, so coursec cannot tell whether these sections that changed in the source were translated: "
            throw CourseError(
                "not restamped: " + why + quoted(review.untouched)
                    + "; translate them, or give --accept SECTION for each change that needs no translation (a typo fix)",
                at: SourceLocation(file: path, line: stampLine))
        }
        try AtomicFile.write(text, to: path)
        try TranslationStore.keep(source)
        try TranslationStore.keep(translation: text, file: path, reference: TranslationReference(language: source.language, sourceHash: LessonHash.of(source.text)))
        let accepted = review.accepted.isEmpty ? "" : " (accepted as needing no translation: \(quoted(review.accepted)))"
        let reviewed = review.changes.isEmpty ? "" : "; sections changed in the source since: " + quoted(review.changes) + accepted
        console.print("updated \(path): translation-of \(reference.frontMatterValue) → \(source.language) \(LessonHash.of(source.text))\(reviewed)")
        return .success
    }

    /// A lesson path, or `course/lesson-id` looked up in the course's source language.
    static func resolve(_ argument: String, courses: String, console: Console) throws -> String {
        if argument.hasSuffix(".md") { return console.resolve(argument) }
        let parts = argument.split(separator: "/").map(String.init)
        guard parts.count == 2 else {
            throw Arguments.UsageError(message: "name the lesson by its path or as course/lesson-id, not '\(argument)'")
        }
        // Another lesson's error is not this translator's problem: only the course's
        // own errors and this lesson's stop the lookup.
        let load = CourseLoader().loadCourseGoingOn(directory: FilePath(console.resolve(courses)).appending(parts[0]).spelling)
            .keeping { _, id in id == parts[1] }
        guard let course = load.courses.first, load.broken.isEmpty else { throw CourseErrors(load.broken.flatMap(\.errors) + load.errors) }
        guard let lesson = course.lesson(id: parts[1], language: course.sourceLanguage)
                ?? course.lessons.first(where: { $0.id == parts[1] && !$0.isTranslation }) else {
            throw CourseError("course '\(parts[0])' has no lesson '\(parts[1])'", file: FilePath(course.directory).appending("course.json").spelling)
        }
        return lesson.file
    }
}
