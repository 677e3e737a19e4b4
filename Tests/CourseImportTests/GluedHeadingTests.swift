import Testing

/// A scrape that drops the break between a code block and the heading after it.
@Suite struct GluedHeadingTests {
    let raw = """
        Counting Things
        Count items with a loop.
        func count(_ items: [Int]) -> Int {
        return items.count
        }Summing Values
        Add the numbers with reduce.
        let total = numbers.reduce(0, +)
        // total holds the sumNext Steps
        Try it with your own list of numbers today.
        if ready {
        start()
        }else {
        wait()
        }
        """

    @Test func splitsAHeadingGluedAfterAClosingBrace() throws {
        let body = Importing.body(try Importing.lesson(raw).imported.markdown)
        #expect(body.contains("}\n```\n\n## Summing Values\n\nAdd the numbers with reduce.\n"))
    }

    @Test func splitsAHeadingGluedToTheEndOfACommentLine() throws {
        let body = Importing.body(try Importing.lesson(raw).imported.markdown)
        #expect(body.contains("// total holds the sum\n```\n\n## Next Steps\n\nTry it with your own list of numbers today.\n"))
    }

    @Test func keepsElseAfterAClosingBraceAsCode() throws {
        let blocks = try Importing.blocks(raw)
        #expect(blocks == [
            Block(.parse, """
                func count(_ items: [Int]) -> Int {
                    return items.count
                }

                """),
            Block(.parse, """
                let total = numbers.reduce(0, +)
                // total holds the sum

                """),
            Block(.parse, """
                if ready {
                    start()
                }else {
                    wait()
                }

                """),
        ])
    }
}
