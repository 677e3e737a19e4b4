import CourseModel
import CourseParsing
import CourseTranslation
import CoursecSupport
import Foundation

/// One book being imported (`BookImporter.importBook`), phase by phase: each phase
/// reads what the ones before it left here and adds its own. Chapters are indexed as in
/// `outlines`; `pairs`, `evidences` and the report follow that index.
struct BookImporting {
    /// A translated chapter's original, and how it was found.
    struct Pairing {
        var original: SourceLesson
        var evidence: TranslationPairing.Evidence
    }

    /// A listing: its chapter's index in `outlines`, and its own in the chapter's listings.
    struct ListingPlace {
        var chapter: Int
        var listing: Int
    }

    let paths: [String]
    let courses: String
    let options: BookImportOptions
    let layout: BookLayout
    var report = BookImportReport()
    var outlines: [ChapterOutline] = []
    var errors: [CourseError] = []
    /// A stray control character is one element of a chapter: it is dropped with a
    /// warning at its line, where a lesson file holding one would not load at all.
    var chapterFindings: [String: [BookImportReport.Finding]] = [:]
    /// The course's lessons in the language translated from, for a translation.
    var sources: [SourceLesson] = []
    var pairs: [Int: Pairing] = [:]
    var evidences: [[ListingEvidence]] = []
    var files: [ImportedBook.File] = []
    var images: [(from: String, to: String, data: Data)] = []
    var ids: [String] = []
    /// `manifestBefore`'s read: nil until read, then the course.json there was (or none).
    private var manifestRead: CourseManifest?? = nil

    var courseFolder: String { FilePath(courses).appending(options.course).spelling }

    /// The book's layout read, what it lists but does not have noted, and every chapter's
    /// lesson id checked to be its own.
    init(_ paths: [String], courses: String, options: BookImportOptions) throws(CourseErrors) {
        self.paths = paths
        self.courses = courses
        self.options = options
        do { layout = try BookLayout.read(paths) } catch { throw CourseErrors([error]) }
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
    }

    /// Every chapter read and outlined first, so links resolve whatever the order.
    mutating func outlineChapters() throws(CourseErrors) {
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
    }

    /// For a translation: each chapter paired with its original among the course's lessons
    /// and written under its file name, the original's listings fenced here as text adopted;
    /// a chapter with no original becomes a lesson of its own, numbered after them.
    mutating func pairWithOriginals() throws(CourseErrors) {
        guard let sourceLanguage = options.translationOf else { return }
        sources = try BookImporter.sourceLessons(in: FilePath(courseFolder).appending(sourceLanguage).spelling)
        let originals = try manifestBefore()?.originals ?? [:]
        var unpaired = sources.count
        for (index, outline) in outlines.enumerated() {
            let named = originals[outline.chapter.id]
            if let named, !sources.contains(where: { $0.id == named }) {
                report.findings.append(.init(.warning, file: outline.chapter.sourcePath, "course.json's \"originals\" names '\(named)' as its original, and '\(sourceLanguage)' has no lesson '\(named)'"))
            }
            guard let (original, evidence) = TranslationPairing.pair(outline, with: sources, named: named),
                  !pairs.values.contains(where: { $0.original.id == original.id }) else {
                unpaired += 1
                outlines[index].lessonFileName = Lesson.fileName(id: outline.chapter.id, number: unpaired)
                report.findings.append(.init(.warning, file: outline.chapter.sourcePath, "no lesson in '\(sourceLanguage)' is its original: imported as a lesson of its own (name its original in course.json: \"originals\": {\"\(outline.chapter.id)\": \"ORIGINAL-ID\"})"))
                continue
            }
            pairs[index] = Pairing(original: original, evidence: evidence)
            outlines[index].lessonFileName = original.fileName
            let originals = SourceListing.read(original.text).map(\.code)
            for line in outlines[index].adoptListings(equalTo: originals) {
                chapterFindings[outline.chapter.path, default: []].append(.init(
                    .note, file: outline.chapter.sourcePath, line: line,
                    "a listing of the original fenced here as text (the book's defect): imported as the original's swift listing", bookDefect: true))
            }
        }
    }

    /// The course's course.json as it is before the import, or nil when there is none:
    /// read once, for a translation's `originals` and for the course.json written back.
    private mutating func manifestBefore() throws(CourseErrors) -> CourseManifest? {
        if let read = manifestRead { return read }
        do { manifestRead = .some(try CourseManifest.readIfPresent(manifestPath)) } catch { throw CourseErrors([error]) }
        return manifestRead ?? nil
    }

    private var manifestPath: String { FilePath(courseFolder).appending("course.json").spelling }

    /// `course.json` with the book's lessons in its order (after them, lessons it
    /// listed that the book does not have) and the book's title in its language; a
    /// translation adds its title, and lessons of its own after the others; `templates`, when
    /// learned, replace the language's in `outputTemplates` (none learned: the language's go).
    private mutating func manifestText(templates: [OutputTemplate]?) throws(CourseErrors) -> String {
        let title = layout.title ?? options.course
        var manifest = try manifestBefore() ?? CourseManifest(path: manifestPath, title: title, language: options.language, lessons: [])
        let listed = manifest.lessons
        manifest.title[options.language] = title
        manifest.lessons = options.translationOf != nil ? listed + ids.filter { !listed.contains($0) } : ids + listed.filter { !ids.contains($0) }
        if let templates { manifest.outputTemplates[options.language] = templates.isEmpty ? nil : templates }
        return manifest.serialized
    }

    /// Every listing's evidence first, so the ones to try are tried together, in parallel:
    /// the book's hidden tests, or for a translation the original's listing it aligns with.
    mutating func gatherEvidence() {
        evidences = outlines.enumerated().map { index, outline in
            guard let original = pairs[index]?.original else {
                let groups = HiddenTest.groups(outline.listings.compactMap(\.test))
                let scopes = ListingEvidence.scopesClosedElsewhere(outline.listings.map(\.test), groups: groups)
                return zip(outline.listings, scopes).map {
                    ListingEvidence.of(code: $0.code, test: $0.test, groups: groups, scopeClosedElsewhere: $1)
                }
            }
            let theirs = SourceListing.read(original.text)
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
    }

    /// The listings no evidence settles, tried (all at once, in parallel); one that fails
    /// alone is tried again after the listing before it (`BookImporter.tryInContext`).
    mutating func tryListings(_ trial: ListingTrial) {
        let places = evidences.indices.flatMap { chapter in
            evidences[chapter].indices.filter { evidences[chapter][$0].triable }.map { ListingPlace(chapter: chapter, listing: $0) }
        }
        let roles = trial.roles(for: places.map { code(at: $0) })
        for (place, role) in zip(places, roles) {
            let reason = pairs[place.chapter] == nil ? "no hidden test covers this listing" : "no listing of the original aligns with it"
            evidences[place.chapter][place.listing].record(trial: role, code: code(at: place), because: reason)
        }
        for place in places {
            let evidence = evidences[place.chapter][place.listing]
            guard evidence.role == .parse || evidence.failedItsTrial, evidence.groupIfItCompiles == nil else { continue }
            BookImporter.tryInContext(place, evidences: &evidences, outlines: outlines, trial: trial)
        }
    }

    private func code(at place: ListingPlace) -> String { outlines[place.chapter].listings[place.listing].code }

    /// Each chapter made a lesson file, with its front matter, its images and its report.
    mutating func convertChapters() throws(CourseErrors) {
        for (index, outline) in outlines.enumerated() {
            let pair = pairs[index]
            var converter = ChapterConverter(outline: outline, book: book, evidence: evidences[index])
            let converted = converter.convert()
            let id = pair?.original.id ?? outline.chapter.id
            ids.append(id)
            let lessonPath = [options.course, options.language, outline.lessonFileName].joined(separator: "/")
            let front = frontMatter(id: id, outline: outline, index: index, lessonPath: lessonPath, converted: converted)
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
                pairedWith: pair.map { "\(options.translationOf ?? "")/\($0.original.fileName), \($0.evidence.rawValue)" }))
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
    }

    private var book: BookIndex {
        BookIndex(outlines: outlines, root: layout.root, notImported: Set(layout.unlisted + layout.notPresent),
            emphasisInsideWords: layout.kind != .docc)
    }

    /// A lesson's front matter: its id, a translation's `translation-of` (the hash an
    /// earlier import recorded while the translation is unchanged), title, summary, order, source.
    private func frontMatter(id: String, outline: ChapterOutline, index: Int, lessonPath: String, converted: ChapterConverter.Converted) -> [(key: String, value: String)] {
        let original = pairs[index]?.original
        var front: [(key: String, value: String)] = [("id", id)]
        if let original, let sourceLanguage = options.translationOf {
            let hash = BookImporter.recordedHash(
                at: FilePath(courses).appending(lessonPath).spelling, body: converted.body) ?? LessonHash.of(original.text)
            front.append(("translation-of", "\(sourceLanguage) \(hash)"))
        }
        front.append(("title", outline.title))
        if let summary = converted.summary { front.append(("summary", summary)) }
        front.append(("order", String(original?.order ?? index + 1)))
        front.append(("source", outline.chapter.sourcePath))
        return front
    }

    /// For a translation: a note for each original no chapter translates.
    mutating func noteUntranslatedOriginals() {
        guard options.translationOf != nil else { return }
        let paired = Set(pairs.values.map(\.original.id))
        for source in sources where !paired.contains(source.id) {
            report.findings.append(.init(.note, file: source.fileName, "no chapter of this book translates it"))
        }
    }

    /// What the import writes: the lessons, course.json listing them, the images, and the
    /// lesson files of the same ids under other names to remove.
    mutating func imported(trial: ListingTrial?) throws(CourseErrors) -> ImportedBook {
        // A translation's output comments are read by the templates its programs show (`TemplateLearning`).
        var templates: [OutputTemplate]?
        if let sourceLanguage = options.translationOf, let trial {
            templates = TemplateLearning(courses: courses, options: options, sourceLanguage: sourceLanguage)
                .templates(of: files, sources: sources, trial: trial)
            report.templates = templates ?? []
            report.templateLanguage = options.language
        }
        let manifest = try manifestText(templates: templates)
        let written = files + [.init(path: options.course + "/course.json", text: manifest)]
        let replaced = BookImporter.otherNames(of: written, in: courses, language: options.language, course: options.course)
        return ImportedBook(files: written, images: images, replaced: replaced, report: report)
    }
}
