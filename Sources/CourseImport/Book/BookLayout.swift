import CourseModel
import Foundation

/// One chapter of a book: where it is, and what the book calls it.
struct BookChapter: Equatable {
    /// The file, as a path the importer reads.
    var path: String
    /// The path from the book's folder, written as the lesson's `source`.
    var sourcePath: String
    /// The DocC name (`Closures`) or the path from the book's folder (`language-guide/closures.md`):
    /// what other chapters' links name it by.
    var name: String
    /// The lesson id: the DocC name in kebab case, or the file's name.
    var id: String
}

/// A book's chapters in its order (docs/import.md, "Books"):
/// - a DocC catalog (`*.docc`): the root page's topic groups (`- <doc:Name>`);
/// - a GitBook/HonKit or mdBook folder: `SUMMARY.md`'s links;
/// - Markdown files: in the order given.
public struct BookLayout: Equatable {
    enum Kind: Equatable { case docc, summary, files }

    var kind: Kind
    /// The folder chapters' `sourcePath`s start from.
    var root: String
    var title: String?
    var chapters: [BookChapter]
    /// Chapters the book lists whose files are not there (`Initialization`,
    /// `language-guide/initialization.md`), reported and left out.
    var notPresent: [String]
    /// Files of the book that its order does not list.
    var unlisted: [String]
    /// Chapters the book lists that are not read (a link out of the book, not a regular
    /// file, too large): errors at the line that names them, or at the file; the rest of
    /// the book is imported.
    var refused: [BookImportReport.Finding] = []

    /// Whether `import` takes `paths` for a book: one folder, or Markdown files (`.txt`
    /// files are raw lesson text). `read` then says which kind, or why it is none.
    public static func isBook(_ paths: [String]) -> Bool {
        onlyFolder(paths) != nil || paths.allSatisfy { $0.hasSuffix(".md") }
    }

    private static func onlyFolder(_ paths: [String]) -> String? {
        var isFolder: ObjCBool = false
        guard paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return paths[0]
    }

    static func read(_ paths: [String]) throws(CourseError) -> BookLayout {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if let folder = onlyFolder(paths) {
            if folder.hasSuffix(".docc") {
                let parent = FilePath(folder).deletingLastComponent.spelling
                return try docc(folder, bookRoot: parent.isEmpty ? "." : parent)
            }
            let entries = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            if let catalog = entries.first(where: { $0.hasSuffix(".docc") }) {
                return try docc(FilePath(folder).appending(catalog).spelling, bookRoot: folder)
            }
            if entries.contains("SUMMARY.md") { return try summary(folder) }
            throw CourseError("not a book: a book is a DocC catalog (*.docc), a folder with SUMMARY.md, or Markdown files", file: folder)
        }
        var chapters: [BookChapter] = []
        var refused: [BookImportReport.Finding] = []
        for path in paths {
            guard path.hasSuffix(".md"), manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
                throw CourseError("not a book: give a DocC catalog (*.docc), a folder with SUMMARY.md, or Markdown files", file: path)
            }
            let folder = FilePath(path).deletingLastComponent.spelling
            if let refusal = BookFiles(root: folder.isEmpty ? "." : folder).refusal(path) {
                refused.append(.init(.error, file: path, "not imported: \(refusal)"))
                continue
            }
            let stem = FilePath(path).deletingExtension.lastComponent
            guard !Self.id(stem).isEmpty else { refused.append(.init(.error, file: path, "not imported: " + Self.noID(stem))); continue }
            chapters.append(BookChapter(path: path, sourcePath: FilePath(path).lastComponent, name: stem, id: Self.id(stem)))
        }
        let root = FilePath(paths[0]).deletingLastComponent.spelling
        return BookLayout(kind: .files, root: root.isEmpty ? "." : root, title: nil, chapters: chapters, notPresent: [], unlisted: [], refused: refused)
    }

    /// `TheBasics` → `the-basics`, `language-guide/the-basics` → `the-basics`.
    static func id(_ name: String) -> String {
        var words = ""
        var previous: Character?
        for c in name {
            if c.isUppercase, let p = previous, p.isLowercase || p.isNumber { words.append("-") }
            words.append(c)
            previous = c
        }
        return words.lessonSlug
    }

    /// A name of dots or punctuation (`..md`) would make `04-.md`, a lesson with an empty id.
    static func noID(_ name: String) -> String {
        "its name '\(name)' has no letter or digit to make a lesson id of: rename the file"
    }

    private static func markdownFiles(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let item = enumerator?.nextObject() as? String {
            if item.hasSuffix(".md") { files.append(item) }
        }
        return files.sorted()
    }

    private static func docc(_ catalog: String, bookRoot: String) throws(CourseError) -> BookLayout {
        let book = BookFiles(root: bookRoot)
        let files = markdownFiles(under: catalog)
        var byName: [String: String] = [:]
        var root: (file: String, text: String)?
        for file in files {
            let name = FilePath(file).deletingExtension.lastComponent
            byName[name] = file
            let path = FilePath(catalog).appending(file).spelling
            if root == nil, let text = book.text(path), text.contains("@TechnologyRoot") {
                root = (file, text)
            }
        }
        guard let root else {
            throw CourseError("this DocC catalog has no root page (a page with @TechnologyRoot), so it gives no chapter order", file: catalog)
        }
        var chapters: [BookChapter] = []
        var notPresent: [String] = []
        var refused: [BookImportReport.Finding] = []
        var refusedNames: Set<String> = []
        var inTopics = false
        var title: String?
        let catalogName = FilePath(catalog).lastComponent
        let prefix = catalogName + "/"
        for line in root.text.textLines {
            if title == nil, line.hasPrefix("# ") { title = ChapterOutline.plainText(ofInline: String(line.dropFirst(2))) }
            if line.hasPrefix("## ") { inTopics = line.trimmingCharacters(in: .whitespaces) == "## Topics" }
            guard inTopics else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("- <doc:"), trimmed.hasSuffix(">") else { continue }
            let name = String(trimmed.dropFirst("- <doc:".count).dropLast())
            guard let file = byName[name] else { notPresent.append(name); continue }
            if let refusal = book.refusal(FilePath(catalog).appending(file).spelling) {
                refused.append(.init(.error, file: prefix + file, "not imported: \(refusal)"))
                refusedNames.insert(name)
                continue
            }
            guard !id(name).isEmpty else {
                refused.append(.init(.error, file: prefix + file, "not imported: " + noID(name)))
                refusedNames.insert(name)
                continue
            }
            chapters.append(BookChapter(
                path: FilePath(catalog).appending(file).spelling, sourcePath: prefix + file, name: name, id: id(name)))
        }
        let listed = Set(chapters.map(\.name)).union(refusedNames)
        let unlisted = files.filter { file in
            let name = FilePath(file).deletingExtension.lastComponent
            return file != root.file && !listed.contains(name)
        }.map { prefix + $0 }
        return BookLayout(kind: .docc, root: bookRoot, title: title, chapters: chapters, notPresent: notPresent, unlisted: unlisted, refused: refused)
    }

    /// A GitBook's title, as its renderer shows it (`\\(` read as `(`): the first heading
    /// of its README.md, or else the text of SUMMARY.md's entry for README.md.
    private static func readmeTitle(_ folder: String, summary: String) -> String? {
        if let text = BookFiles(root: folder).text(FilePath(folder).appending("README.md").spelling),
           let heading = text.textLines.first(where: { $0.hasPrefix("# ") }) {
            return ChapterOutline.plainText(ofInline: String(heading.dropFirst(2)))
        }
        for line in summary.textLines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("* [") || trimmed.hasPrefix("- ["), trimmed.hasSuffix(")"), let close = trimmed.range(of: "](", options: .backwards),
                  ["README.md", "./README.md"].contains(trimmed[close.upperBound...].dropLast()) else { continue }
            let text = ChapterOutline.plainText(ofInline: String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<close.lowerBound]))
            return text.isEmpty ? nil : text
        }
        return nil
    }

    private static func summary(_ folder: String) throws(CourseError) -> BookLayout {
        let book = BookFiles(root: folder)
        let summaryPath = FilePath(folder).appending("SUMMARY.md").spelling
        guard let text = String(data: try book.read(summaryPath), encoding: .utf8) else {
            throw CourseError("SUMMARY.md cannot be read as UTF-8 text", file: summaryPath)
        }
        var chapters: [BookChapter] = []
        var notPresent: [String] = []
        var refused: [BookImportReport.Finding] = []
        var refusedTargets: Set<String> = []
        for (number, line) in text.textLines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("* [") || trimmed.hasPrefix("- ["),
                  let open = trimmed.range(of: "]("), trimmed.hasSuffix(")") else { continue }
            var target = String(trimmed[open.upperBound...].dropLast())
            if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
            guard target.hasSuffix(".md"), !target.contains("://") else { continue }
            let path = FilePath(folder).appending(target).spelling
            var status = stat()
            guard lstat(path, &status) == 0 else { notPresent.append(target); continue }
            if let refusal = book.refusal(path) {
                refused.append(.init(.error, file: summaryPath, line: number + 1, "'\(target)' is not imported: \(refusal)"))
                refusedTargets.insert(target)
                continue
            }
            let stem = FilePath(target).deletingExtension.lastComponent
            guard !id(stem).isEmpty else {
                refused.append(.init(.error, file: summaryPath, line: number + 1, "'\(target)' is not imported: " + noID(stem)))
                refusedTargets.insert(target)
                continue
            }
            chapters.append(BookChapter(path: path, sourcePath: target, name: target, id: id(stem)))
        }
        let listed = Set(chapters.map(\.sourcePath)).union(refusedTargets)
        let unlisted = markdownFiles(under: folder).filter { !listed.contains($0) && $0 != "SUMMARY.md" && !$0.hasPrefix(".") }
        return BookLayout(
            kind: .summary, root: folder, title: Self.readmeTitle(folder, summary: text), chapters: chapters, notPresent: notPresent, unlisted: unlisted, refused: refused)
    }
}
