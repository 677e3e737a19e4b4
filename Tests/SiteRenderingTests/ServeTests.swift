import CoursecTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `coursec serve` end to end with the real binary on a free loopback port.
@Suite struct ServeTests {
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

    /// Polls `condition` until it holds or `seconds` pass; true when it held.
    static func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test func servesRebuildsOnSaveShowsASnippetErrorAndStopsCleanlyOnSIGINT() throws {
        let folder = TemporaryDirectory("coursec-serve")
        let scratch = TemporaryDirectory("coursec-serve-tmp")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        let file = folder.write("courses/c/tr/01-a.md", Self.lesson)
        let port = Self.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltCoursec.path)
        process.arguments = ["serve", "--port", String(port), "--templates", BuiltFixtureSite.templates]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let printed = OutputCollector(output)

        #expect(Self.eventually(within: 120) { printed.text.contains("built ") })
        #expect(printed.text.hasPrefix("serving http://127.0.0.1:\(port)/ (Ctrl-C stops)\nbuilt 4 pages in "))
        let page = "http://127.0.0.1:\(port)/c/tr/a.html"
        let first = Self.get(page)
        #expect(first.status == 200)
        #expect(first.body.contains("Birinci metin."))

        try Self.lesson.replacingOccurrences(of: "Birinci", with: "İkinci").write(toFile: file, atomically: true, encoding: .utf8)
        let saved = Date()
        #expect(Self.eventually(within: 2) { Self.get(page).body.contains("İkinci metin.") })
        #expect(Date().timeIntervalSince(saved) < 2)

        try Self.lesson.replacingOccurrences(of: "```output\nmerhaba", with: "```output\nselam").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 60) { Self.get(page).status == 500 })
        let broken = Self.get(page)
        #expect(broken.body.contains("courses/c/tr/01-a.md:12: error: output differs from what the snippet prints (1 bayat)\n  13 bayat   expected: selam | actual: merhaba"))

        try Self.lesson.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.eventually(within: 60) {
            let back = Self.get(page)
            return back.status == 200 && back.body.contains("Birinci metin.")
        })

        process.interrupt()
        #expect(Self.eventually(within: 20) { !process.isRunning })
        #expect(process.terminationStatus == 0)
        #expect(printed.text.hasSuffix("stopped\n"))
        #expect(Self.canBind(port))
        // Its site folders and every snippet's scratch folder were in this TMPDIR.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
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
