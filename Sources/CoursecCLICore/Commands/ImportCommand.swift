import CoursecSupport
import CourseImport
import CourseModel
import CourseParsing
import Foundation

/// `coursec import`: raw lesson text, or a book, → lesson sources under `courses/`.
enum ImportCommand: Command {
    static let name = "import"
    static let abstract = "turns raw lesson text or a book into lesson sources"
    static let operands = "<seed.txt>... | <BOOK>"
    static let about = """
        Turns raw lesson text (scraped from lesson pages: no Markdown, no code
        fences) into lesson sources: DIR/<course>/<lang>/NN-<id>.md, or DIR/<lang>/NN-<id>.md
        without --course. A BOOK (a DocC catalog, a GitBook/HonKit/mdBook folder with
        SUMMARY.md, or Markdown files) becomes a course, one lesson per chapter, with
        --course and --lang; --translation-of LANG pairs its chapters with the course's
        lessons in LANG. A seed's block whose text says what it prints (a lead-in
        such as 'Çıktı:', printed lines after it, bare // comments) is tried,
        sandboxed, and becomes 'swift run' only when it prints that; the summary
        names every block tried. The rules are in docs/import.md and docs/books.md.
        """
    static let course = Option("--course", value: "ID", help: "the course folder to write into")
    static let language = Option("--lang", value: "LANG", help: "the lesson's language (default: detected from its letters)")
    static let out = Option("--out", value: "DIR", help: "the same as --courses (kept for scripts that use it)")
    static let id = Option("--id", value: "ID", help: "the lesson id (default: from the title; one seed only)")
    static let order = Option("--order", value: "N", help: "the lesson's number in its course (default: as the text states it; one seed only)")
    static let translationOf = Option("--translation-of", value: "LANG", help: "a book: the course's language it translates (its lessons must be there)")
    static let noTrial = Option(flag: "--no-trial", help: """
        do not try a book's listings no hidden test covers, nor a seed's
        blocks whose text says what they print (they keep the role their
        code gives them)
        """)
    static let options = [course, language, out, id, order, translationOf, noTrial, SandboxChoice.noSandbox, .courses]
    static let helpColumn = 24
    static let epilogue = """
        A seed's existing lesson file is never overwritten with different text: the
        command stops with an error naming it. A book's lessons are updated in place,
        only the files that changed. Every file is written whole or not at all.
        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "give at least one raw lesson text (.txt)")
        }
        let paths = arguments.positionals.map(console.resolve)
        if BookLayout.isBook(paths) {
            return try BookImportCommand.run(arguments, book: paths, console: console)
        }
        if arguments.value(translationOf) != nil {
            throw Arguments.UsageError(message: "--translation-of is for a book (a DocC catalog, a folder with SUMMARY.md, or Markdown files)")
        }
        let single = arguments.positionals.count == 1
        if !single, arguments.value(id) != nil || arguments.value(order) != nil {
            throw Arguments.UsageError(message: "--id and --order name one lesson: give one seed with them")
        }
        if let course = arguments.value(course), course.isEmpty || course.contains("/") || course.hasPrefix(".") {
            throw Arguments.UsageError(message: "--course needs a folder name such as 'ui-sync', not '\(course)'")
        }
        if let language = arguments.value(language) { try checkLanguage(language, option: "--lang") }
        let options = ImportOptions(
            course: arguments.value(course), language: arguments.value(language),
            id: arguments.value(id), order: try arguments.int(order, range: 0...999))
        let out = console.resolve(arguments.value(out) ?? arguments.value(.courses) ?? "courses")

        var imported: [(seed: String, lesson: ImportedLesson)] = []
        var errors: [CourseError] = []
        let trial = ListingTrial.forImport(arguments, console: console)
        for seed in arguments.positionals {
            do {
                let text = try CourseLoader.readText(console.resolve(seed))
                imported.append((seed, try LessonImporter().importLesson(text: text, file: seed, options: options, trial: trial)))
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
        for finding in imported.flatMap(\.lesson.findings) { console.print(finding.description) }

        // Every target is checked before anything is written, so a refusal leaves no lesson half-imported.
        var writes: [(path: String, text: String)] = []
        for (_, lesson) in imported {
            let folder = [out, options.course, lesson.language].compactMap { $0 }.joined(separator: "/")
            let path = folder + "/" + lesson.fileName
            if let existing = FileManager.default.contents(atPath: path) {
                guard existing == Data(lesson.markdown.utf8) else {
                    errors.append(CourseError("a different lesson is already there; move it away or import with another --id", file: path))
                    continue
                }
                console.print("unchanged \(path)")
                continue
            }
            writes.append((path, lesson.markdown))
        }
        var manifest: (path: String, text: String)?
        if let course = options.course {
            do {
                manifest = try CourseJSONUpdate.adding(imported.map(\.lesson), to: FilePath(out).appending(course).spelling, course: course)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
        // Each folder written (the course's, or a language's without --course) is staged
        // beside it and put in place whole: a full disk leaves it as it was.
        var byFolder: [String: [(path: String, data: Data)]] = [:]
        for write in writes + (manifest.map { [$0] } ?? []) {
            let inOut = String(write.path.dropFirst(out.count).drop { $0 == "/" })
            let top = String(inOut.prefix { $0 != "/" })
            byFolder[top, default: []].append((String(inOut.dropFirst(top.count + 1)), Data(write.text.utf8)))
        }
        for (top, files) in byFolder.sorted(by: { $0.key < $1.key }) {
            try StagedFolder.update(FilePath(out).appending(top).spelling, under: out, writes: files)
        }
        for write in writes { console.print("wrote \(write.path)") }
        if let manifest { console.print("wrote \(manifest.path) (lists the imported lessons; check its title and lesson order)") }
        return .success
    }

    /// `--lang` and `--translation-of` name a folder too: a language code, never a path (`../../x`).
    static func checkLanguage(_ language: String, option: String) throws {
        guard LessonParser.isLanguageCode(language) else {
            throw Arguments.UsageError(message: "\(option) needs a language code such as 'tr' or 'pt-br', not '\(language)'")
        }
    }
}
