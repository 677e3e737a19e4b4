import CoursecTestSupport
import CourseModel
import Foundation
@testable import SnippetVerification
import Testing

/// What an attack run found a snippet could still do when coursec runs as root, as CI
/// does (issue 19): keep every capability, rewrite the executable of the other members
/// of its batch, and fill RAM disks without limit. Each is contained now.
extension SandboxTests {
    /// `/proc/self/status`'s capability sets, its uid, a remount of `/usr` through a
    /// shell, and `open_by_handle_at` (which reads any host file with CAP_DAC_READ_SEARCH).
    static func privilegeProbe(marker: String) -> String {
        """
        import Foundation
        import Glibc
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\\n") where line.hasPrefix("CapEff:") || line.hasPrefix("CapBnd:") {
            print(line.split(whereSeparator: { $0 == "\\t" || $0 == " " }).joined(separator: " "))
        }
        print(getuid() == 0 || geteuid() == 0 ? "root" : "not root")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "mount -o remount,bind,rw /usr 2>/dev/null && echo x > \(marker)"]
        try shell.run()
        shell.waitUntilExit()
        print(shell.terminationStatus == 0 ? "remounted /usr" : "remount refused")
        typealias NameToHandle = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer, UnsafeMutablePointer<Int32>, Int32) -> Int32
        typealias OpenByHandle = @convention(c) (Int32, UnsafeMutableRawPointer, Int32) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        let nameToHandle = unsafeBitCast(dlsym(library, "name_to_handle_at"), to: NameToHandle.self)
        let openByHandle = unsafeBitCast(dlsym(library, "open_by_handle_at"), to: OpenByHandle.self)
        let handle = UnsafeMutableRawPointer.allocate(byteCount: 136, alignment: 8)
        handle.storeBytes(of: UInt32(128), as: UInt32.self)
        var mount: Int32 = 0
        let named = nameToHandle(AT_FDCWD, "/usr/bin", handle, &mount, 0)
        let folder = open("/usr", O_RDONLY)
        let opened = named == 0 ? openByHandle(folder, handle, O_RDONLY) : -1
        print(named != 0 ? "no handle" : opened >= 0 ? "opened by handle" : "open by handle refused (\\(errno == EPERM ? "EPERM" : String(errno)))")
        """
    }

    @Test func aSnippetStartedByRootHasNoCapabilityAndCannotRemountOrOpenByHandle() throws {
        let marker = "/usr/local/share/coursec-marker-\(mark)"
        let expected = """
            CapEff: 0000000000000000
            CapBnd: 0000000000000000
            not root
            remount refused
            open by handle refused (EPERM)
            """
        let temporary = TemporaryDirectory("coursec-sandbox")
        let (fixture, results) = try verify([(Self.privilegeProbe(marker: marker), expected)], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.first?.lines.map(\.actual) == expected.split(separator: "\n").map(String.init))
        #expect(results.map(\.status) == [.passed])
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    /// Members of one merged batch run one executable: the attacker rewrites `./main`
    /// to print 3, and each victim, which prints 2 and says it prints 3, must fail.
    @Test func aMemberOfAMergedBatchCannotChangeWhatTheOthersRun() throws {
        // It execs a shell, so that it no longer runs `main` itself (ETXTBSY), and the
        // shell rewrites it. No FileManager: it would keep the snippet out of the batch.
        let attack = """
            import Glibc
            let script = "printf '#!/bin/sh\\\\necho 3\\\\n' > ./main 2>/dev/null && echo forged || echo refused"
            let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup(script), nil]
            execv("/bin/sh", arguments)
            """
        let fixture = try FixtureCourse(lessons: ["attack", "v1", "v2", "v3", "v4"])
        defer { fixture.remove() }
        try fixture.write("tr/01-attack.md", LessonText.make(id: "attack", runs: [(attack, "refused")]))
        for (index, victim) in ["v1", "v2", "v3", "v4"].enumerated() {
            try fixture.write("tr/0\(index + 2)-\(victim).md", LessonText.make(id: victim, runs: [("import Glibc\nprint(1 + 1)", "3")]))
        }
        let course = try fixture.load()
        let plan = MergedBatch.plan(MergedCompilationTests.runJobs(course), width: 1)
        #expect(plan.batches.map(\.members.count) == [5])
        var options = VerifierOptions()
        options.jobs = 1
        options.environment["COURSEC_CACHE_KEY"] = "key-\(mark)"
        options.cacheDirectory = fixture.root + "/cache"

        for _ in 0..<2 {
            let results = try Verifier(options: options).verify([try fixture.load()])
            #expect(results.map(\.status) == [.passed, .failed, .failed, .failed, .failed])
            #expect(results.dropFirst().map { $0.lines.map(\.actual) } == Array(repeating: ["2"], count: 4))
        }
    }

    /// Every writable place of a job is a RAM disk of `writableBytes`: `/tmp`, `/dev/shm`
    /// and the program's own folder (where a 3 GiB file used to land on the host's disk).
    @Test func aSnippetFillsNoWritablePlaceBeyondItsCap() throws {
        let code = """
            import Foundation
            let mebibyte = Data(count: 1 << 20)
            for folder in ["/tmp", "/dev/shm", FileManager.default.currentDirectoryPath] {
                guard let file = FileHandle(forWritingAtPath: folder + "/fill") ?? {
                    FileManager.default.createFile(atPath: folder + "/fill", contents: nil)
                    return FileHandle(forWritingAtPath: folder + "/fill")
                }() else { print("\\(folder): cannot write"); continue }
                var written = 0
                while written < 64, (try? file.write(contentsOf: mebibyte)) != nil { written += 1 }
                try? file.close()
                try? FileManager.default.removeItem(atPath: folder + "/fill")
                print(folder.hasPrefix("/tmp/") ? "own folder" : folder, written < 64 ? "capped under 64 MiB" : "took 64 MiB")
            }
            """
        let fixture = try FixtureCourse(lessons: ["fill"])
        defer { fixture.remove() }
        try fixture.write("tr/01-fill.md", LessonText.make(id: "fill", runs: [(code, "/tmp capped under 64 MiB\n/dev/shm capped under 64 MiB\nown folder capped under 64 MiB")]))
        var options = VerifierOptions()
        options.limits.writableBytes = 16 << 20
        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.first?.lines.map(\.actual) == ["/tmp capped under 64 MiB", "/dev/shm capped under 64 MiB", "own folder capped under 64 MiB"])
        #expect(results.map(\.status) == [.passed])
    }
}

extension SandboxTests {
    /// swiftc runs in the same jail as the program: a stand-in swiftc says whom it runs as.
    @Test func swiftcStartedByRootRunsAsNobodyWithNoCapability() throws {
        let fixture = try FixtureCourse(lessons: ["who"])
        defer { fixture.remove() }
        try fixture.write("tr/01-who.md", LessonText.make(id: "who", runs: [("print(1)", "1")]))
        let swiftc = try #require(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) })
        try fixture.writeExecutable("bin/swiftc", """
            #!/bin/sh
            [ "$1" = --version ] && exec '\(swiftc)' "$@"
            echo "error: uid $(id -u), $(grep CapEff /proc/self/status | tr -s '\\t' ' ')" >&2
            exit 1

            """)
        var options = VerifierOptions()
        options.environment["SWIFTC"] = fixture.path("bin/swiftc")
        options.useCache = false

        let results = try Verifier(options: options).verify([try fixture.load()])

        let uid = geteuid() == 0 ? "65534" : String(geteuid())
        #expect(results.map(\.status) == [.failed])
        #expect(results.first?.reason == "swiftc exited with status 1: error: uid \(uid), CapEff: 0000000000000000")
    }
}
