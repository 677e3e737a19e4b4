import Testing

/// The lines a `main.swift` prints, right after it, become its output block.
@Suite struct OutputTests {
    @Test func takesThePrintedLinesAfterAMainSwiftAsItsOutput() throws {
        let blocks = try Importing.blocks("""
            Greeting Everyone

            Print one line per name.

            // main.swift — greets
            let names = ["Ada", "Linus"]
            for name in names {
                print("Hello, \\(name)!")
            }

            Hello, Ada!
            Hello, Linus!

            The program greets everyone on the list in order.
            """)
        #expect(blocks == [
            Block(.run, name: "main.swift", """
                // main.swift — greets
                let names = ["Ada", "Linus"]
                for name in names {
                    print("Hello, \\(name)!")
                }

                """),
            Block(.output, "Hello, Ada!\nHello, Linus!\n"),
        ])
    }

    @Test func compilesAMainSwiftWithoutPrintedLinesWithoutRunningIt() throws {
        let blocks = try Importing.blocks("""
            Nothing Printed

            A program that only computes.

            // main.swift — computes
            let total = [1, 2, 3].reduce(0, +)

            The program computes a total and prints nothing at all.
            """)
        #expect(blocks == [Block(.typecheck, name: "main.swift", """
            // main.swift — computes
            let total = [1, 2, 3].reduce(0, +)

            """)])
    }

    @Test func namesOtherFilesAndMarksAppleAndPseudoCode() throws {
        let blocks = try Importing.blocks("""
            Roles

            How each block is checked.

            // Model.swift — the model
            struct Model { var count = 0 }

            A view needs SwiftUI, which Linux does not have.

            struct CounterView: View {
                @State var count = 0
                var body: some View { Text("\\(count)") }
            }

            A sketch is not meant to compile at all.

            class Store { ... }
            """)
        #expect(blocks == [
            Block(.support, name: "Model.swift", "// Model.swift — the model\nstruct Model { var count = 0 }\n"),
            Block(.apple, """
                struct CounterView: View {
                    @State var count = 0
                    var body: some View { Text("\\(count)") }
                }

                """),
            Block(.ignore, "class Store { ... }\n"),
        ])
    }

    @Test func anEllipsisInAStringOrACommentLeavesCodeCodeOneInBracketsMakesASketch() throws {
        let blocks = try Importing.blocks("""
            Sketches

            Which blocks are meant to compile.

            let dots = "{ ... }" // stands for { … }
            print(dots)

            A sketch with the one-character ellipsis.

            func load(_ items: [Int]) { … }
            """)
        #expect(blocks == [
            Block(.parse, "let dots = \"{ ... }\" // stands for { … }\nprint(dots)\n"),
            Block(.ignore, "func load(_ items: [Int]) { … }\n"),
        ])
    }
}

/// Blocks that write their output in comments (docs/format.md) become programs.
@Suite struct CommentOutputImportTests {
    @Test func aBlockWithPrintsCommentsBecomesARunWithNoOutputBlock() throws {
        let blocks = try Importing.blocks("""
            Counting

            Count the letters.

            let name = "Anna"
            print(name.count) // Prints "4"

            The count is four.
            """)
        #expect(blocks == [Block(.run, name: "main.swift", "let name = \"Anna\"\nprint(name.count) // Prints \"4\"\n")])
    }

    @Test func aMainSwiftEndingInBareOutputCommentsBecomesARun() throws {
        let blocks = try Importing.blocks("""
            Greeting

            Greet Anna.

            // main.swift — greets
            print("Hello, Anna!")
            // Hello, Anna!

            The program greets Anna by name and ends there.
            """)
        #expect(blocks == [Block(.run, name: "main.swift", "// main.swift — greets\nprint(\"Hello, Anna!\")\n// Hello, Anna!\n")])
    }

    @Test func aBlockWithPrintsCommentsThatNeedsUIKitStaysAppleOnly() throws {
        let blocks = try Importing.blocks("""
            Labels

            A label.

            import UIKit
            let label = UILabel()
            print(label.text ?? "none") // Prints "none"

            That needs an iPhone.
            """)
        #expect(blocks.map(\.role) == [.apple])
    }
}
