import CourseModel
import Testing

/// Line-numbered excerpts rebuilt into the whole file after every step.
@Suite struct TutorialStepTests {
    let raw = """
        Build a Counter

        Step 1

        Start the file.

            Counter.swift

        1. struct Counter {
        2. var value = 0
        func increment() {
        value += 1
        }
        3. }

        Step 2

        Add a reset.

            Counter.swift

        2. var value = 0
        4. func increment() {
        5. value += 1
        6. }
        func reset() {
        value = 0
        }
        7. }

        Step 3

        Count by a step.

            Counter.swift

        4. func increment() {
        value += step
        5. }
        """

    @Test func rebuildsEveryStepAndPutsBackABlankLineAnEarlierStepLost() throws {
        let blocks = try Importing.blocks(raw)
        #expect(blocks == [
            // Step 2's numbering skips 3 between two unchanged lines: step 1 had a blank line there.
            Block(.step, name: "Counter.swift", step: 1, """
                struct Counter {
                    var value = 0

                    func increment() {
                        value += 1
                    }
                }

                """),
            Block(.step, name: "Counter.swift", step: 2, """
                struct Counter {
                    var value = 0

                    func increment() {
                        value += 1
                    }

                    func reset() {
                        value = 0
                    }
                }

                """),
            Block(.step, name: "Counter.swift", step: 3, """
                struct Counter {
                    var value = 0

                    func increment() {
                        value += step
                    }

                    func reset() {
                        value = 0
                    }
                }

                """),
        ])
    }

    @Test func reportsAnExcerptLineThatMatchesNothing() throws {
        let raw = """
            Broken Steps

            Step 1

            Start.

                A.swift

            1. struct A {
            2. }

            Step 2

            Change.

                A.swift

            1. struct B {
            2. }
            """
        let error = #expect(throws: CourseError.self) { try Importing.lesson(raw) }
        #expect(error?.description == "test.txt:18: error: step 2 of A.swift: listing line 1 'struct B {' matches no line of the file after step 1")
    }
}
