import CoursecTestSupport
import CourseModel
import Testing

/// A group whose setup blocks open a scope that a later one closes (swift-book's hidden
/// `>> do {` … `>> }`, a hidden type around a shown method) is one program with that
/// structure: each block is judged on its own output, marked where a mark can run in order.
@Suite(.tags(.compiles)) struct HiddenScopeTests {
    @Test func blocksInsideADoScopeAreJudgedEachOnItsOwnOutput() throws {
        let (results, _) = try GroupTests.verify("""
            ```swift setup group=g
            do {
            ```

            ```swift run group=g
            let koi = 1
            print(koi)
            // Prints "1"
            ```

            ```swift run group=g
            print(koi + 1)
            ```

            ```output
            2
            ```

            ```swift setup group=g
            }
            let koi = "outside"
            print(koi)
            ```

            ```output
            outside
            ```

            """)
        #expect(GroupTests.summary(results) == [
            "6 setup passed -",
            "10 run passed -",
            "16 run passed -",
            "24 setup passed -",
        ])
    }

    @Test func aTypeAroundAShownMethodCompilesWithItAndTheBlocksAfterItRunInOrder() throws {
        let (results, _) = try GroupTests.verify("""
            ```swift run group=g
            print("before")
            // Prints "before"
            ```

            ```swift setup group=g
            struct Pond {
                var depth = 2
            ```

            ```swift typecheck group=g
            func deeper() -> Int {
                print("measuring")
                return depth + 1
            }
            ```

            ```swift setup group=g
            }
            ```

            ```swift run group=g
            print(Pond().deeper())
            ```

            ```output
            measuring
            3
            ```

            """)
        #expect(GroupTests.summary(results) == [
            "6 run passed -",
            "11 setup passed -",
            "16 typecheck passed -",
            "23 setup passed -",
            "27 run passed -",
        ])
    }

    @Test func aShownMethodThatDoesNotFitItsHiddenTypeFailsAtItsOwnLine() throws {
        let (results, _) = try GroupTests.verify("""
            ```swift setup group=g
            struct Pond {
                var depth = 2
            ```

            ```swift typecheck group=g
            func deeper() -> Int { depht + 1 }
            ```

            ```swift setup group=g
            }
            ```

            """)
        // Recovery leaves out the failing block, and the scope's halves alone make no program.
        #expect(GroupTests.summary(results) == [
            "6 setup skipped not run: another block of its group does not compile (line 12)",
            "12 typecheck failed cannot find 'depht' in scope",
            "15 setup skipped not run: another block of its group does not compile (line 12)",
        ])
        #expect(results[1].diagnostics.map { "\($0.location.line):\($0.column) \($0.message)" } == ["12:24 cannot find 'depht' in scope"])
    }
}
