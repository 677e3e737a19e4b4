import Foundation

/// A link a lesson makes to a lesson or a section, as the author wrote it: `02-next.md`,
/// `02-next.md#section`, `../en/02-next.md` or `#section`. The site publishes such a link
/// as a link to the lesson's page (`next.html#section`); the loader checks that the
/// lesson and its section exist, and `translate` carries it over to the translation.
/// Any other destination (an address with a scheme, `img/a.png`, `page.html`) is no
/// lesson link, and is published as written.
public struct LessonLink: Hashable, Sendable {
    /// The folder part as written, up to and with its last `/` (empty for the lesson's own folder).
    public var folder: String
    /// The lesson file as written; nil for a link within the lesson (`#section`).
    public var fileName: String?
    /// What follows `#`, as written; nil without a `#`.
    public var fragment: String?

    public init(folder: String = "", fileName: String?, fragment: String?) {
        self.folder = folder
        self.fileName = fileName
        self.fragment = fragment
    }

    public init?(_ destination: String) {
        guard !destination.contains(":") else { return nil }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        fragment = parts.count > 1 ? String(parts[1]) : nil
        if path.isEmpty {
            guard fragment != nil else { return nil }
            folder = ""
            fileName = nil
            return
        }
        guard path.hasSuffix(".md") else { return nil }
        folder = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        fileName = String(path.dropFirst(folder.count))
    }

    /// The destination as a link is written.
    public var destination: String {
        folder + (fileName ?? "") + (fragment.map { "#" + $0 } ?? "")
    }

    /// The destination on the site: the lesson's page, named by the id the loader
    /// gives its file (`02-coordinator.md` → `coordinator.html`).
    public var pageDestination: String {
        guard let fileName else { return destination }
        let page = Lesson.id(fromFileName: fileName) ?? String(fileName.dropLast(3))
        return folder + page + ".html" + (fragment.map { "#" + $0 } ?? "")
    }

    /// The section named, percent-decoded as a browser reads it; nil for none (`#` alone too).
    public var section: String? {
        guard let fragment, !fragment.isEmpty else { return nil }
        return fragment.removingPercentEncoding ?? fragment
    }

    /// The file named, percent-decoded.
    public var decodedFileName: String? {
        fileName.map { $0.removingPercentEncoding ?? $0 }
    }

    /// Every lesson link in `document` with the line it stands on, in document order
    /// (a link without a line of its own takes the line of the block holding it).
    public static func all(in document: MarkdownNode) -> [(link: LessonLink, line: Int)] {
        var found: [(LessonLink, Int)] = []
        func walk(_ node: MarkdownNode, line: Int) {
            let here = node.line > 0 ? node.line : line
            if case .link(let destination, _) = node.kind, let link = LessonLink(destination) { found.append((link, here)) }
            for child in node.children { walk(child, line: here) }
        }
        walk(document, line: 0)
        return found
    }
}
