import CoursecTestSupport
import Testing

/// `coursec extract --json` gives each block's group, counts a lesson's hidden setup
/// blocks and lists the errors a compile-error block states.
@Suite(.tags(.binary)) struct GroupExtractTests {
    @Test func givesEachBlocksGroupTheHiddenCountAndTheExpectedErrors() {
        let directory = TemporaryDirectory("group-extract")
        let file = directory.write("en/01-a.md", """
            ---
            id: a
            title: A
            ---

            ```swift setup group=g
            let k = 1
            ```

            <!-- error 1: cannot assign to value: 'k' is a 'let' constant -->
            ```swift compile-error group=g
            k = 2
            ```

            ```swift typecheck
            let j = 3
            ```

            """)
        let run = CLIRun.run(["extract", file, "--json"])
        #expect(run.status == 0)
        #expect(run.out == """
            [
              {
                "file": "\(file)",
                "course": null,
                "lesson": "a",
                "lang": "en",
                "hiddenBlocks": 1,
                "blocks": [
                  {
                    "index": 0,
                    "line": 6,
                    "role": "setup",
                    "name": "main.swift",
                    "step": null,
                    "code": "let k = 1\\n",
                    "group": "g"
                  },
                  {
                    "index": 1,
                    "line": 11,
                    "role": "compile-error",
                    "name": "main.swift",
                    "step": null,
                    "code": "k = 2\\n",
                    "group": "g",
                    "expectedErrors": [
                      {
                        "message": "cannot assign to value: 'k' is a 'let' constant",
                        "line": 12
                      }
                    ]
                  },
                  {
                    "index": 2,
                    "line": 15,
                    "role": "typecheck",
                    "name": null,
                    "step": null,
                    "code": "let j = 3\\n",
                    "group": null
                  }
                ]
              }
            ]

            """)
    }
}
