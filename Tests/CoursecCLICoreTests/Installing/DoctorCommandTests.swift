import CoursecTestSupport
import Foundation
import Testing

/// `coursec doctor`: one line per run-time need, in a fixed order, the fix beside what is
/// missing, exit 1 when something required is. It starts bwrap to see the sandbox start.
@Suite(.tags(.sandbox)) struct DoctorCommandTests {
    static let names = ["swiftc", "bwrap", "batch jail", "interfaces", "shared libraries", "XHTML DTD", "templates", "pagefind_extended", "git"]

    static func lines(_ run: CLIRun) -> [String] { run.out.split(separator: "\n").map(String.init) }

    /// What each line checks: the name between the state's column and the first ': '.
    static func checked(_ lines: [String]) -> [String] {
        lines.dropLast().map { String($0.dropFirst(9).prefix { $0 != ":" }) }
    }

    @Test func onThisMachineEverythingRequiredIsThere() {
        let directory = TemporaryDirectory("doctor")
        let run = CLIRun.run(["doctor"], in: directory.path)
        #expect(run.status == 0, "\(run.out)")
        #expect(run.err == "")
        let lines = Self.lines(run)
        #expect(Self.checked(lines) == Self.names)
        #expect(lines.filter { $0.hasPrefix("error ") }.isEmpty)
        #expect(lines.first?.hasPrefix("ok       swiftc: ") == true)
        #expect(lines.contains("ok       templates: \(Repository.templates)"))
        #expect(lines.contains("ok       interfaces: \(Repository.path("interfaces"))"))
        // As root (CI), the init built beside coursec.
        if geteuid() == 0 {
            #expect(lines.contains("ok       batch jail: \((BuiltExecutable.path as NSString).deletingLastPathComponent)/coursec-jail-init runs the members of each merged batch in one sandbox"))
        }
        #expect(lines.last == "coursec has what it needs here")
    }

    @Test func withoutTheToolchainSwiftcIsTheOneThingMissingWithWhereToGetIt() {
        let directory = TemporaryDirectory("doctor")
        let run = CLIRun.run(["doctor"], in: directory.path, environment: ToolchainlessEnvironment.variables)
        #expect(run.status == 1)
        let lines = Self.lines(run)
        #expect(Self.checked(lines) == Self.names)
        #expect(lines.filter { $0.hasPrefix("error ") } == [
            "error    swiftc: not found on PATH; verify, and build without --no-verify, compile every snippet with it; install the Swift toolchain (https://www.swift.org/install/linux/) and put its usr/bin on PATH, or set SWIFTC to its swiftc"
        ])
        #expect(lines.contains { $0.hasPrefix("ok       bwrap: ") })
        #expect(lines.last == "1 required thing is missing")
    }

    @Test func aMissingBwrapIsAnErrorThatNamesItAndItsPackage() {
        let directory = TemporaryDirectory("doctor")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (environment["PATH"] ?? "").split(separator: ":")
            .filter { !FileManager.default.isExecutableFile(atPath: "\($0)/bwrap") }.joined(separator: ":")
        let run = CLIRun.run(["doctor"], in: directory.path, environment: environment)
        #expect(run.status == 1)
        let lines = Self.lines(run)
        #expect(lines.contains("error    bwrap: not on PATH; verify compiles and runs every snippet in the bubblewrap sandbox; apt-get install bubblewrap"))
        #expect(lines.last?.hasSuffix(" missing") == true)
    }

    @Test func doctorTakesNoArguments() {
        let run = CLIRun.run(["doctor", "now"])
        #expect(run.status == 64)
        #expect(run.err == "error: doctor takes no arguments\nusage: coursec doctor [--courses DIR]\n")
    }
}
