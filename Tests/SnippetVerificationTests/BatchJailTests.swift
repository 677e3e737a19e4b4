import CoursecTestSupport
import CourseModel
import Foundation
import Glibc
@testable import SnippetVerification
import Testing

/// The members of a merged batch run in one sandbox (`BatchJail`, when coursec is root, as
/// CI is): each must still be as alone as in a jail of its own (docs/verify.md's threat
/// model, "One sandbox per batch"). Each test puts its snippets in one batch (checked),
/// and the snippets say what they could reach.
@Suite(.tags(.compiles, .sandbox), .enabled(if: geteuid() == 0, "members get uids of their own only when coursec is root"))
struct BatchJailTests {
    let mark = Int.random(in: 100_000...999_999)

    /// One lesson whose `runs` are compiled in merged batches (one, unless `batches` says
    /// otherwise: `--jobs` splits them so that every core compiles) and run `jobs` at a time.
    func verify(
        _ runs: [String], jobs: Int, batches: [Int]? = nil, runSeconds: Double? = nil, temporary: TemporaryDirectory? = nil
    ) throws -> [SnippetResult] {
        let fixture = try FixtureCourse(lessons: ["members"])
        defer { fixture.remove() }
        try fixture.write("tr/01-members.md", LessonText.make(id: "members", runs: runs.map { ($0, "-") }))
        let course = try fixture.load()
        let plan = MergedBatch.plan(MergedCompilationTests.runJobs(course), width: jobs)
        #expect(plan.batches.map(\.members.count) == batches ?? [runs.count])
        #expect(plan.alone.isEmpty)
        var options = VerifierOptions()
        options.jobs = jobs
        options.useCache = false
        if let runSeconds { options.limits.runSeconds = runSeconds }
        if let temporary { options.environment["TMPDIR"] = temporary.path }
        return try Verifier(options: options).verify([course])
    }

    /// What a snippet reads of a file, with C's stdio (Foundation's FileManager keeps a snippet out of batches).
    static let readFile = """
        func contents(_ path: String) -> String {
            guard let file = fopen(path, "r") else { return "" }
            defer { fclose(file) }
            var text = ""
            var buffer = [CChar](repeating: 0, count: 4096)
            while fgets(&buffer, 4096, file) != nil { text += String(cString: buffer) }
            return text
        }
        """

    @Test func theInitIsBuiltBesideTheTestsAndCoursec() {
        #expect(BatchJail.initExecutable.map { FilePath($0).lastComponent } == "coursec-jail-init")
    }

    /// Two batches, two members each, all four running at about the same time.
    @Test func eachMemberRunsAsAUidOfItsOwnWithNoCapabilityAndNoNewPrivileges() throws {
        let runs = (0..<4).map { member in
            """
            import Glibc
            \(Self.readFile)
            let status\(member) = contents("/proc/self/status").split(separator: "\\n")
            for line in status\(member) where ["CapEff:", "CapBnd:", "CapPrm:", "CapInh:", "CapAmb:", "NoNewPrivs:"].contains(where: line.hasPrefix) {
                print(line.split(whereSeparator: { $0 == "\\t" || $0 == " " }).joined(separator: " "))
            }
            print(getuid(), geteuid(), getgid(), getegid())
            """
        }
        let results = try verify(runs, jobs: 2, batches: [2, 2])
        let lines: [[String]] = results.map { result in result.lines.compactMap(\.actual) }
        let none = "0000000000000000"
        let capabilities: [String] = ["CapInh: \(none)", "CapPrm: \(none)", "CapEff: \(none)", "CapBnd: \(none)", "CapAmb: \(none)", "NoNewPrivs: 1"]
        #expect(lines.map { Array($0.prefix(6)) } == Array(repeating: capabilities, count: 4))
        let ids: [[UInt32]] = lines.map { member in (member.last ?? "").split(separator: " ").compactMap { UInt32($0) } }
        #expect(ids.allSatisfy { $0.count == 4 && Set($0).count == 1 && $0[0] >= 1 << 24 }, "\(lines)")
        #expect(Set(ids.map { $0.first ?? 0 }).count == 4)
    }

    /// Members one after another: a file the first leaves in `/tmp`, `/dev/shm` or its
    /// folder is not there for the next, which finds only `main`.
    @Test func aMemberFindsNothingAnEarlierMemberLeftInTmpShmOrItsFolder() throws {
        let runs = (0..<3).map { member in
            """
            import Glibc
            func entries\(member)(_ path: String) -> [String] {
                guard let folder = opendir(path) else { return ["unreadable"] }
                defer { closedir(folder) }
                var names: [String] = []
                while let entry = readdir(folder) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                    if name != "." && name != ".." { names.append(name) }
                }
                return names.sorted()
            }
            // The program's folder is under /tmp (TMPDIR): its first folder there is not a leftover.
            var here\(member) = [CChar](repeating: 0, count: 4096)
            let own\(member) = getcwd(&here\(member), 4096).map { String(cString: $0).split(separator: "/").dropFirst().first.map(String.init) ?? "" } ?? ""
            for place in ["/tmp", "/dev/shm", "."] {
                print(place, entries\(member)(place).filter { place != "/tmp" || $0 != own\(member) })
                let file = open(place + "/left-by-\(member)", O_WRONLY | O_CREAT, 0o644)
                if file >= 0 { close(file) }
            }
            """
        }
        let results = try verify(runs, jobs: 1)
        let folder = "[\"main\"]"
        #expect(results.map { $0.lines.compactMap(\.actual) } == Array(repeating: ["/tmp []", "/dev/shm []", ". \(folder)"], count: 3))
    }

    /// Members at once: one sends SIGKILL to every process it may signal, for a second and
    /// a half, and sees only its reaper and itself; the other, asleep meanwhile, lives.
    @Test func aMemberCannotSeeOrSignalAnotherRunningAtTheSameTime() throws {
        let attack = """
            import Glibc
            var seen = 0
            if let proc = opendir("/proc") {
                while let entry = readdir(proc) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                    if Int(name) != nil { seen += 1 }
                }
                closedir(proc)
            }
            print("sees \\(seen) processes")
            for _ in 0..<150 { _ = kill(-1, SIGKILL); usleep(10_000) }
            print("done")
            """
        let sleeper = "import Glibc\nusleep(1_000_000)\nprint(\"alive\")"
        let results = try verify([attack, sleeper], jobs: 2)
        #expect(results.map { $0.lines.compactMap(\.actual) } == [["sees 2 processes", "done"], ["alive"]])
    }

    /// Members at once: one listens on loopback, the other tries to connect for a second; each
    /// has a loopback of its own (it reaches its own listener), not the other's.
    @Test func membersRunningAtOnceCannotReachEachOtherOnLoopback() throws {
        let port = 20_000 + mark % 20_000
        let address = """
            func address(_ port: UInt16) -> sockaddr_in {
                var place = sockaddr_in()
                place.sin_family = sa_family_t(AF_INET)
                place.sin_port = port.bigEndian
                place.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
                return place
            }
            func connects(_ port: UInt16) -> Bool {
                let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                defer { close(probe) }
                var place = address(port)
                return withUnsafePointer(to: &place) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } } == 0
            }
            """
        let listener = """
            import Glibc
            \(address)
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var one: Int32 = 1
            setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(4))
            var here = address(\(port))
            let bound = withUnsafePointer(to: &here) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            print(bound == 0 && listen(server, 64) == 0 ? "listening" : "cannot listen")
            print(connects(\(port)) ? "reaches itself" : "does not reach itself")
            usleep(1_500_000)
            """
        let caller = """
            import Glibc
            \(address)
            var reached = false
            for _ in 0..<100 where !reached { reached = connects(\(port)); usleep(10_000) }
            print(reached ? "reached the other member" : "unreachable")
            """
        let results = try verify([listener, caller], jobs: 2)
        #expect(results.map { $0.lines.compactMap(\.actual) } == [["listening", "reaches itself"], ["unreachable"]])
    }

    /// Members at once: one forks until the kernel refuses, holding its children; the
    /// other, a moment later, can still start a process of its own.
    @Test func aMemberThatForksInALoopLeavesRoomForAnotherRunningAtTheSameTime() throws {
        let bomb = """
            import Glibc
            var forked = 0
            while forked < 5000 {
                let pid = fork()
                if pid == 0 { sleep(3); _exit(0) }
                if pid < 0 { break }
                forked += 1
            }
            print(forked < 5000 ? "capped" : "not capped")
            usleep(1_500_000)
            """
        let other = """
            import Glibc
            usleep(700_000)
            var child: pid_t = 0
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
            let started = posix_spawn(&child, "/bin/true", nil, nil, argv, nil)
            var status: Int32 = 0
            if started == 0 { waitpid(child, &status, 0) }
            print(started == 0 ? "started a process" : "could not start one (\\(started))")
            """
        let temporary = TemporaryDirectory("coursec-batch")
        let results = try verify([bomb, other], jobs: 2, temporary: temporary)
        #expect(results.map { $0.lines.compactMap(\.actual) } == [["capped"], ["started a process"]])
        #expect(LiveProcesses.matching { $0.first?.hasPrefix(temporary.path + "/") == true } == [])
    }

    /// A member out of time is killed (its PID namespace with it); the others of its batch,
    /// after it in the same jail, run as they would alone.
    @Test func aMemberOutOfTimeIsKilledAndTheRestOfItsBatchRuns() throws {
        let loop = "import Glibc\nvar spins = 0\nwhile true { spins &+= 1 }"
        let others = (1...2).map { "import Glibc\nprint(\"member \($0)\")" }
        let temporary = TemporaryDirectory("coursec-batch")
        let results = try verify([loop] + others, jobs: 1, runSeconds: 1, temporary: temporary)
        #expect(results.first?.reason?.contains("time") == true)
        #expect(results.dropFirst().map { $0.lines.compactMap(\.actual) } == [["member 1"], ["member 2"]])
        #expect(LiveProcesses.matching { $0.first?.hasPrefix(temporary.path + "/") == true } == [])
    }
}
