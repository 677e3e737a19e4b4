import CourseModel
import CoursecSupport
import Foundation

/// Checks that every internal link of a site leads somewhere: the file exists,
/// and a `#fragment` names an id on that page. Resources (`src`, stylesheets)
/// must be the site's own files: a page that works from `file://` loads nothing
/// from elsewhere.
public enum LinkChecker {
    /// `pages`: each page's path (relative to the site root) and what parsing it found.
    /// `files`: every other file of the site.
    /// Pages are checked on every core (87,000 links at 1,000 lessons), errors in page order.
    /// `checking`: the pages whose links are checked (against all of `pages`); every one unless given.
    public static func check(pages: [String: LibXML.ParsedPage], files: Set<String>, checking: Set<String>? = nil) -> [CourseError] {
        // A page's ids as a set: searching the list for each `#fragment` made a page
        // of 16,000 headings, each linked from its "On this page", cost 16,000² comparisons.
        // A few pages checked (serve's saved lesson): only the pages they link to, not all 3,000.
        let anchors = checking == nil ? pages.mapValues { Set($0.ids) } : [:]
        return pages.keys.filter { checking?.contains($0) ?? true }.sorted().parallelMap { path in
            var linked: [String: Set<String>] = [:]
            let anchors = { (target: String) -> Set<String>? in
                if checking == nil { return anchors[target] }
                if let known = linked[target] { return known }
                let ids = pages[target].map { Set($0.ids) }
                linked[target] = ids
                return ids
            }
            return pages[path]!.references.compactMap { reference in
                problem(with: reference, on: path, pages: pages, anchors: anchors, files: files).map {
                    CourseError($0, at: SourceLocation(file: path, line: reference.line))
                }
            }
        }.flatMap { $0 }
    }

    /// Every `.html` page under `directory`, parsed and checked; for tests and audits.
    public static func check(directory: String) -> [CourseError] {
        var pages: [String: LibXML.ParsedPage] = [:]
        var files: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let path = enumerator?.nextObject() as? String {
            let full = FilePath(directory).appending(path).spelling
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            if path.hasSuffix(".html"), let text = try? String(contentsOfFile: full, encoding: .utf8) {
                pages[path] = LibXML.parseValidating(text, name: path)
            } else {
                files.insert(path)
            }
        }
        return check(pages: pages, files: files)
    }

    private static func problem(
        with reference: LibXML.ParsedPage.Reference, on page: String,
        pages: [String: LibXML.ParsedPage], anchors: (String) -> Set<String>?, files: Set<String>
    ) -> String? {
        let value = reference.value
        let isResource = reference.attribute == "src" || reference.element == "link"
        if let colon = value.firstIndex(of: ":"), !value[..<colon].contains("/"), !value[..<colon].contains("#") {
            return isResource ? "<\(reference.element) \(reference.attribute)=\"\(value)\"> loads a resource from outside the site" : nil
        }
        if value.hasPrefix("//") {
            return "link '\(value)' leads outside the site (a scheme-relative address)"
        }
        if value.hasPrefix("/") {
            // From file:// a root-relative link points at the root of the disk, not of the site.
            return "link '\(value)' is relative to the server's root, which a site opened from file:// does not have; link relative to this page"
        }
        let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].isEmpty ? page : resolve(parts[0], from: page)
        guard let target else { return "link '\(value)' leaves the site" }
        if let fragment = parts.count > 1 ? parts[1] : nil, !fragment.isEmpty {
            guard let targetAnchors = anchors(target) else {
                return files.contains(target) ? "link '\(value)' has an anchor but \(target) is not a page" : "link '\(value)' leads to \(target), which does not exist"
            }
            let id = decoded(fragment)
            return targetAnchors.contains(id) ? nil : "link '\(value)': \(target) has no anchor '\(id)'"
        }
        return pages[target] != nil || files.contains(target) ? nil : "link '\(value)' leads to \(target), which does not exist"
    }

    /// Most links hold no `%`; Foundation's decoding of every one of a site's links
    /// was most of what checking them cost.
    private static func decoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding ?? text : text
    }

    /// `href` resolved against the page's folder, as a path from the site root; nil above the root.
    static func resolve(_ href: String, from page: String) -> String? {
        let folder = Array(page.split(separator: "/").dropLast())
        return AbsolutePath.resolving(decoded(href), from: folder, aboveRoot: .fail)?.joined(separator: "/")
    }
}
