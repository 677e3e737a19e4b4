import CourseModel
import Foundation

/// Every chapter of the book being imported, by the names links use: DocC's
/// `<doc:Name>` and GitBook's relative paths, and the book's images.
struct BookIndex {
    var outlines: [ChapterOutline]
    /// The folder images are looked for in: the catalog, or the book's folder.
    var root: String

    func chapter(named name: String) -> ChapterOutline? {
        outlines.first { $0.chapter.name == name }
    }

    func chapter(atPath path: String) -> ChapterOutline? {
        outlines.first { $0.chapter.sourcePath == path || $0.chapter.name == path }
    }

    /// `../language-guide/closures.md` from `language-guide/functions.md` → `language-guide/closures.md`.
    static func resolve(_ path: String, from source: String) -> String {
        var parts = source.split(separator: "/").map(String.init).dropLast()
        for part in path.split(separator: "/").map(String.init) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The image file a chapter names: a path from the chapter, or (DocC) a resource
    /// name with no extension anywhere in the catalog (`closureSyntax` → `closureSyntax@2x.png`).
    func image(_ source: String, from chapter: BookChapter) -> String? {
        guard !source.contains(":") else { return nil }
        let manager = FileManager.default
        let relative = FilePath(root).appending(Self.resolve(source, from: chapter.sourcePath)).spelling
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: relative, isDirectory: &isFolder), !isFolder.boolValue { return relative }
        guard !source.contains("/"), let enumerator = manager.enumerator(atPath: root) else { return nil }
        var candidates: [String] = []
        while let item = enumerator.nextObject() as? String {
            let stem = FilePath(item).deletingExtension.lastComponent
            if stem == source || stem == source + "@2x" { candidates.append(item) }
        }
        return candidates.sorted().first.map { FilePath(root).appending($0).spelling }
    }
}
