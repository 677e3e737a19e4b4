import CoursecTestSupport
import Foundation
import Testing

/// What a group's program does to its marks' descriptors cannot end, kill or hang the
/// `coursec` process (docs/verify.md, "Groups"): the group fails, and verify reports it.
@Suite(.tags(.binary, .compiles)) struct GroupMarkAttackTests {
    /// A course whose one lesson is a group of two blocks, the first one `first`.
    func course(first: String) -> TemporaryDirectory {
        let folder = TemporaryDirectory("coursec-mark-attack")
        folder.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        folder.write("courses/c/en/01-a.md", """
            ---
            id: a
            title: A
            ---

            ```swift run group=g
            import Glibc
            print("one")
            \(first)
            ```

            ```output
            one
            ```

            ```swift run group=g
            print("two")
            ```

            ```output
            two
            ```

            """)
        return folder
    }

    /// `coursec verify --format json` of the course, killed after `seconds`: its exit
    /// status (nil when it had to be killed), its results' statuses and reasons.
    func verify(_ folder: TemporaryDirectory, within seconds: Double, _ extra: [String] = []) throws -> (status: Int32?, results: [String], tmp: [String]) {
        let tmp = TemporaryDirectory("coursec-mark-attack-tmp")
        let coursec = Process()
        coursec.executableURL = URL(fileURLWithPath: BuiltCoursec.path)
        coursec.arguments = ["verify", folder.file("courses"), "--no-cache", "--format", "json"] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp.path
        coursec.environment = environment
        let output = folder.file("out.json")
        FileManager.default.createFile(atPath: output, contents: nil)
        coursec.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        coursec.standardError = FileHandle.nullDevice
        try coursec.run()
        let end = Date().addingTimeInterval(seconds)
        while coursec.isRunning, Date() < end { usleep(100_000) }
        let finished = !coursec.isRunning
        if !finished { kill(coursec.processIdentifier, SIGKILL) }
        coursec.waitUntilExit()
        let json = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output)))) as? [[String: Any]] ?? []
        let results = json.map { "\($0["status"] as? String ?? "?") \($0["reason"] as? String ?? "-")" }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? []
        return (finished && coursec.terminationReason == .exit ? coursec.terminationStatus : nil, results, left)
    }

    /// `close(4)`, then the block's mark: coursec's answer meets a closed pipe. It used
    /// to end coursec by SIGPIPE (status 141, no output).
    @Test func aBlockThatClosesTheAnswersDescriptorFailsItsGroupAndVerifyReportsIt() throws {
        let folder = course(first: "close(4)")
        let (status, results, left) = try verify(folder, within: 300)
        let reason = "the program wrote marks of its own (it closed descriptor 4, where coursec answers)"
        #expect(status == 1)
        #expect(results == ["failed \(reason)", "failed \(reason)"])
        #expect(left == [])
    }

    /// 70,000 bytes on descriptor 3, no answer read, and the program sleeps on: coursec's
    /// answers filled their pipe and its write blocked the loop that keeps the deadline, so
    /// verify with `--timeout 5` ran for ever. Now the first four bytes are a mark out of sequence.
    @Test func aFloodOfMarksWithNoAnswerReadEndsWithinTheTimeLimit() throws {
        let folder = course(first: "var flood = [UInt8](repeating: 10, count: 70_000)\n_ = write(3, &flood, flood.count)\nwhile true { sleep(1) }")
        let (status, results, left) = try verify(folder, within: 120, ["--timeout", "5"])
        let reason = "the program wrote marks of its own (mark 168430090 came where mark 0 was due)"
        #expect(status == 1)
        #expect(results == ["failed \(reason)", "failed \(reason)"])
        #expect(left == [])
    }
}
