import CoursecSupport
import CourseModel
@testable import CourseParsing
import CoursecTestSupport
import Foundation
import Testing

/// Without `COURSEC_CACHE_KEY` a parse-cache entry is only checksummed, and anyone can
/// write one whose checksum holds (a CI cache restored from a pull request). What comes
/// out of an entry passes the same link check as a parsed lesson, so a forged entry
/// cannot publish what a lesson cannot (docs/verify.md, "Threat model").
@Suite struct ParseCacheForgeryTests {
    let directory = TemporaryDirectory("parse-cache-forgery")

    @Test func aForgedEntryWithAJavascriptLinkIsNotUsedAndTheLessonIsParsedAgain() throws {
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        directory.write("courses/c/en/01-a.md", "---\nid: a\ntitle: A\n---\n\nSee [the docs](https://example.com/x).\n")
        let cache = ParseCache(directory: directory.file("parse"))
        let parsed = CourseLoader().loadCoursesGoingOn(root: directory.file("courses"))
        _ = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: directory.file("courses"))

        // The entry's link made a script, same length, and sealed again as anyone can.
        let names = FileManager.default.enumerator(atPath: directory.file("parse"))?.compactMap { $0 as? String }.filter { $0.hasSuffix(".lesson") } ?? []
        let name = try #require(names.count == 1 ? names.first : nil)
        let path = directory.file("parse/" + name)
        let key = (path as NSString).lastPathComponent
        let entry = CacheEntry(magic: ParseCache.format, signingKey: nil)
        let payload = try entry.opened(try Data(contentsOf: URL(fileURLWithPath: path)), key: key).get()
        let safe = Array("https://example.com/x".utf8), script = Array("javascript:alert(1)//".utf8)
        var bytes = Array(payload)
        let at = try #require(bytes.indices.first { bytes[$0..<min($0 + safe.count, bytes.count)].elementsEqual(safe) })
        bytes.replaceSubrange(at..<(at + safe.count), with: script)
        try entry.sealed(Data(bytes), key: key).write(to: URL(fileURLWithPath: path))

        let load = CourseLoader(parseCache: ParseCache(directory: directory.file("parse"))).loadCoursesGoingOn(root: directory.file("courses"))
        #expect(load.errors.map(\.description) == [])
        #expect(load.courses == parsed.courses)
        let links = load.courses.flatMap(\.lessons).flatMap { Self.destinations(in: $0.document) }
        #expect(links == ["https://example.com/x"])
    }

    static func destinations(in node: MarkdownNode) -> [String] {
        var found: [String] = []
        if case .link(let destination, _) = node.kind { found.append(destination) }
        return found + node.children.flatMap(destinations)
    }
}
