import CoursecTestSupport
import Foundation
import SiteRendering
import SiteServing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `coursec serve` end to end with the real binary on a free loopback port.
@Suite(.tags(.binary, .compiles)) struct ServeTests {
    static let lesson = "---\nid: a\ntitle: A\n---\n\nBirinci metin.\n\n```swift run\nprint(\"merhaba\")\n```\n\n```output\nmerhaba\n```\n"

    /// A port nobody listens on now: the kernel's pick for port 0.
    static func freePort() -> UInt16 {
        guard let probe = LoopbackSocket() else { return 0 }
        defer { probe.close() }
        return probe.port
    }

    /// Nobody listens on `port` (connections it served may linger in TIME_WAIT).
    static func canBind(_ port: UInt16) -> Bool {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var reuse: Int32 = 1
        setsockopt(probe, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    static func get(_ url: String) -> (status: Int, body: String) {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer = (status: 0, body: "")
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { data, response, _ in
            answer = ((response as? HTTPURLResponse)?.statusCode ?? 0, data.map { String(decoding: $0, as: UTF8.self) } ?? "")
            done.signal()
        }.resume()
        done.wait()
        return answer
    }

    /// Whether the server has closed `connection` (or reset it), without waiting.
    static func isClosed(_ connection: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(connection, &byte, 1, Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// `coursec serve` started in `folder` with the fixture templates and `tmpdir` as TMPDIR, and what it prints
    /// on standard output (and standard error, when `errors` is given).
    static func serve(
        _ arguments: [String], in folder: TemporaryDirectory, tmpdir: TemporaryDirectory, errors: Pipe? = nil,
        environment added: [String: String] = [:], subfolder: String? = nil
    ) throws -> (Process, OutputCollector) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltCoursec.path)
        process.arguments = ["serve"] + arguments + ["--templates", Repository.templates]
        process.currentDirectoryURL = URL(fileURLWithPath: subfolder.map(folder.file) ?? folder.path)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmpdir.path
        environment.merge(added) { _, new in new }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        return (process, OutputCollector(output))
    }

    /// A course of one lesson (`lesson`) served on a free port, its first build done;
    /// the caller stops the process. `errors` collects standard error.
    static func servedCourse(
        _ name: String, lesson: String = lesson, options: [String] = [], errors: Pipe? = nil, environment: [String: String] = [:]
    ) throws -> (folder: TemporaryDirectory, scratch: TemporaryDirectory, port: UInt16, process: Process, printed: OutputCollector) {
        let folder = TemporaryDirectory(name)
        let scratch = TemporaryDirectory(name + "-tmp")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", lesson)
        let port = freePort()
        let (process, printed) = try serve(
            ["--port", String(port)] + options, in: folder, tmpdir: scratch, errors: errors, environment: environment)
        #expect(eventually(within: 120) { printed.text.contains("built ") })
        return (folder, scratch, port, process, printed)
    }

    /// Polls `condition` until it holds or `seconds` pass; true when it held.
    static func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Started inside a course, serve finds the courses folder above and keeps its caches
    /// beside it, where build keeps them, not in the course folder.
    @Test func startedInsideACourseServeKeepsItsCachesBesideTheCoursesFolder() throws {
        let folder = TemporaryDirectory("coursec-serve-inside")
        let scratch = TemporaryDirectory("coursec-serve-inside-tmp")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", Self.lesson)
        let (process, printed) = try Self.serve(["--port", String(Self.freePort())], in: folder, tmpdir: scratch, subfolder: "courses/c")
        defer { if process.isRunning { process.terminate() } }
        #expect(Self.eventually(within: 120) { printed.text.contains("built ") })
        #expect(folder.exists(".coursec-cache"))
        #expect(!folder.exists("courses/c/.coursec-cache"))
    }

    @Test func servesRebuildsOnSaveShowsASnippetErrorAndStopsCleanlyOnSIGINT() throws {
        let folder = TemporaryDirectory("coursec-serve")
        let scratch = TemporaryDirectory("coursec-serve-tmp")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        let file = folder.write("courses/c/tr/01-a.md", Self.lesson)
        let port = Self.freePort()
        let (process, printed) = try Self.serve(["--port", String(port)], in: folder, tmpdir: scratch)
        defer { if process.isRunning { process.terminate() } }

        #expect(Self.eventually(within: 120) { printed.text.contains("built ") })
        #expect(printed.text.hasPrefix("serving http://127.0.0.1:\(port)/ (Ctrl-C stops)\nbuilt 6 pages in "))
        let page = "http://127.0.0.1:\(port)/c/tr/a.html"
        let first = Self.get(page)
        #expect(first.status == 200)
        #expect(first.body.contains("Birinci metin."))
        let version = Self.get("http://127.0.0.1:\(port)/__coursec/wait?v=0").body
        #expect(first.body.contains(#"<script type="text/javascript" src="/__coursec/reload.js?v=\#(version)"></script></body>"#))
        let script = Self.get("http://127.0.0.1:\(port)\(LiveReload.scriptPath)")
        #expect(script.status == 200)
        #expect(script.body == LiveReload.script)

        try Self.lesson.replacingOccurrences(of: "Birinci", with: "İkinci").write(toFile: file, atomically: true, encoding: .utf8)
        let saved = Date()
        #expect(Self.eventually(within: 2) { Self.get(page).body.contains("İkinci metin.") })
        #expect(Date().timeIntervalSince(saved) < 2)

        try Self.lesson.replacingOccurrences(of: "```output\nmerhaba", with: "```output\nselam").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 60) { Self.get(page).body.contains(LiveReload.errorMarker) })
        let broken = Self.get(page)
        #expect(broken.body.contains("courses/c/tr/01-a.md:12: error: output differs from what the snippet prints (1 bayat)\n  13 bayat   expected: selam | actual: merhaba"))

        try Self.lesson.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 60) {
            let back = Self.get(page)
            return back.status == 200 && !back.body.contains(LiveReload.errorMarker) && back.body.contains("Birinci metin.")
        })

        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
        #expect(process.terminationStatus == 0)
        #expect(printed.text.hasSuffix("stopped\n"))
        #expect(Self.canBind(port))
        // Its site folders and every snippet's scratch folder were in this TMPDIR.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    }

    @Test func aSavedPageIsServedBeforeItsSearchIndexWhichFollowsWithoutAReload() throws {
        let indexer = TemporaryDirectory("coursec-serve-indexer")
        let pagefind = try DigestPagefind.write(in: indexer, seconds: 4)
        let (folder, scratch, port, process, printed) = try Self.servedCourse(
            "coursec-serve-search-after", environment: ["COURSEC_PAGEFIND": pagefind])
        defer { if process.isRunning { process.terminate() } }
        let entry = "http://127.0.0.1:\(port)/pagefind/tr/pagefind-entry.json"
        #expect(Self.eventually(within: 60) { printed.text.contains("search index updated in ") })
        let firstIndex = Self.get(entry)
        #expect(firstIndex.status == 200)
        let version = Self.get("http://127.0.0.1:\(port)/__coursec/wait?v=0").body

        try Self.lesson.replacingOccurrences(of: "Birinci", with: "İkinci")
            .write(toFile: folder.file("courses/c/tr/01-a.md"), atomically: true, encoding: .utf8)
        let saved = Date()
        let page = "http://127.0.0.1:\(port)/c/tr/a.html"
        // Pagefind takes 4 s: the page is on screen before it, with the index of the save before.
        #expect(Self.eventually(within: 3) { Self.get(page).body.contains("İkinci metin.") })
        #expect(Date().timeIntervalSince(saved) < 3)
        #expect(Self.get(entry).body == firstIndex.body)
        #expect(Self.eventually(within: 30) { Self.get(entry).body != firstIndex.body })
        #expect(Self.get(entry).status == 200)
        // Two versions for the save, none for its index: the lesson's page, then the pages that
        // hold it (its course's print page; `ReloadSignal` reloads each open page once).
        #expect(Self.get("http://127.0.0.1:\(port)/__coursec/wait?v=0").body == String(Int(version)! + 2))
        #expect(printed.text.components(separatedBy: "search index updated in ").count == 3)

        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
        #expect(printed.text.hasSuffix("stopped\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    }

    /// serve takes Ctrl-C itself (to remove its site folders), through a dispatch source that
    /// installs a handler; the verify or Pagefind that a save starts must not take the signal
    /// from it. They did: registering their cleanup found serve's handler, took the signal,
    /// and either swallowed it (the handler replaced, no one listening) or ended coursec by
    /// SIGINT, without "stopped" and with its folders left.
    @Test func ctrlCWhileASavesSearchIndexIsMadeStopsServeCleanly() throws {
        let indexer = TemporaryDirectory("coursec-serve-sigint-indexer")
        let pagefind = try DigestPagefind.write(in: indexer, seconds: 6)
        let (folder, scratch, port, process, printed) = try Self.servedCourse(
            "coursec-serve-sigint-index", environment: ["COURSEC_PAGEFIND": pagefind])
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }
        #expect(Self.eventually(within: 60) { printed.text.contains("search index updated in ") })

        try Self.lesson.replacingOccurrences(of: "Birinci", with: "İkinci")
            .write(toFile: folder.file("courses/c/tr/01-a.md"), atomically: true, encoding: .utf8)
        let page = "http://127.0.0.1:\(port)/c/tr/a.html"
        #expect(Self.eventually(within: 10) { Self.get(page).body.contains("İkinci metin.") })
        // The save's index takes 6 s: it is being made now.
        usleep(500_000)
        #expect(printed.text.components(separatedBy: "search index updated in ").count == 2)

        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(printed.text.hasSuffix("stopped\n"))
        #expect(Self.canBind(port))
        // Every folder of serve's and of its Pagefind's work is gone; the stand-in's own
        // `mktemp` folder stays, as SIGKILL gives its script no time to remove it.
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(left.filter { !$0.hasPrefix("tmp.") } == [])
        #expect(left.count == 1)
    }

    @Test func controlCharactersASnippetPrintsAreEscapedInTheLogAndEveryPageStaysWellFormed() throws {
        let errors = Pipe()
        let log = OutputCollector(errors)
        let lesson = Self.lesson.replacingOccurrences(of: #"print("merhaba")"#, with: #"print("merhaba\u{1B}]0;x\u{7}\u{1B}[2J")"#)
        let (folder, scratch, port, process, _) = try Self.servedCourse("coursec-serve-controls", lesson: lesson, errors: errors)
        // The folders go when their values do: not before the server is done with them.
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }

        let shown = #"actual: merhaba\u{1B}]0;x\u{7}\u{1B}[2J"#
        #expect(log.text.contains("  13 bayat   expected: merhaba | " + shown + "\n"))
        let errorPage = Self.get("http://127.0.0.1:\(port)/c/tr/a.html")
        let home = Self.get("http://127.0.0.1:\(port)/index.html")
        #expect(errorPage.status == 200)
        #expect(errorPage.body.contains(LiveReload.errorMarker))
        #expect(home.status == 200)
        #expect(!home.body.contains(LiveReload.errorMarker))
        for page in [errorPage.body, home.body] {
            #expect(page.contains(shown))
            #expect(!page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
            #expect(LibXML.parse(page) != nil)
        }
        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
    }

    @Test func answersOnlyRequestsForLoopbackNamesOrItsOwnAddressWithOrWithoutAPort() throws {
        let (folder, scratch, port, process, _) = try Self.servedCourse("coursec-serve-hosts")
        // The folders go when their values do: not before the server is done with them.
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }

        func status(_ host: String?) -> String {
            let response = LoopbackClient.exchange("GET /c/tr/a.html HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n", port: port)
            return response.components(separatedBy: "\r\n")[0]
        }
        for host in ["localhost", "localhost:\(port)", "LocalHost:9000", "127.0.0.1", "127.0.0.1:\(port)", "[::1]", "[::1]:\(port)"] {
            #expect(status(host) == "HTTP/1.1 200 OK", "Host: \(host)")
        }
        for host in ["evil.example", "evil.example:\(port)", "localhost.evil.example", "127.0.0.1.nip.io", "localhost:x", "[::2]:\(port)", "10.0.0.1"] {
            #expect(status(host) == "HTTP/1.1 403 Forbidden", "Host: \(host)")
        }
        let refused = LoopbackClient.exchange("GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n", port: port)
        #expect(refused.hasSuffix("\r\n\r\n403 Forbidden: coursec serve answers only requests for localhost, 127.0.0.1, [::1] or the address it listens on\n"))
        #expect(!refused.contains("Birinci"))
        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
    }

    @Test func closesConnectionsBeyondItsLimitAtOnceAndSilentOrUnfinishedOnesAfterTheIdleTimeout() throws {
        let (folder, scratch, port, process, _) = try Self.servedCourse("coursec-serve-idle", options: ["--idle-timeout", "3"])
        // The folders go when their values do: not before the server is done with them.
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }

        // 40 connections from one address, 32 allowed (HTTPServer.connectionsPerAddress):
        // silent ones, an unfinished request (a slowloris) and bytes that are no request.
        let opened = Date()
        let connections = (0..<40).map { _ in LoopbackClient.connection(port: port) }
        defer { connections.forEach { close($0) } }
        #expect(!connections.contains(-1))
        for (index, start) in ["GET / HTTP/1.1\r\nHost: local", "\u{16}\u{3}\u{1}\u{2}\u{0}"].enumerated() {
            _ = send(connections[index], Array(start.utf8), start.utf8.count, 0)
        }
        usleep(1_000_000)
        #expect(connections.filter(Self.isClosed).count == 8)
        #expect(Self.eventually(within: 10) { connections.allSatisfy(Self.isClosed) })
        let closed = Date().timeIntervalSince(opened)
        #expect(closed > 2.5 && closed < 6, "closed after \(closed) s, with --idle-timeout 3")
        // The slots are free again (libmicrohttpd counts a closed one out on its next turn).
        #expect(Self.eventually(within: 5) {
            LoopbackClient.exchange("GET /c/tr/a.html HTTP/1.0\r\nHost: localhost\r\n\r\n", port: port).contains("Birinci metin.")
        })
        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
    }

    @Test func aHostNameIsRefusedForAnAddress() {
        let folder = TemporaryDirectory("coursec-serve-name")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", Self.lesson)
        let named = CLIRun.run(["serve", "--host", "localhost", "--templates", Repository.templates], in: folder.path)
        #expect(named.status == 1)
        #expect(named.out == "")
        #expect(named.err == "error: 'localhost' is not an IPv4 or IPv6 address such as 127.0.0.1 or ::1\n")
    }

    /// Whether this machine has IPv6 loopback (containers may have IPv6 turned off).
    static func hasIPv6Loopback() -> Bool {
        let probe = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard probe >= 0 else { return false }
        defer { close(probe) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        guard inet_pton(AF_INET6, "::1", &address.sin6_addr) == 1 else { return false }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
        } == 0
    }

    @Test(.enabled(if: ServeTests.hasIPv6Loopback(), "this machine has no IPv6 loopback"))
    func servesOnIPv6LoopbackWithTheAddressInBrackets() throws {
        let folder = TemporaryDirectory("coursec-serve6")
        let scratch = TemporaryDirectory("coursec-serve6-tmp")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", Self.lesson)
        let port = Self.freePort()
        let (process, printed) = try Self.serve(["--host", "::1", "--port", String(port)], in: folder, tmpdir: scratch)
        defer { if process.isRunning { process.terminate() } }
        #expect(Self.eventually(within: 120) { printed.text.contains("built ") })
        #expect(printed.text.hasPrefix("serving http://[::1]:\(port)/ (Ctrl-C stops)\n"))
        // Foundation's URLSession on Linux refuses an IPv6 literal (NSURLErrorDomain -1000), so this asks by hand.
        let page = LoopbackClient.exchange("GET /c/tr/a.html HTTP/1.0\r\nHost: [::1]\r\n\r\n", port: port, ipv6: true)
        #expect(page.hasPrefix("HTTP/1.0 200 OK\r\n") || page.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(page.contains("Birinci metin."))
        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
        #expect(process.terminationStatus == 0)
    }
}

/// Collects a pipe's text as it comes.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    init(_ pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [self] handle in
            let chunk = handle.availableData
            lock.withLock { data.append(chunk) }
        }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
