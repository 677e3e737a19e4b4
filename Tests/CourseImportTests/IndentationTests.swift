import Testing

/// Code whose indentation the scrape lost gets four spaces per open bracket back.
@Suite struct IndentationTests {
    @Test func reindentsByBracketDepth() throws {
        let blocks = try Importing.blocks("""
            Nested Brackets
            A short summary line.
            struct Box {
            var items: [Int] = [
            1,
            2
            ]
            func total() -> Int {
            items.reduce(0) { sum, item in
            sum + item
            }
            }
            func label(
            prefix: String
            ) -> String {
            "\\(prefix) {\\(items.count)}"
            }
            }
            """)
        #expect(blocks == [Block(.parse, """
            struct Box {
                var items: [Int] = [
                    1,
                    2
                ]
                func total() -> Int {
                    items.reduce(0) { sum, item in
                        sum + item
                    }
                }
                func label(
                    prefix: String
                ) -> String {
                    "\\(prefix) {\\(items.count)}"
                }
            }

            """)])
    }

    @Test func rawStringsAndNestedCommentsHideTheirBrackets() throws {
        let blocks = try Importing.blocks("""
            Raw Strings
            A short summary line.
            struct Quote {
            let text = #"raw "quoted" string"#
            let brace = #"raw "{" string"#
            /* a /* nested */ comment { */
            func show() {
            print(text)
            }
            }
            """)
        #expect(blocks == [Block(.parse, """
            struct Quote {
                let text = #"raw "quoted" string"#
                let brace = #"raw "{" string"#
                /* a /* nested */ comment { */
                func show() {
                    print(text)
                }
            }

            """)])
    }

    @Test func keepsIndentationThatSurvived() throws {
        let blocks = try Importing.blocks("""
            Kept As Written

            A short summary line.

            func f() {
              if true {
                  print("two spaces, then four")
              }
            }
            """)
        #expect(blocks == [Block(.parse, """
            func f() {
              if true {
                  print("two spaces, then four")
              }
            }

            """)])
    }
}
