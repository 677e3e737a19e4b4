import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// `swift run traps`: a listing that must stop by a runtime trap is verified as stopping
/// so, alone or against its group's code before it, and never stops the group's run.
@Suite(.tags(.compiles)) struct TrapTests {
    static func summary(_ results: [SnippetResult]) -> [String] {
        results.map { "\($0.line) \($0.status.rawValue) \($0.reason ?? $0.note ?? "-")" }
    }

    @Test func aLoneTrappingBlockPassesByEachKindOfTrapAndFailsWhenItExitsOrCrashesOtherwise() throws {
        let (results, file) = try GroupTests.verify("""
            ```swift run traps
            let age = -3
            precondition(age >= 0, "an age is never negative")
            // The precondition stops the program.
            ```

            ```swift run traps
            print("before")
            let numbers = [1, 2]
            print(numbers[2])
            ```

            ```output
            before
            ```

            ```swift run traps
            let bytes: [Int8] = [127]
            print(bytes[0] + 1)
            ```

            ```swift run traps
            print("no trap")
            ```

            ```output
            no trap
            ```

            ```swift run traps
            let p = UnsafeMutablePointer<Int>(bitPattern: 8)!
            p.pointee = 1
            ```

            ```swift run traps
            print("after")
            fatalError("stop")
            ```

            ```output
            before
            ```

            """)
        #expect(Self.summary(results) == [
            "6 passed stops by a runtime trap, as it should: \(file):8: Precondition failed: an age is never negative",
            "12 passed stops by a runtime trap, as it should: Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
            "22 passed stops by a runtime trap, as it should: Swift runtime failure: arithmetic overflow",
            "27 failed the snippet must stop by a runtime trap ('swift run traps'), but it exited with status 0",
            "35 failed the snippet crashed (signal 11, SIGSEGV): Program crashed: Bad pointer dereference at 0x0000000000000008; it must stop by a runtime trap ('swift run traps')",
            "45 failed output differs from what the snippet prints (1 differs)",
        ])
    }

    @Test func aTrappingBlockOfAGroupIsCheckedAgainstTheCodeBeforeItAndTheGroupRunsOnWithoutIt() throws {
        let (results, file) = try GroupTests.verify("""
            ```swift setup group=ages
            let age = -3
            func checked(_ value: Int) -> Int {
                precondition(value >= 0, "negative")
                return value
            }
            ```

            ```swift run traps group=ages
            print(checked(age))
            ```

            ```swift run group=ages
            print(checked(-age))
            ```

            ```output
            3
            ```

            ```swift run traps group=ages
            print(checked(age + 3))
            ```

            ```swift run traps group=ages
            let fine = checked(4)
            ```

            ```swift setup group=early
            let list = [1]
            print(list[1])
            ```

            ```swift run traps group=early
            print(list[0])
            ```

            """)
        #expect(Self.summary(results) == [
            "6 passed -",
            // The trap is in `checked`, declared before: the block is among the backtrace's frames.
            "14 passed stops by a runtime trap, as it should: \(file):9: Precondition failed: negative",
            "18 passed -",
            "26 failed the snippet must stop by a runtime trap ('swift run traps'), but it exited with status 0",
            "30 failed the snippet must stop by a runtime trap ('swift run traps'), but it exited with status 0",
            "34 failed the snippet crashed (signal 4, SIGILL): Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range (at \(file):36)",
            "39 failed the program stops by a runtime trap at \(file):36, before this block: Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        ])
    }
}
