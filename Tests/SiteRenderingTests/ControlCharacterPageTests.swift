import CourseModel
import SiteRendering
import Testing

/// XML 1.0 holds no C0 character but tab, line feed and carriage return: text that
/// a snippet printed is written with them shown as Swift escapes, and the page parses.
@Suite struct ControlCharacterPageTests {
    @Test func textAndAttributesWithControlCharactersAreSerializedWellFormedWithThemEscaped() throws {
        var page = XMLElementValue("pre", ["title": "bell\u{7}"], text: "a\u{1B}[2J\u{0}b\tc\n")
        page.append(XMLElementValue("span", text: "\u{9B}31m\u{FFFF}"))

        let text = LibXML.serialize(page)

        #expect(text == #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <pre title="bell\u{7}">a\u{1B}[2J\u{0}b	c
            <span>\u{9B}31m\u{FFFF}</span></pre>

            """#)
        #expect(LibXML.parse(text)?.textContent == #"a\u{1B}[2J\u{0}b"# + "\tc\n" + #"\u{9B}31m\u{FFFF}"#)
    }
}
