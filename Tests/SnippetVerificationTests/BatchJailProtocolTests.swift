import CoursecTestSupport
import CourseModel
import Foundation
import Glibc
@testable import SnippetVerification
import Testing

/// `BatchJail` and its init, without a compiler: the batch's `main` is a shell script that
/// prints its selector, so each test says what coursec gets back from the init.
@Suite(.tags(.sandbox), .enabled(if: geteuid() == 0, "the batch jail is used when coursec is root"))
struct BatchJailProtocolTests {
    let folder = TemporaryDirectory("coursec-jail")
    let sandbox: Sandbox

    init() throws {
        var options = VerifierOptions()
        options.environment["TMPDIR"] = folder.path
        sandbox = try Sandbox.prepare(compilerPath: "/usr/bin/env", environment: options.environment, writableBytes: 16 << 20)
        // Written through a close-on-exec descriptor: one a test's child inherited while the
        // file was open for writing would make its exec fail (ETXTBSY) in every member.
        let script = Array("""
            #!/bin/sh
            case "$1" in
              loop) while :; do :; done ;;
              fail) echo "to stderr" >&2; exit 3 ;;
              crash) kill -SEGV $$ ;;
              *) echo "member $1 in $(pwd) as $(id -u)" ;;
            esac

            """.utf8)
        let main = open(folder.file("main"), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        try #require(main >= 0)
        #expect(write(main, script, script.count) == script.count)
        close(main)
    }

    func start(runSeconds: Double = 5) -> BatchJail? {
        var limits = VerifierOptions.Limits()
        limits.runSeconds = runSeconds
        return BatchJail.start(sandbox: sandbox, folder: folder.path, limits: limits, concurrency: 2)
    }

    @Test func eachRunGivesItsMembersOutputErrorsAndStatusAsAJailOfItsOwnWould() throws {
        let jail = try #require(start())
        defer { jail.stop() }
        let first = try #require(jail.run(selector: "a", marks: nil, timeout: 5, outputCap: 1 << 20))
        let second = try #require(jail.run(selector: "b", marks: nil, timeout: 5, outputCap: 1 << 20))
        #expect(first.termination == .exited(0))
        let said = [first, second].map { String(decoding: $0.stdout, as: UTF8.self).split(separator: " ") }
        #expect(said.map { $0.prefix(4).joined(separator: " ") } == ["member a in \(folder.path)", "member b in \(folder.path)"])
        // Each its own uid, not root's or nobody's.
        let uids = said.compactMap { $0.last.flatMap { UInt32($0.trimmingCharacters(in: .newlines)) } }
        #expect(uids.count == 2 && uids[0] != uids[1] && uids.allSatisfy { $0 >= 1 << 24 })

        let failing = try #require(jail.run(selector: "fail", marks: nil, timeout: 5, outputCap: 1 << 20))
        #expect(failing.termination == .exited(3))
        #expect(failing.stderrText == "to stderr\n")
        let crashing = try #require(jail.run(selector: "crash", marks: nil, timeout: 5, outputCap: 1 << 20))
        #expect(crashing.termination == .signaled(SIGSEGV))
    }

    @Test func aMemberOutOfTimeIsKilledAndTheJailRunsTheNext() throws {
        let jail = try #require(start(runSeconds: 1))
        defer { jail.stop() }
        let looping = try #require(jail.run(selector: "loop", marks: nil, timeout: 1, outputCap: 1 << 20))
        #expect(looping.termination == .timedOut, "\(looping.stderrText)")
        let next = try #require(jail.run(selector: "next", marks: nil, timeout: 5, outputCap: 1 << 20))
        #expect(next.termination == .exited(0), "\(next.stderrText)")
    }

    /// The init gone (killed, as by a bug or the OOM killer): no member waits on it, and
    /// each is then run in a jail of its own by the caller (nil here).
    @Test func aJailWhoseInitDiedRunsNothingMoreAndDoesNotHang() throws {
        let jail = try #require(start())
        defer { jail.stop() }
        #expect(jail.run(selector: "a", marks: nil, timeout: 5, outputCap: 1 << 20)?.termination == .exited(0))
        let inits = LiveProcesses.matching { $0.first?.hasSuffix("/coursec-jail-init") == true && $0.dropFirst().first == folder.path }
        #expect(inits.count == 1)
        for pid in inits.compactMap({ pid_t($0) }) { kill(pid, SIGKILL) }
        let clock = Date()
        #expect(jail.run(selector: "b", marks: nil, timeout: 5, outputCap: 1 << 20) == nil)
        #expect(Date().timeIntervalSince(clock) < 5)
    }

    @Test func aStoppedJailRunsNothingMore() throws {
        let jail = try #require(start())
        jail.stop()
        #expect(jail.run(selector: "a", marks: nil, timeout: 5, outputCap: 1 << 20) == nil)
    }
}
