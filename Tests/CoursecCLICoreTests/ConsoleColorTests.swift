import CoursecCLICore
import Foundation
import Testing

/// Colour only where a stream is a terminal and `NO_COLOR` is not set, and only on
/// the labels and the summary, after the text is made safe to show.
@Suite struct ConsoleColorTests {
    final class Captured: @unchecked Sendable {
        var out = ""
        var err = ""
    }

    static func console(terminal: Bool, environment: [String: String] = [:]) -> (Console, Captured) {
        let captured = Captured()
        let console = Console(
            isTerminal: terminal, errorIsTerminal: terminal, environment: environment, currentDirectory: "/",
            out: { captured.out += $0 }, error: { captured.err += $0 })
        return (console, captured)
    }

    @Test func errorAndWarningLabelsAreColouredOnATerminal() {
        let (console, captured) = Self.console(terminal: true)
        console.printError("a.md:3: error: output differs")
        console.printError("warning: --no-sandbox: only for lessons you trust")
        console.printError("  121 bayat   expected: error: x | actual: y")
        console.printError("a.md:4: error: printed \u{1B}[2J")
        #expect(captured.err == """
            a.md:3: \u{1B}[1;31merror:\u{1B}[0m output differs
            \u{1B}[1;33mwarning:\u{1B}[0m --no-sandbox: only for lessons you trust
              121 bayat   expected: error: x | actual: y
            a.md:4: \u{1B}[1;31merror:\u{1B}[0m printed \\u{1B}[2J

            """)
    }

    @Test func theSummaryIsRedWhenSomethingFailedAndGreenOtherwise() {
        let (console, captured) = Self.console(terminal: true)
        console.printSummary("1 passed, 1 failed, 0 skipped", failed: true)
        console.printSummary("2 passed, 0 failed, 0 skipped", failed: false)
        #expect(captured.out == "\u{1B}[1;31m1 passed, 1 failed, 0 skipped\u{1B}[0m\n\u{1B}[32m2 passed, 0 failed, 0 skipped\u{1B}[0m\n")
    }

    @Test func noColourWithNoColorSetOrOffATerminal() {
        for (terminal, environment) in [(true, ["NO_COLOR": "1"]), (false, [:])] {
            let (console, captured) = Self.console(terminal: terminal, environment: environment)
            console.printError("a.md:3: error: output differs")
            console.printSummary("1 passed, 1 failed, 0 skipped", failed: true)
            #expect(captured.err == "a.md:3: error: output differs\n")
            #expect(captured.out == "1 passed, 1 failed, 0 skipped\n")
        }
    }
}
