import Testing

/// Blank lines inside code keep one block; prose between two pieces of code separates them.
@Suite struct BlankLineTests {
    @Test func keepsCodeWithBlankLinesInOneBlockAndSplitsAtProse() throws {
        let blocks = try Importing.blocks("""
            Two Parts

            A block can hold blank lines.

            struct A {
                var x = 1
            }


            struct B {
                var y = 2
            }

            Prose between blocks separates them from each other.

            let c = A()
            """)
        #expect(blocks == [
            Block(.parse, """
                struct A {
                    var x = 1
                }


                struct B {
                    var y = 2
                }

                """),
            Block(.parse, "let c = A()\n"),
        ])
    }
}
