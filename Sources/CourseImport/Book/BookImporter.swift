import CourseModel
import CourseParsing
import CourseTranslation
import CoursecSupport
import Foundation

public struct BookImportOptions: Sendable {
    public var course: String
    public var language: String
    /// The course's source language, for a translated book: its lessons must be there.
    public var translationOf: String?

    public init(course: String, language: String, translationOf: String? = nil) {
        self.course = course
        self.language = language
        self.translationOf = translationOf
    }
}

/// What importing a book would write, for the command to compare with what is there.
public struct ImportedBook: Sendable {
    public struct File: Equatable, Sendable {
        /// From the courses folder: `tspl/en/07-closures.md`.
        public var path: String
        public var text: String
    }

    public var files: [File]
    /// Images to copy: the book's file, the path from the courses folder, and the file's
    /// bytes, read from inside the book (`BookFiles`).
    public var images: [(from: String, to: String, data: Data)]
    /// Lesson files of the same ids under other names (a chapter that moved), to remove.
    public var replaced: [String]
    public var report: BookImportReport
}

/// Imports a book as a course, or as a translation of one (docs/import.md, "Books").
public struct BookImporter: Sendable {
    public init() {}

    /// `trial` tries the listings no hidden test (or original) covers; without it they are syntax-checked only.
    public func importBook(_ paths: [String], courses: String, options: BookImportOptions, trial: ListingTrial? = nil) throws(CourseErrors) -> ImportedBook {
        let layout: BookLayout
        do { layout = try BookLayout.read(paths) } catch { throw CourseErrors([error]) }
        let courseFolder = FilePath(courses).appending(options.course).spelling
        var report = BookImportReport()
        for name in layout.notPresent {
            report.findings.append(.init(.note, file: paths.joined(separator: " "), "the book lists '\(name)', which is not there: not imported"))
        }
        for file in layout.unlisted {
            report.findings.append(.init(.note, file: file, "not in the book's order: not imported"))
        }
        report.findings += layout.refused
        guard !layout.chapters.isEmpty else {
            throw CourseErrors([CourseError("the book has no chapter to import", file: paths.joined(separator: " "))])
        }

        var firstWithID: [String: BookChapter] = [:]
        for chapter in layout.chapters {
            if let first = firstWithID[chapter.id] {
                throw CourseErrors([CourseError("this chapter's lesson id '\(chapter.id)' is already \(first.sourcePath)'s; a course holds one lesson per id", file: chapter.path)])
            }
            firstWithID[chapter.id] = chapter
        }

        // Every chapter is read and outlined first, so links resolve whatever the order.
        var outlines: [ChapterOutline] = []
        var errors: [CourseError] = []
        // A stray control character is one element of a chapter: it is dropped with a
        // warning at its line, where a lesson file holding one would not load at all.
        var chapterFindings: [String: [BookImportReport.Finding]] = [:]
        for (index, chapter) in layout.chapters.enumerated() {
            do {
                let read = try LessonTextCheck.decodeDroppingControls(BookFiles(root: layout.root).read(chapter.path), file: chapter.path)
                chapterFindings[chapter.path] = read.dropped.map {
                    .init(.warning, file: chapter.sourcePath, line: $0.line, "control character \($0) at column \($0.column) dropped: \(LessonTextCheck.holds)")
                }
                let text = read.text.withLineFeeds
                outlines.append(try ChapterOutline(
                    chapter: chapter, text: text, lessonFileName: Lesson.fileName(id: chapter.id, number: index + 1), language: options.language))
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw CourseErrors(errors) }

        var sources: [SourceLesson] = []
        var pairs: [Int: (SourceLesson, TranslationPairing.Evidence)] = [:]
        if let sourceLanguage = options.translationOf {
            sources = try Self.sourceLessons(in: FilePath(courseFolder).appending(sourceLanguage).spelling)
            let originals = Self.originals(at: FilePath(courseFolder).appending("course.json").spelling)
            var unpaired = sources.count
            for (index, outline) in outlines.enumerated() {
                let named = originals[outline.chapter.id]
                if let named, !sources.contains(where: { $0.id == named }) {
                    report.findings.append(.init(.warning, file: outline.chapter.sourcePath, "course.json's \"originals\" names '\(named)' as its original, and '\(sourceLanguage)' has no lesson '\(named)'"))
                }
                guard let pair = TranslationPairing.pair(outline, with: sources, named: named), !pairs.values.contains(where: { $0.0.id == pair.0.id }) else {
                    unpaired += 1
                    outlines[index].lessonFileName = Lesson.fileName(id: outline.chapter.id, number: unpaired)
                    report.findings.append(.init(.warning, file: outline.chapter.sourcePath, "no lesson in '\(sourceLanguage)' is its original: imported as a lesson of its own (name its original in course.json: \"originals\": {\"\(outline.chapter.id)\": \"ORIGINAL-ID\"})"))
                    continue
                }
                pairs[index] = pair
                outlines[index].lessonFileName = pair.0.fileName
                let originals = SourceListing.read(pair.0.text).map(\.code)
                for line in outlines[index].adoptListings(equalTo: originals) {
                    chapterFindings[outline.chapter.path, default: []].append(.init(
                        .note, file: outline.chapter.sourcePath, line: line,
                        "a listing of the original fenced here as text (the book's defect): imported as the original's swift listing", bookDefect: true))
                }
            }
        }
        let book = BookIndex(outlines: outlines, root: layout.root, notImported: Set(layout.unlisted + layout.notPresent),
            emphasisInsideWords: layout.kind != .docc)

        // Every listing's evidence first, so the ones to try are tried together, in parallel.
        var evidences: [[ListingEvidence]] = outlines.enumerated().map { index, outline in
            guard let source = pairs[index]?.0 else {
                let groups = HiddenTest.groups(outline.listings.compactMap(\.test))
                let scopes = ListingEvidence.scopesClosedElsewhere(outline.listings.map(\.test), groups: groups)
                return zip(outline.listings, scopes).map {
                    ListingEvidence.of(code: $0.code, test: $0.test, groups: groups, scopeClosedElsewhere: $1)
                }
            }
            let theirs = SourceListing.read(source.text)
            let partners = ListingAlignment.align(outline.listings.map(\.code), theirs)
            var evidence = outline.listings.enumerated().map { number, listing in
                guard let partner = partners[number] else {
                    var untested = ListingEvidence.untested(code: listing.code)
                    if untested.role == .parse { untested.unconfirmed = "no listing of the original aligns with it: syntax-checked only" }
                    return untested
                }
                return theirs[partner].evidence(for: listing.code)
            }
            ListingEvidence.joinExtraDeclarations(&evidence, codes: outline.listings.map(\.code), aligned: Set(partners.keys))
            return evidence
        }
        if let trial {
            let places = evidences.indices.flatMap { chapter in evidences[chapter].indices.filter { evidences[chapter][$0].triable }.map { (chapter, $0) } }
            let roles = trial.roles(for: places.map { outlines[$0.0].listings[$0.1].code })
            for (place, role) in zip(places, roles) {
                let reason = pairs[place.0] == nil ? "no hidden test covers this listing" : "no listing of the original aligns with it"
                evidences[place.0][place.1].record(trial: role, code: outlines[place.0].listings[place.1].code, because: reason)
            }
            for place in places where (evidences[place.0][place.1].role == .parse || evidences[place.0][place.1].failedItsTrial)
                && evidences[place.0][place.1].groupIfItCompiles == nil {
                Self.tryInContext(place, evidences: &evidences, outlines: outlines, trial: trial)
            }
        }

        var files: [ImportedBook.File] = []
        var images: [(from: String, to: String, data: Data)] = []
        var ids: [String] = []
        for (index, outline) in outlines.enumerated() {
            let pair = pairs[index]
            let source = pair?.0
            let evidence = evidences[index]
            var converter = ChapterConverter(outline: outline, book: book, evidence: evidence)
            let converted = converter.convert()
            let id = source?.id ?? outline.chapter.id
            ids.append(id)
            let lessonPath = [options.course, options.language, outline.lessonFileName].joined(separator: "/")
            var front: [(key: String, value: String)] = [("id", id)]
            if let source, let sourceLanguage = options.translationOf {
                let hash = Self.recordedHash(
                    at: FilePath(courses).appending(lessonPath).spelling, body: converted.body) ?? LessonHash.of(source.text)
                front.append(("translation-of", "\(sourceLanguage) \(hash)"))
            }
            front.append(("title", outline.title))
            if let summary = converted.summary { front.append(("summary", summary)) }
            front.append(("order", String(source?.order ?? index + 1)))
            front.append(("source", outline.chapter.sourcePath))
            let text = LessonMarkdownWriter(frontMatter: front).write([]).markdown + "\n" + converted.body
            files.append(.init(path: lessonPath, text: text))
            for image in converted.images where !images.contains(where: { $0.from == image.from }) {
                do {
                    images.append((image.from, [options.course, "images", image.name].joined(separator: "/"), try BookFiles(root: layout.root).read(image.from)))
                } catch {
                    errors.append(error)
                }
            }
            report.chapters.append(BookImportReport.Chapter(
                source: outline.chapter.sourcePath, lesson: "\(options.language)/\(outline.lessonFileName)",
                roles: converted.roles.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                findings: (chapterFindings[outline.chapter.path] ?? []) + converted.findings,
                pairedWith: pair.map { "\(options.translationOf ?? "")/\($0.0.fileName), \($0.1.rawValue)" }))
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
        if options.translationOf != nil {
            let paired = Set(pairs.values.map(\.0.id))
            for source in sources where !paired.contains(source.id) {
                report.findings.append(.init(.note, file: source.fileName, "no chapter of this book translates it"))
            }
        }

        // A translation's output comments are read by the templates its programs show (`TemplateLearning`).
        var templates: [OutputTemplate]?
        if let sourceLanguage = options.translationOf, let trial {
            templates = TemplateLearning(courses: courses, options: options, sourceLanguage: sourceLanguage)
                .templates(of: files, sources: sources, trial: trial)
            report.templates = templates ?? []
            report.templateLanguage = options.language
        }
        let manifest = try Self.manifest(
            at: FilePath(courseFolder).appending("course.json").spelling, course: options.course,
            language: options.language, title: layout.title ?? options.course, ids: ids, isTranslation: options.translationOf != nil,
            templates: templates)
        files.append(.init(path: options.course + "/course.json", text: manifest))
        let replaced = Self.otherNames(of: files, in: courses, language: options.language, course: options.course)
        return ImportedBook(files: files, images: images, replaced: replaced, report: report)
    }

    /// A listing no test covers that fails alone often uses what the listing before it
    /// declared: it is tried again after that listing, in its group (or, when that listing has
    /// none, in a new group of the two, named after the chapter and that listing's line).
    static func tryInContext(_ place: (Int, Int), evidences: inout [[ListingEvidence]], outlines: [ChapterOutline], trial: ListingTrial) {
        let (chapter, number) = place
        guard number > 0 else { return }
        let previous = evidences[chapter][number - 1]
        guard [.run, .typecheck].contains(previous.role) else { return }
        let listings = outlines[chapter].listings
        let group = previous.group ?? "\(outlines[chapter].chapter.id)-\(listings[number - 1].line)"
        var context = ""
        for earlier in 0..<number {
            var evidence = evidences[chapter][earlier]
            if earlier == number - 1 { evidence.group = group }
            guard evidence.group == group, !evidence.standsApart else { continue }
            for chunk in evidence.before + [ListingEvidence.fence(info: evidence.info, lines: listings[earlier].code.textLines)] + evidence.after {
                context += chunk.joined(separator: "\n") + "\n\n"
            }
        }
        guard let proved = trial.role(for: listings[number].code, after: context, group: group) else { return }
        let tried = "no hidden test covers this listing: tried at import after the listing before it, in group \(group), it "
        if evidences[chapter][number].failedItsTrial, proved != .run {
            // It states what it prints and prints something else in context too: it joins the
            // group only when it did not compile alone, and stays a run either way.
            guard !evidences[chapter][number].compiledAlone else { return }
            evidences[chapter][number - 1].group = group
            evidences[chapter][number].group = group
            evidences[chapter][number].unconfirmed = tried + "compiled but did not print what its comments say: kept a run, as its comments say what it prints"
            return
        }
        evidences[chapter][number - 1].group = group
        evidences[chapter][number].group = group
        evidences[chapter][number].role = proved
        evidences[chapter][number].failedItsTrial = false
        evidences[chapter][number].unconfirmed = nil
        evidences[chapter][number].confirmedByTrial = tried + (proved == .run ? "printed what its comments say" : "compiled")
    }

    /// The `translation-of` hash an earlier import recorded, when the translation itself
    /// has not changed since: a translation is as current as it was, whatever its original did.
    static func recordedHash(at path: String, body: String) -> String? {
        guard let old = try? String(contentsOfFile: path, encoding: .utf8),
              let split = try? FrontMatterParser.split(old, file: path),
              let reference = split.frontMatter["translation-of"]?.split(separator: " "), reference.count == 2,
              split.body.trimmingCharacters(in: .newlines) == body.trimmingCharacters(in: .newlines) else { return nil }
        return String(reference[1])
    }

    static func sourceLessons(in folder: String) throws(CourseErrors) -> [SourceLesson] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CourseErrors([CourseError("no lessons of the original here to pair the translation with: import the original book first", file: folder)])
        }
        var lessons: [SourceLesson] = []
        for name in names.sorted() where name.hasSuffix(".md") {
            let path = FilePath(folder).appending(name).spelling
            guard let text = try? CourseLoader.readText(path), let split = try? FrontMatterParser.split(text, file: path),
                  let id = split.frontMatter["id"] else { continue }
            lessons.append(SourceLesson(
                id: id, fileName: name, title: split.frontMatter["title"] ?? id, order: split.frontMatter["order"].flatMap { Int($0) },
                source: split.frontMatter["source"], text: text))
        }
        return lessons
    }

    /// course.json's `originals`: a translated chapter's own id (the one it would be imported
    /// under with no original) to its original lesson's id; empty without one. The course
    /// loader checks the key strictly (docs/format.md).
    static func originals(at path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        return fields["originals"] as? [String: String] ?? [:]
    }

    /// `course.json` with the book's lessons in its order (after them, lessons it
    /// listed that the book does not have) and the book's title in its language; a
    /// translation adds its title, and lessons of its own after the others; `templates`, when
    /// learned, replace the language's in `outputTemplates` (none learned: the language's go).
    static func manifest(
        at path: String, course: String, language: String, title: String, ids: [String], isTranslation: Bool, templates: [OutputTemplate]? = nil
    ) throws(CourseErrors) -> String {
        var titles: [(String, JSONValue)] = []
        var sourceLanguage = language
        var listed: [String] = []
        var rest: [(String, JSONValue)] = []
        if let data = FileManager.default.contents(atPath: path) {
            guard let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], let lessons = fields["lessons"] as? [String] else {
                throw CourseErrors([CourseError("course.json cannot be read to list the book's lessons; fix it first (coursec status shows why)", file: path)])
            }
            listed = lessons
            sourceLanguage = fields["sourceLanguage"] as? String ?? language
            let oldTitles = fields["title"] as? [String: String] ?? [:]
            titles = oldTitles.keys.sorted().map { ($0, .string(oldTitles[$0]!)) }
            for key in fields.keys.sorted() where !["title", "sourceLanguage", "lessons"].contains(key) {
                rest.append((key, JSONValue(foundation: fields[key]!)))
            }
        }
        if let index = titles.firstIndex(where: { $0.0 == language }) { titles[index].1 = .string(title) } else { titles.append((language, .string(title))) }
        let lessons = isTranslation ? listed + ids.filter { !listed.contains($0) } : ids + listed.filter { !ids.contains($0) }
        if let templates { rest = Self.replacingTemplates(in: rest, language: language, with: templates) }
        let value = JSONValue.object(
            [("title", .object(titles)), ("sourceLanguage", .string(sourceLanguage)), ("lessons", .array(lessons.map(JSONValue.string)))] + rest)
        return value.serialized(pretty: true) + "\n"
    }

    /// `outputTemplates` (among course.json's other keys, sorted) with `language`'s replaced by `templates`.
    static func replacingTemplates(in keys: [(String, JSONValue)], language: String, with templates: [OutputTemplate]) -> [(String, JSONValue)] {
        var languages: [(String, JSONValue)] = []
        if case .object(let old)? = keys.first(where: { $0.0 == "outputTemplates" })?.1 { languages = old.filter { $0.0 != language } }
        if !templates.isEmpty {
            languages.append((language, .array(templates.map { .object([("template", .string($0.spelling)), ("explains", .int($0.explains))]) })))
        }
        var result = keys.filter { $0.0 != "outputTemplates" }
        if !languages.isEmpty { result.append(("outputTemplates", .object(languages.sorted { $0.0 < $1.0 }))) }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Lesson files in the language folder that hold an id the import writes under another name.
    static func otherNames(of files: [ImportedBook.File], in courses: String, language: String, course: String) -> [String] {
        let folder = [course, language].joined(separator: "/")
        let written = Set(files.map(\.path))
        let ids = Set(files.compactMap { Lesson.id(fromFileName: FilePath($0.path).lastComponent) })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FilePath(courses).appending(folder).spelling)) ?? []
        return names.sorted().filter { name in
            name.hasSuffix(".md") && !written.contains(folder + "/" + name) && Lesson.id(fromFileName: name).map(ids.contains) == true
        }.map { folder + "/" + $0 }
    }
}
