@testable import CourseImport
import Testing

/// Prose is escaped just enough that cmark-gfm reads it back as the same text.
@Suite struct MarkdownEscapingTests {
    @Test(arguments: [
        ("a*b", #"a\*b"#),
        ("`code`", #"\`code\`"#),
        ("[link]", #"\[link\]"#),
        ("~x~", #"\~x\~"#),
        (#"a\b"#, #"a\\b"#),
    ])
    func escapesEveryCharacterThatCanBeMarkup(text: String, escaped: String) {
        #expect(text.escapedAsMarkdownText == escaped)
    }

    @Test func escapesAnUnderscoreOnlyOutsideAWord() {
        #expect("snake_case and x_1".escapedAsMarkdownText == "snake_case and x_1")
        #expect("_emphasis_".escapedAsMarkdownText == #"\_emphasis\_"#)
        #expect("a _b".escapedAsMarkdownText == #"a \_b"#)
    }

    @Test func escapesAnAngleBracketOrAmpersandOnlyWhereATagOrEntityCouldStart() {
        #expect("a < b && c".escapedAsMarkdownText == "a < b && c")
        #expect("<div> </x> <!-- <?".escapedAsMarkdownText == #"\<div> \</x> \<!-- \<?"#)
        #expect("AT&T &#42;".escapedAsMarkdownText == #"AT\&T \&#42;"#)
    }

    @Test(arguments: [
        ("# not a heading", ##"\# not a heading"##),
        ("> not a quote", #"\> not a quote"#),
        ("- not an item", #"\- not an item"#),
        ("+ not an item", #"\+ not an item"#),
        ("= not an underline", #"\= not an underline"#),
        ("| not a table", #"\| not a table"#),
        ("1. not a list", #"1\. not a list"#),
        ("12) not a list", #"12\) not a list"#),
        ("3.", #"3\."#),
    ])
    func escapesWhatWouldOpenABlockAtTheStartOfALine(text: String, escaped: String) {
        #expect(text.escapedAsMarkdownText == escaped)
    }

    @Test func leavesNumbersThatOpenNoListAlone() {
        #expect("10.5 kg".escapedAsMarkdownText == "10.5 kg")
        #expect("2024 was a year".escapedAsMarkdownText == "2024 was a year")
        #expect("1234567890. ten digits".escapedAsMarkdownText == "1234567890. ten digits")
        #expect("a - b # c".escapedAsMarkdownText == "a - b # c")
    }
}
