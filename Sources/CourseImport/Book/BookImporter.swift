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
        var importing = try BookImporting(paths, courses: courses, options: options)
        try importing.outlineChapters()
        try importing.pairWithOriginals()
        importing.gatherEvidence()
        if let trial { importing.tryListings(trial) }
        try importing.convertChapters()
        importing.noteUntranslatedOriginals()
        return try importing.imported(trial: trial)
    }

    /// A listing no test covers that fails alone often uses what the listing before it
    /// declared: it is tried again after that listing, in its group (or, when that listing has
    /// none, in a new group of the two, named after the chapter and that listing's line).
    static func tryInContext(_ place: BookImporting.ListingPlace, evidences: inout [[ListingEvidence]], outlines: [ChapterOutline], trial: ListingTrial) {
        let (chapter, number) = (place.chapter, place.listing)
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
