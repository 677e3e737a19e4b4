import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// Code that needs the Objective-C runtime is Apple-only on Linux, as swiftc says: skipped
/// with swiftc's words, never a failure, and its group runs on without it.
@Suite(.tags(.compiles)) struct ObjectiveCRuntimeTests {
    @Test func codeThatNeedsTheObjectiveCRuntimeIsSkippedAsAppleOnlyAndItsGroupRunsOn() throws {
        let (results, _) = try GroupTests.verify("""
            ```swift run
            import Foundation
            class Lamp: NSObject {
                @objc dynamic var brightness = 0
            }
            let lamp = Lamp()
            let observation = lamp.observe(\\.brightness) { lamp, _ in print(lamp.brightness) }
            lamp.brightness = 3
            ```

            ```output
            3
            ```

            ```swift run group=switch
            let on = true
            print(on)
            ```

            ```output
            true
            ```

            ```swift typecheck group=switch
            import Foundation
            let action = #selector(getter: NSObject.description)
            ```

            ```swift run group=switch
            print(!on)
            ```

            ```output
            false
            ```

            ```swift run
            print(missingName)
            ```

            ```output
            x
            ```

            """)
        #expect(results.map { "\($0.line) \($0.status.rawValue) \($0.check.rawValue) \($0.reason ?? "-")" } == [
            "9 skipped objective-c-runtime Apple-only: it needs the Objective-C runtime, which Swift on Linux does not have (swiftc: Objective-C interoperability is disabled)",
            "20 passed run -",
            "31 skipped objective-c-runtime Apple-only: it needs the Objective-C runtime, which Swift on Linux does not have (swiftc: '#selector' can only be used with the Objective-C runtime)",
            "34 passed run -",
            // Any other error is still the listing's failure.
            "43 failed run cannot find 'missingName' in scope",
        ])
    }
}
