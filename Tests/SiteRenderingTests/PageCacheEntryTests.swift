import CoursecTestSupport
import Foundation
@testable import SiteRendering
import Testing

/// The page cache's entries: what validating a page found, stored beside the page
/// and read back exactly, and an entry that does not read back whole is a miss.
@Suite struct PageCacheEntryTests {
    static let parsed = LibXML.ParsedPage(
        problems: [LibXML.ParsedPage.Problem(line: 3, message: "Element p is not declared in h1 list: 12:34")],
        publicID: "-//W3C//DTD XHTML 1.0 Strict//EN",
        ids: ["", "9:x", "bölüm-1", "a\nb"],
        references: [
            LibXML.ParsedPage.Reference(attribute: "href", element: "a", value: "../tr/x.html#s:1", line: 40),
            LibXML.ParsedPage.Reference(attribute: "src", element: "script", value: "", line: 7),
        ])

    @Test func anEntryReadsBackTheValidationAndThePageExactly() throws {
        let directory = TemporaryDirectory("page-cache")
        let cache = PageCache(directory: directory.path)
        let text = "<html>\n<p>コード: 12:3</p>\n</html>\n"
        cache.store("ab12", text: text, parsed: Self.parsed)
        let entry = try #require(cache.load("ab12"))
        #expect(entry.text == text)
        #expect(entry.parsed == Self.parsed)
        var noDoctype = Self.parsed
        noDoctype.publicID = nil
        cache.store("cd34", text: "", parsed: noDoctype)
        #expect(cache.load("cd34")?.parsed == noDoctype)
        #expect(cache.load("cd34")?.text == "")
    }

    @Test func aTruncatedOrPaddedEntryIsAMiss() throws {
        let directory = TemporaryDirectory("page-cache")
        let cache = PageCache(directory: directory.path)
        cache.store("ab12", text: "<html></html>", parsed: Self.parsed)
        let file = directory.file("ab/ab12.page")
        let whole = try #require(FileManager.default.contents(atPath: file))
        for broken in [whole.dropLast(), whole + Data("x".utf8), whole.prefix(whole.firstIndex(of: 0x0A)!)] {
            try Data(broken).write(to: URL(fileURLWithPath: file))
            #expect(cache.load("ab12") == nil)
        }
        #expect(LibXML.ParsedPage(cacheEncoded: Array(Self.parsed.cacheEncoded().dropLast())) == nil)
        #expect(LibXML.ParsedPage(cacheEncoded: Self.parsed.cacheEncoded()) == Self.parsed)
    }
}
