import CoursecTestSupport
import Testing

/// A compile error is printed once, with its column, followed by swiftc's notes and
/// fix-its at the lesson's lines, and by coursec's hint where the cause lies outside
/// the program swiftc saw.
@Suite(.tags(.compiles)) struct CompilerNoteTests {
    let folder = TemporaryDirectory("coursec-notes")

    /// Two programs: the first declares `ayse`, the second uses it.
    static func names(info: String) -> String {
        """
        ---
        id: names
        title: Names
        ---

        ```\(info)
        let ayse = "Ayşe"
        print(ayse)
        ```

        ```output
        Ayşe
        ```

        ```\(info)
        print(ayse.count)
        ```

        ```output
        4
        ```

        """
    }

    init() {
        folder.write("courses/demo/course.json", #"{"title": {"en": "Demo"}, "sourceLanguage": "en", "lessons": ["names", "greeter"]}"#)
        folder.write("courses/demo/en/01-names.md", Self.names(info: "swift run"))
        folder.write("courses/demo/en/02-greeter.md", """
            ---
            id: greeter
            title: Greeter
            ---

            ```swift run
            protocol Greeter {
                func greet(name: String) -> String
            }
            struct Polite: Greeter {
                func gret(name: String) -> String { "Hello, \\(name)" }
            }
            print(Polite().gret(name: "Ayşe"))
            ```

            ```output
            Hello, Ayşe
            ```

            ```swift run
            protocol Namer {
                func name(of value: Int) -> String
            }
            struct Plain: Namer {
                func name(off value: Int) -> String { "\\(value)" }
            }
            print(Plain().name(off: 1))
            ```

            ```output
            1
            ```

            """)
    }

    @Test func aNameFromAnEarlierProgramGetsOneNoteAtItsDeclaration() {
        let file = folder.file("courses/demo/en/01-names.md")
        let run = CLIRun.run(["verify", "--no-cache", file], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == """
            \(file):16:7: error: cannot find 'ayse' in scope
            \(file):7: note: 'ayse' is declared in an earlier block, but each 'swift run' is a program of its own: give the blocks one group=NAME, or put 'ayse' in a 'swift file=' block

            """)
    }

    @Test func aGroupMakesTheHintUnneeded() {
        let file = folder.write("courses/demo/en/01-names.md", Self.names(info: "swift run group=names"))
        let run = CLIRun.run(["verify", "--no-cache", file], in: folder.path)
        #expect(run.status == 0)
        #expect(run.out == "2 passed, 0 failed, 0 skipped\n")
    }

    @Test func aMisspeltMethodIsNamedBesideTheConformanceErrorAndALabelGetsItsFixIt() {
        let file = folder.file("courses/demo/en/02-greeter.md")
        let run = CLIRun.run(["verify", "--no-cache", file], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == """
            \(file):10:8: error: type 'Polite' does not conform to protocol 'Greeter'
            \(file):10:8: note: add stubs for conformance
            \(file):8:10: note: protocol requires function 'greet(name:)' with type '(String) -> String'
            \(file):11: note: 'gret(name:)' is not 'greet(name:)', which protocol 'Greeter' requires: check its name and argument labels
            \(file):25:10: error: instance method 'name(off:)' has different argument labels from those required by protocol 'Namer' ('name(of:)')
            \(file):25:10: note: fix-it: write 'of' here
            \(file):22:10: note: requirement 'name(of:)' declared here

            """)
    }
}
