import CourseModel
import Foundation

/// Every chapter of the book being imported, by the names links use: DocC's
/// `<doc:Name>` and GitBook's relative paths, and the book's images.
struct BookIndex {
    var outlines: [ChapterOutline]
    /// The folder images are looked for in: the catalog, or the book's folder.
    var root: String
    /// Chapters the book has or lists but that are not imported (files not in its order,
    /// entries of its order that are not there): a link to one is kept as text, and is no
    /// defect of the book, where a link that names nothing the book knows is.
    var notImported: Set<String> = []
    /// Whether the book is a GitBook/HonKit or mdBook folder, whose renderer reads
    /// `_emphasis_` inside a word (`_構造体_と`), which CommonMark does not.
    var emphasisInsideWords = false

    /// Whether `name` (`<doc:Name>`) or `path` (from the book's folder) is a chapter the
    /// book knows but does not import.
    func knows(name: String) -> Bool {
        notImported.contains(name) || notImported.contains { FilePath($0).deletingExtension.lastComponent == name }
    }

    func knows(path: String) -> Bool { notImported.contains(path) }

    func chapter(named name: String) -> ChapterOutline? {
        outlines.first { $0.chapter.name == name }
    }

    func chapter(atPath path: String) -> ChapterOutline? {
        outlines.first { $0.chapter.sourcePath == path || $0.chapter.name == path }
    }

    /// `../language-guide/closures.md` from `language-guide/functions.md` → `language-guide/closures.md`.
    static func resolve(_ path: String, from source: String) -> String {
        let folder = Array(source.split(separator: "/").dropLast())
        return (AbsolutePath.resolving(path, from: folder, aboveRoot: .stayAtRoot) ?? []).joined(separator: "/")
    }

    /// What a chapter's image names.
    enum Image: Equatable {
        /// The book's file.
        case found(String)
        case missing
        /// A file the book may not give (out of the book, not a regular file, too large): why.
        case refused(String)
    }

    /// The image file a chapter names: a path from the chapter, or (DocC) a resource
    /// name with no extension anywhere in the catalog (`closureSyntax` → `closureSyntax@2x.png`);
    /// only a regular file inside the book (`BookFiles`).
    func image(_ source: String, from chapter: BookChapter) -> Image {
        guard !source.contains(":") else { return .missing }
        let manager = FileManager.default
        let files = BookFiles(root: root)
        let relative = FilePath(root).appending(Self.resolve(source, from: chapter.sourcePath)).spelling
        var status = stat()
        if lstat(relative, &status) == 0 {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: relative, isDirectory: &isFolder), isFolder.boolValue {
                // A folder by this name: not an image; a resource name may still find one.
            } else if let refusal = files.refusal(relative) {
                return .refused(refusal)
            } else {
                return .found(relative)
            }
        }
        guard !source.contains("/"), let enumerator = manager.enumerator(atPath: root) else { return .missing }
        var candidates: [String] = []
        while let item = enumerator.nextObject() as? String {
            let stem = FilePath(item).deletingExtension.lastComponent
            if stem == source || stem == source + "@2x" { candidates.append(item) }
        }
        guard let first = candidates.sorted().first.map({ FilePath(root).appending($0).spelling }) else { return .missing }
        if let refusal = files.refusal(first) { return .refused(refusal) }
        return .found(first)
    }
}
