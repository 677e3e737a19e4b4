import CoursecTestSupport
import Foundation
import Testing

/// coursec ignores SIGPIPE (a group's program may close the pipe coursec answers its marks
/// on; docs/verify.md, "Groups"), so a reader of its output that goes away early (`| head`)
/// makes its writes fail: they are dropped, and the command ends as it would have.
@Suite(.tags(.binary)) struct BrokenPipeTests {
    @Test func aStandardOutputWhoseReaderIsGoneNeitherKillsNorCrashesCoursec() throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The reader ends at once; coursec writes its help 0.2 s later, into a pipe no one reads.
        shell.arguments = ["-c", #"exec 3>&1; (sleep 0.2; "$0" --help; echo "status $?" >&3) | true"#, BuiltCoursec.path]
        let output = Pipe()
        shell.standardOutput = output
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(printed == "status 0\n")
    }
}
