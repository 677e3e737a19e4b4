import CourseModel
import Testing

@Suite struct SwiftLexerTests {
    private func tokens(_ code: String) -> [String] {
        SwiftLexer.tokens(code).map { "\($0.kind.rawValue):\($0.text)" }
    }

    @Test func wordsNumbersAndPunctuation() {
        #expect(tokens("let n = 0x1F+2.5") == [
            "keyword:let", "whitespace: ", "identifier:n", "whitespace: ", "punctuation:=", "whitespace: ",
            "number:0x1F", "punctuation:+", "number:2.5",
        ])
    }

    @Test func rawStringKeepsItsInnerQuotes() {
        #expect(tokens(##"f(#"raw "quoted" string"#)"##) == [
            "identifier:f", "punctuation:(", "stringOpen:#\"", "stringText:raw \"quoted\" string",
            "stringClose:\"#", "punctuation:)",
        ])
    }

    @Test func rawStringWithTwoHashesEndsOnlyAtTwoHashes() {
        #expect(tokens(###"##"a "# b"##"###) == [
            "stringOpen:##\"", "stringText:a \"# b", "stringClose:\"##",
        ])
    }

    @Test func rawStringInterpolatesOnlyWithItsHashes() {
        #expect(tokens(##"#"\(no) \#(yes)"#"##) == [
            "stringOpen:#\"", "stringText:\\(no) ", "interpolationOpen:\\#(", "identifier:yes",
            "interpolationClose:)", "stringClose:\"#",
        ])
    }

    @Test func nestedInterpolationHoldsStringsAndParentheses() {
        #expect(tokens(#""a \(f("\(x)", (1))) b""#) == [
            "stringOpen:\"", "stringText:a ", "interpolationOpen:\\(", "identifier:f", "punctuation:(",
            "stringOpen:\"", "interpolationOpen:\\(", "identifier:x", "interpolationClose:)", "stringClose:\"",
            "punctuation:,", "whitespace: ", "punctuation:(", "number:1", "punctuation:)", "punctuation:)",
            "interpolationClose:)", "stringText: b", "stringClose:\"",
        ])
    }

    @Test func escapedQuoteStaysInTheString() {
        #expect(tokens(#""say \"hi\"" + x"#) == [
            "stringOpen:\"", "stringText:say \\\"hi\\\"", "stringClose:\"", "whitespace: ", "punctuation:+",
            "whitespace: ", "identifier:x",
        ])
    }

    @Test func multilineStringSpansLines() {
        #expect(tokens("let s = \"\"\"\n  \"quoted\" {\n  \"\"\"\n}") == [
            "keyword:let", "whitespace: ", "identifier:s", "whitespace: ", "punctuation:=", "whitespace: ",
            "stringOpen:\"\"\"", "stringText:\n  \"quoted\" {\n  ", "stringClose:\"\"\"", "newline:\n", "punctuation:}",
        ])
    }

    @Test func unterminatedStringEndsAtItsLine() {
        #expect(tokens("print(\"open\nx") == [
            "identifier:print", "punctuation:(", "stringOpen:\"", "stringText:open", "stringClose:",
            "newline:\n", "identifier:x",
        ])
    }

    @Test func aBackslashAtItsLinesEndEndsASingleLineStringThereAsWell() {
        #expect(tokens("x = \"a\\\ny\"") == [
            "identifier:x", "whitespace: ", "punctuation:=", "whitespace: ", "stringOpen:\"", "stringText:a\\",
            "stringClose:", "newline:\n", "identifier:y", "stringOpen:\"", "stringClose:",
        ])
        // In a multi-line string it escapes the line break: the text goes on.
        #expect(tokens("\"\"\"\na\\\nb\n\"\"\"") == ["stringOpen:\"\"\"", "stringText:\na\\\nb\n", "stringClose:\"\"\""])
    }

    @Test func nestedBlockCommentEndsAtItsOwnClose() {
        #expect(tokens("/* a /* nested */ comment */ x // rest") == [
            "blockComment:/* a /* nested */ comment */", "whitespace: ", "identifier:x", "whitespace: ",
            "lineComment:// rest",
        ])
    }

    @Test func attributesDirectivesAndBackquotedNames() {
        #expect(tokens("#if os(Linux)\n@MainActor let `default` = #selector(f)\n#endif") == [
            "directive:#if", "whitespace: ", "identifier:os", "punctuation:(", "identifier:Linux", "punctuation:)",
            "newline:\n", "attribute:@MainActor", "whitespace: ", "keyword:let", "whitespace: ",
            "identifier:`default`", "whitespace: ", "punctuation:=", "whitespace: ", "directive:#selector",
            "punctuation:(", "identifier:f", "punctuation:)", "newline:\n", "directive:#endif",
        ])
    }

    @Test func fedLineByLineACommentAndAMultilineStringCarryOver() {
        var lexer = SwiftLexer()
        let lines = ["/* a /* b */", "still */ x = \"\"\"", "text \"", "\"\"\" + \"one", "y"].map { line in
            lexer.tokens(line).map { "\($0.kind.rawValue):\($0.text)" }
        }
        #expect(lines == [
            ["blockComment:/* a /* b */"],
            ["blockComment:still */", "whitespace: ", "identifier:x", "whitespace: ", "punctuation:=",
             "whitespace: ", "stringOpen:\"\"\""],
            ["stringText:text \""],
            ["stringClose:\"\"\"", "whitespace: ", "punctuation:+", "whitespace: ", "stringOpen:\"",
             "stringText:one", "stringClose:"],
            ["identifier:y"],
        ])
    }

    @Test func tokensGiveTheirInputBack() {
        let code = "let a = #\"\\#(b)\"# /* c /* d */ */\n\"\"\"\ne \\(f(\"g\"))\n\"\"\"\n@h #if i"
        #expect(SwiftLexer.tokens(code).map(\.text).joined() == code)
    }
}
