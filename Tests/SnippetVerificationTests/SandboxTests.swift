import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// What a snippet with bad intent tried against verify before the sandbox (issue 10),
/// each contained now: the snippet's own verdict says what it could do, and the
/// test checks from outside that nothing escaped.
@Suite(.tags(.compiles, .sandbox)) struct SandboxTests {
    let mark = "\(Int.random(in: 100_000...999_999))"

    /// Runs one lesson whose snippets are `runs`, sandboxed, with scratch folders under `temporary`.
    func verify(_ runs: [(code: String, output: String)], temporary: TemporaryDirectory) throws -> (FixtureCourse, [SnippetResult]) {
        let fixture = try FixtureCourse(lessons: ["hostile"])
        try fixture.write("tr/01-hostile.md", LessonText.make(id: "hostile", runs: runs))
        var options = VerifierOptions()
        options.environment["TMPDIR"] = temporary.path
        return (fixture, try Verifier(options: options).verify([try fixture.load()]))
    }

    @Test func aSnippetWritesTmpAnythingInItsOwnPrivateTmp() throws {
        let temporary = TemporaryDirectory("coursec-sandbox")
        let target = "/tmp/coursec-sandbox-escape-\(mark)"
        let code = """
            import Foundation
            print(FileManager.default.createFile(atPath: "\(target)", contents: Data("x".utf8)) ? "written" : "refused")
            """
        let (fixture, results) = try verify([(code, "written")], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.map(\.status) == [.passed])
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func aSnippetSeesTheListedEtcFilesInOneReadOnlyMountThatVerifyRemovesAfter() throws {
        let temporary = TemporaryDirectory("coursec-sandbox")
        let code = """
            import Foundation
            let mounts = try! String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8).split(separator: "\\n")
                .map { $0.split(separator: " ")[4] }.filter { $0 == "/etc" || $0.hasPrefix("/etc/") }
            print(mounts.joined(separator: " "))
            print(((try? FileManager.default.contentsOfDirectory(atPath: "/etc")) ?? []).sorted().joined(separator: " "))
            print(try! String(contentsOfFile: "/etc/passwd", encoding: .utf8).split(separator: "\\n")[0])
            print(FileManager.default.createFile(atPath: "/etc/passwd", contents: Data("x".utf8)) ? "written" : "refused")
            let modes = ["/etc/passwd", "/etc/ld.so.cache"].map { file in
                ((try? FileManager.default.attributesOfItem(atPath: file))?[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "none"
            }
            print(modes.joined(separator: " "))
            """
        let listed = ["alternatives", "group", "hosts", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "nsswitch.conf", "passwd"]
        var status = stat()
        let there = listed.filter { lstat("/etc/" + $0, &status) == 0 }
        let firstUser = try String(contentsOfFile: "/etc/passwd", encoding: .utf8).split(separator: "\n")[0]
        let modes = ["/etc/passwd", "/etc/ld.so.cache"].map { file in
            ((try? FileManager.default.attributesOfItem(atPath: file))?[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "none"
        }.joined(separator: " ")
        let printed = ["/etc", there.joined(separator: " "), String(firstUser), "refused", modes]
        let (fixture, results) = try verify([(code, printed.joined(separator: "\n"))], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.first?.lines.map(\.actual) == printed)
        #expect(results.map(\.status) == [.passed])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func aSnippetCannotConnectToAServerOnLoopback() throws {
        let server = try #require(LoopbackSocket())
        defer { server.close() }
        try #require(listen(server.descriptor, 8) == 0)
        let port = server.port
        let code = """
            import Glibc
            let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(\(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            print(connected == 0 ? "connected" : "refused")
            """
        let temporary = TemporaryDirectory("coursec-sandbox")
        let (fixture, results) = try verify([(code, "refused")], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.map(\.status) == [.passed])
        _ = fcntl(server.descriptor, F_SETFL, O_NONBLOCK)
        #expect(accept(server.descriptor, nil, nil) == -1)
    }

    @Test func aSnippetSeesNoSecretInTheEnvironmentOfAnyProcess() throws {
        let name = "COURSEC_SANDBOX_SECRET"
        let secret = "secret-\(mark)"
        setenv(name, secret, 1)
        defer { unsetenv(name) }
        // The snippet holds the secret's spelling only reversed, so its own source,
        // command line or binary cannot be what it finds.
        let code = """
            import Foundation
            let secret = String("\(String(secret.reversed()))".reversed())
            var seen: [String] = []
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int(entry) != nil {
                if let data = FileManager.default.contents(atPath: "/proc/\\(entry)/environ"),
                   String(decoding: data, as: UTF8.self).contains(secret) { seen.append(entry) }
            }
            let parent = FileManager.default.contents(atPath: "/proc/\\(getppid())/environ").map { String(decoding: $0, as: UTF8.self) } ?? ""
            print(seen.isEmpty && !parent.contains(secret) ? "no secret" : "secret in \\(seen)")
            """
        let temporary = TemporaryDirectory("coursec-sandbox")
        let (fixture, results) = try verify([(code, "no secret")], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.map(\.status) == [.passed])
        #expect(results.first?.lines.first?.actual == "no secret")
    }

    @Test func aSnippetSeesOnlyItsOwnProcessesAndCannotWriteThroughItsParentsFolder() throws {
        let name = "escaped-\(mark)"
        let code = """
            import Foundation
            let processes = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }.count
            let parentFolder = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\\(getppid())/cwd")) ?? "unreadable"
            let wrote = FileManager.default.createFile(atPath: "/proc/\\(getppid())/cwd/\(name)", contents: Data("x".utf8))
            print("parent \\(getppid()), \\(processes) processes")
            print(parentFolder == FileManager.default.currentDirectoryPath ? "its folder is my folder" : "its folder is \\(parentFolder)")
            print(wrote ? "written" : "refused")
            """
        let temporary = TemporaryDirectory("coursec-sandbox")
        // Started by root, the snippet is nobody, and the sandbox's init stays root: its
        // folder is not the snippet's to read (ptrace rules), nor to write through.
        let expected = geteuid() == 0
            ? "parent 1, 2 processes\nits folder is unreadable\nrefused"
            : "parent 1, 2 processes\nits folder is my folder\nwritten"
        let (fixture, results) = try verify([(code, expected)], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.first?.lines.map(\.actual).first == "parent 1, 2 processes")
        #expect(results.map(\.status) == [.passed])
        let here = FileManager.default.currentDirectoryPath
        for folder in [fixture.root, fixture.directory, here, temporary.path, NSTemporaryDirectory()] {
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + name))
        }
    }

    @Test func aSnippetThatForksInALoopIsCappedAndLeavesNoProcess() throws {
        let code = """
            import Glibc
            var forked = 0
            while forked < 5000 {
                let pid = fork()
                if pid == 0 { sleep(30); _exit(0) }
                if pid < 0 { break }
                forked += 1
            }
            print(forked < 5000 ? "capped" : "not capped")
            """
        let temporary = TemporaryDirectory("coursec-sandbox")
        let (fixture, results) = try verify([(code, "capped")], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.map(\.status) == [.passed])
        #expect(snippetProcesses(under: temporary.path) == [])
    }

    @Test func aSnippetThatCallsSetsidAndSleepsDoesNotOutliveVerify() throws {
        let sleep = "30.\(mark)"
        let code = """
            import Glibc
            let pid = fork()
            if pid == 0 {
                _ = setsid()
                let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("\(sleep)"), nil]
                execv("/bin/sleep", arguments)
                _exit(1)
            }
            print(pid > 0 ? "started" : "no fork")
            """
        let temporary = TemporaryDirectory("coursec-sandbox")
        let (fixture, results) = try verify([(code, "started")], temporary: temporary)
        defer { fixture.remove() }

        #expect(results.map(\.status) == [.passed])
        #expect(LeftoverTests().liveProcesses(runningExactly: "sleep \(sleep)") == [])
    }

    /// The Apple interface is compiled in the sandbox too: it sees interfaces/ and no
    /// more, so an interface file that is a link out of it cannot be read there.
    @Test func theAppleInterfaceIsCompiledInTheSandbox() throws {
        let fixture = try FixtureCourse(lessons: ["ui"])
        defer { fixture.remove() }
        try fixture.write("tr/01-ui.md", "---\nid: ui\ntitle: UI\n---\n\n```swift apple\nimport UIKit\n\nfinal class A: UIViewController {}\n```\n")
        let interfaces = fixture.root + "/interfaces"
        try FileManager.default.copyItem(atPath: Repository.path("interfaces"), toPath: interfaces)
        try "public struct Outside {}\n".write(toFile: fixture.root + "/Outside.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: interfaces + "/UIKit/Outside.swift", withDestinationPath: fixture.root + "/Outside.swift")
        var options = VerifierOptions()
        options.interfacesDirectory = interfaces

        let sandboxed = try Verifier(options: options).verify([try fixture.load()])
        #expect(sandboxed.map(\.status) == [.failed])
        #expect(sandboxed.first?.reason?.hasPrefix("swiftc was not started: the Apple interface module UIKit does not compile: ") == true)

        options.sandbox = false
        let unsandboxed = try Verifier(options: options).verify([try fixture.load()])
        #expect(unsandboxed.map(\.status) == [.passed])
        #expect(unsandboxed.first?.check == .typecheckApple)
    }

    /// Live processes whose command line is a program in a scratch folder under `folder`.
    func snippetProcesses(under folder: String) -> [String] {
        LiveProcesses.matching { $0.first?.hasPrefix(folder + "/") == true }
    }
}
