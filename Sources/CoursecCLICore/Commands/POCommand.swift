import CoursecSupport
import CourseModel
import CourseParsing
import CourseTranslation
import Foundation

/// `coursec po`: translators' PO files, out of the lessons and back into them.
enum POCommand: Command {
    static let name = "po"
    static let abstract = "writes PO files for translators, and reads them back into lessons"
    static let operands = "export [COURSE...] | import FILE.po..."
    static let about = """
        export      writes one PO file per lesson of the courses (all, or those named) into
                    po/LANG/COURSE/ beside the courses folder (or --out DIR): the lesson's
                    title, summary, paragraphs, headings, list items, table cells, asides,
                    FAQ entries, and its listings' string literals, comments and outputs.
                    A message the LANG translation has translated is filled in; one whose
                    source changed since is fuzzy, the old source text as #| msgid. Prints
                    each file's counts as msgfmt --statistics prints them. With a
                    courses/glossary.json, also po/LANG/glossary.po: each term's use and
                    means (msgctxt TERMID.use, TERMID.means), whatever courses are named.
        import      writes each PO file's translation into the lesson's LANG folder: prose
                    translated in place, code from the source with its strings and comments
                    translated, <!-- untranslated --> before what is still fuzzy or empty.
                    'translation-of' records the source as it is now only when no message
                    is fuzzy or empty. A message the source no longer has is reported.
                    Then 'coursec verify' checks the translation (docs/translation.md).
                    glossary.po sets LANG's use and means in courses/glossary.json.
        """
    static let language = Option("--lang", value: "LANG", help: "export: the language to translate into (ja, tr, en, pt-BR, …)")
    static let out = Option("--out", value: "DIR", help: "export: the folder to write into (default: po/LANG beside the courses folder)")
    static let options = [language, out, .courses]
    static let helpColumn = 18

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        switch arguments.positionals.first {
        case "export": return try export(arguments, console: console)
        case "import": return try importFiles(arguments, console: console)
        default: throw Arguments.UsageError(message: "say 'po export --lang LANG [COURSE...]' or 'po import FILE.po...'")
        }
    }

    static func export(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard let language = arguments.value(Self.language) else { throw Arguments.UsageError(message: "po export needs --lang LANG") }
        guard LessonParser.isLanguageCode(language) else {
            throw Arguments.UsageError(message: "--lang needs a language code such as ja or pt-BR, not '\(language)'")
        }
        let root = try console.coursesFolder(arguments)
        let project = FilePath(root).deletingLastComponent.spelling
        let destination = arguments.value(out).map(console.resolve) ?? FilePath(project).appending("po").appending(language).spelling
        let load = CourseLoader().loadCoursesGoingOn(root: root)
        load.errors.forEach { console.printError($0.description) }
        let named = Array(arguments.positionals.dropFirst())
        for id in named where !load.courses.contains(where: { $0.id == id }) {
            throw CourseError("there is no course '\(id)' here", file: root)
        }
        let history = SourceHistory()
        var written = 0
        for course in load.courses where named.isEmpty || named.contains(course.id) {
            for id in course.lessonOrder {
                guard let source = course.lessons.first(where: { $0.id == id && !$0.isTranslation }), source.language != language else { continue }
                let catalog = POExporter.catalog(
                    source: source, language: language, translation: course.lesson(id: id, language: language), history: history,
                    referenceFolder: project)
                let name = String(FilePath(source.file).lastComponent.dropLast(3)) + ".po"
                let path = FilePath(destination).appending(course.id).appending(name).spelling
                try POFile.write(catalog, to: path)
                console.print("\((path)): \(catalog.statistics)")
                written += 1
            }
        }
        if written == 0, load.errors.isEmpty { console.printError("error: no lesson to translate into '\(language)' here") }
        let glossaryWritten = try exportGlossary(
            root: root, language: language, destination: destination, project: project,
            sourceLanguages: exportedSourceLanguages(load.courses.filter { named.isEmpty || named.contains($0.id) }, except: language),
            console: console)
        return load.errors.isEmpty && written > 0 && glossaryWritten ? .success : .failure
    }

    /// The source languages of `courses`' lessons, the one most lessons are written in
    /// first (a tie by name): where the glossary's msgids come from.
    static func exportedSourceLanguages(_ courses: [Course], except language: String) -> [String] {
        var counts: [String: Int] = [:]
        for course in courses {
            for lesson in course.lessons where !lesson.isTranslation && lesson.language != language { counts[lesson.language, default: 0] += 1 }
        }
        return counts.keys.sorted { (counts[$0]!, $1) > (counts[$1]!, $0) }
    }

    /// Writes `glossary.po` beside the lessons' PO files when the courses folder has a
    /// glossary; false when its glossary cannot be read.
    static func exportGlossary(
        root: String, language: String, destination: String, project: String, sourceLanguages: [String], console: Console
    ) throws -> Bool {
        let loaded: (glossary: Glossary, path: String, text: String)?
        do {
            loaded = try GlossaryReader.loadText(coursesRoot: root)
        } catch {
            console.printError(error.description)
            return false
        }
        guard let loaded else { return true }
        let source = GlossaryPO.Source(glossary: loaded.glossary, path: loaded.path, text: loaded.text)
        let catalog = GlossaryPO.catalog(
            source, language: language, sourceLanguages: sourceLanguages, referenceFile: POExporter.relative(loaded.path, to: project))
        let path = FilePath(destination).appending("glossary.po").spelling
        try POFile.write(catalog, to: path)
        console.print("\(path): \(catalog.statistics)")
        return true
    }

    static func importFiles(_ arguments: Arguments, console: Console) throws -> ExitCode {
        let files = Array(arguments.positionals.dropFirst())
        guard !files.isEmpty else { throw Arguments.UsageError(message: "name the PO files to import") }
        if arguments.value(language) != nil || arguments.value(out) != nil {
            throw Arguments.UsageError(message: "po import reads the language and the lesson from each PO file's header")
        }
        let root = try console.coursesFolder(arguments)
        var failed = false
        for file in files.map(console.resolve) {
            do {
                try importFile(file, root: root, console: console)
            } catch let errors as CourseErrors {
                errors.errors.forEach { console.printError($0.description) }
                failed = true
            } catch let error as CourseError {
                console.printError(error.description)
                failed = true
            }
        }
        return failed ? .failure : .success
    }

    static func importFile(_ file: String, root: String, console: Console) throws {
        let catalog = try POFile.read(file)
        if catalog[GlossaryPO.glossaryField] != nil { return try importGlossary(catalog, from: file, root: root, console: console) }
        guard let courseID = catalog[POExporter.courseField], let id = catalog[POExporter.lessonField], let language = catalog["Language"],
              LessonParser.isLanguageCode(language) else {
            throw CourseError(
                "not a PO file coursec exported: its header names no \(POExporter.courseField), \(POExporter.lessonField) and Language",
                file: (file))
        }
        let course = try CourseLoader().loadCourse(directory: FilePath(root).appending(courseID).spelling)
        guard let source = course.lessons.first(where: { $0.id == id && !$0.isTranslation }) else {
            throw CourseError("course '\(courseID)' has no lesson '\(id)' to translate", file: (file))
        }
        guard source.language != language else {
            throw CourseError("the lesson '\(id)' is written in '\(language)' already", file: (file))
        }
        let existing = course.lesson(id: id, language: language)
        let result = POImporter.translate(source, catalog: catalog, existing: existing)
        for message in result.stale {
            let place = message.references.map { " (it stood at \($0))" }.first ?? ""
            console.printError("\((file)): warning: this message is no longer in the source\(place), so it is not imported: \"\(message.msgid.prefix(60))\"")
        }
        for refusal in result.refused {
            let place = refusal.message.references.map { " (\($0))" }.first ?? ""
            console.printError("\(file): warning: the translation of \"\(refusal.message.msgid.prefix(60))\"\(place) is not imported: \(refusal.reason)")
        }
        let destination = existing?.file
            ?? FilePath(course.directory).appending(language).appending(FilePath(source.file).lastComponent).spelling
        try AtomicFile.write(result.text, to: destination, under: course.directory)
        if result.stamped {
            try TranslationStore.keep(source)
            try TranslationStore.keep(translation: result.text, file: destination, reference: result.reference)
        }
        let done = result.total - result.pending.count
        let stamp = result.stamped
            ? "translation-of \(result.reference.frontMatterValue)"
            : "not stamped: \(result.pending.count) message\(result.pending.count == 1 ? "" : "s") fuzzy or untranslated, marked <!-- untranslated -->"
        console.print("wrote \((destination)) from \((file)): \(done) of \(result.total) messages translated; \(stamp)")
    }

    /// Puts a glossary PO file's translations into `courses/glossary.json`.
    static func importGlossary(_ catalog: POCatalog, from file: String, root: String, console: Console) throws {
        guard let language = catalog["Language"], LessonParser.isLanguageCode(language) else {
            throw CourseError("the glossary's PO file names no Language in its header", file: file)
        }
        guard let loaded = try GlossaryReader.loadText(coursesRoot: root) else {
            throw CourseError("there is no \(Glossary.fileName) in \(root) to import into", file: file)
        }
        let source = GlossaryPO.Source(glossary: loaded.glossary, path: loaded.path, text: loaded.text)
        let result = try GlossaryPO.apply(catalog, to: source, language: language)
        for refusal in result.refused {
            let place = refusal.message.references.map { " (\($0))" }.first ?? ""
            console.printError("\(file): warning: \"\(refusal.message.context ?? "")\" \"\(refusal.message.msgid.prefix(60))\"\(place) is not imported: \(refusal.reason)")
        }
        try AtomicFile.write(result.text, to: loaded.path, under: root)
        console.print("wrote \(loaded.path) from \(file): \(result.translated) of \(result.total) messages translated")
    }
}
