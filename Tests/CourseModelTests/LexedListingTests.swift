import CourseModel
import Testing

@Suite struct LexedListingTests {
    private func texts(_ tokens: [SwiftToken]) -> [String] {
        tokens.map { "\($0.kind.rawValue):\($0.text)" }
    }

    @Test func aCommentAndAStringOverSeveralLinesAreCutAtTheirLineBreaks() {
        let listing = LexedListing(lines: ["/* a", "", "b */ let s = \"\"\"", "  t", "\"\"\""])
        #expect(listing.lines.map { texts($0.tokens) } == [
            ["blockComment:/* a"],
            [],
            ["blockComment:b */", "whitespace: ", "keyword:let", "whitespace: ", "identifier:s", "whitespace: ",
             "punctuation:=", "whitespace: ", "stringOpen:\"\"\""],
            ["stringText:  t"],
            ["stringClose:\"\"\""],
        ])
        #expect(listing.tokens == SwiftLexer.tokens("/* a\n\nb */ let s = \"\"\"\n  t\n\"\"\""))
    }

    /// The importer scans a listing's lines from the one lexing of it, as it scanned them
    /// when it fed the lexer line by line.
    @Test func eachLineHoldsTheTokensTheLexerGivesItFedLineByLine() {
        let lines = [
            "let a = \"x \\(f(\"in\", (1)", "  + 2)) y\" /* open", "", "still */ let b = \"\"\"", "text \\(g(",
            "h)) more \\", "\"\"\" + \"unterminated", "let c = \"ends \\", "#\"raw \\#(r)\"# // done",
        ]
        var lexer = SwiftLexer()
        let fed = lines.map { line in
            let open = lexer.openInterpolations
            return LexedListing.Line(tokens: lexer.tokens(line), openInterpolations: open)
        }
        #expect(LexedListing(lines: lines).lines == fed)
        #expect(fed.map(\.openInterpolations) == [0, 1, 0, 0, 0, 1, 0, 0, 0])
    }
}
