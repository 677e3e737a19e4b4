import Testing
@testable import SiteRendering

/// `LibXML.parseValidating` checks pages against one parsed copy of the DTD per
/// thread, and takes the full path (the DTD loaded with the page) for what that
/// copy cannot judge; both must find what the W3C DTD says.
@Suite struct PageValidationTests {
    static func page(_ body: String, doctype: String = #"PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html \(doctype)>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head><title>t</title></head>
        <body>
        \(body)
        </body></html>

        """
    }

    @Test func aValidPageHasNoProblemsAndItsIdsAndLinksAreRead() {
        let parsed = LibXML.parseValidating(Self.page(#"<p id="top"><a href="b.html#x">b</a> <img src="i.png" alt="i"/></p>"#), name: "a.html")
        #expect(parsed == LibXML.ParsedPage(
            problems: [], publicID: LibXML.xhtmlStrictPublicID, ids: ["top"],
            references: [.init(attribute: "href", element: "a", value: "b.html#x", line: 5), .init(attribute: "src", element: "img", value: "i.png", line: 5)]))
    }

    @Test func everyBreachOfTheDTDIsFoundAtItsLine() {
        let parsed = LibXML.parseValidating(Self.page("""
            <p>a<div>b</div></p>
            <p><img src="x.png"/></p>
            <p id="a">1</p><p id="a">2</p>
            <p><label for="nope">l</label></p>
            """), name: "bad.html")
        #expect(parsed.problems == [
            .init(line: 5, message: "Element div is not declared in p list of possible children"),
            .init(line: 6, message: "Element img does not carry attribute alt"),
            .init(line: 7, message: "ID a already defined"),
            .init(line: 8, message: #"IDREF attribute for references an unknown ID "nope""#),
        ])
    }

    @Test func anEntityOnlyTheDTDDefinesIsValid() {
        #expect(LibXML.parseValidating(Self.page("<p>a&nbsp;b&hellip;</p>"), name: "e.html").problems == [])
    }

    @Test func aPageOfAnotherDTDIsValidatedAgainstItsOwnAndNamesIt() {
        let transitional = #"PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd""#
        let parsed = LibXML.parseValidating(Self.page(#"<p><a href="x.html" target="_blank">x</a></p>"#, doctype: transitional), name: "t.html")
        #expect(parsed.problems == [])
        #expect(parsed.publicID == "-//W3C//DTD XHTML 1.0 Transitional//EN")
    }

    @Test func aPageThatIsNotWellFormedIsReportedAsBefore() {
        let parsed = LibXML.parseValidating(Self.page("<p>open"), name: "w.html")
        #expect(parsed.problems.first?.message == "Opening and ending tag mismatch: p line 5 and body")
        #expect(parsed.publicID == nil)
    }

    /// The page is read from its own UTF-8 (no copy): its other scripts come through
    /// whole, and an empty text, which has no bytes to point at, is an error, not a crash.
    @Test func aPageIsReadFromItsOwnUTF8AndAnEmptyOneIsNotWellFormed() {
        let parsed = LibXML.parseValidating(Self.page(#"<p id="çalışma"><a href="ders.html#başlık">日本語</a></p>"#), name: "tr.html")
        #expect(parsed.problems == [])
        #expect(parsed.ids == ["çalışma"])
        #expect(parsed.references.map(\.value) == ["ders.html#başlık"])
        let empty = LibXML.parseValidating("", name: "empty.html")
        #expect(empty == LibXML.ParsedPage(problems: [.init(line: 0, message: "not well-formed XML")], publicID: nil, ids: [], references: []))
    }
}
