import CoursecSupport
import CourseTranslation
import SiteRendering
import SnippetVerification

/// `coursec doctor`: what this machine has and lacks of what coursec runs with, one line
/// each, with the command that installs what is missing. The checks are the stages' own
/// (`Verifier.requirements`, `SiteBuilder.requirements`, `SourceHistory.check`).
enum DoctorCommand: Command {
    static let name = "doctor"
    static let abstract = "says what this machine lacks to run coursec, and how to install it"
    static let about = """
        Checks each thing coursec needs at run time and prints one line for each:
        'ok', 'error' (a command cannot work without it: swiftc and bwrap for verify,
        the XHTML DTD and the templates for build) or 'warning' (coursec works
        without it, doing less: Pagefind for search, git for status), with the
        command that installs what is missing. A missing or unusable bwrap is an
        error: snippets are never run outside the sandbox unless --no-sandbox says so.
        """
    /// Taken as every command takes it (DESIGN.md's contract); the machine is checked, not the courses.
    static let options: [Option] = [.courses("accepted as by every command; doctor checks this machine, not the courses")]
    static let helpColumn = 18
    static let epilogue = "Exits 0 when nothing required is missing, 1 otherwise."

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "doctor takes no arguments")
        }
        let checks = Verifier.requirements(environment: console.environment, here: console.currentDirectory)
            + SiteBuilder.requirements(currentDirectory: console.currentDirectory, environment: console.environment)
            + [SourceHistory.check()]
        checks.map(line).forEach(console.print)
        let missing = checks.filter { $0.state == .missing }.count
        console.printSummary(
            missing == 0 ? "coursec has what it needs here" : "\(missing) required \(missing == 1 ? "thing is" : "things are") missing",
            failed: missing > 0)
        return missing == 0 ? .success : .failure
    }

    /// `ok       bwrap: /usr/bin/bwrap starts the snippet sandbox`, or with the fix after `; `.
    static func line(_ check: RuntimeCheck) -> String {
        let label = switch check.state {
        case .found: "ok"
        case .missing: "error"
        case .lacking: "warning"
        }
        let fix = check.fix.map { "; \($0)" } ?? ""
        return label.padding(toLength: 9, withPad: " ", startingAt: 0) + "\(check.name): \(check.detail)\(fix)"
    }
}
