import Foundation

/// The `coursec` executable that `swift test` builds next to the test bundle: for
/// what only a separate process shows (signals, the real stderr, installed paths).
public enum BuiltCoursec {
    public static let path: String = {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return ((bundle as NSString).deletingLastPathComponent as NSString).appendingPathComponent("coursec")
    }()

    /// Runs `coursec arguments` in `folder` with `tmpdir` as its TMPDIR until it exits,
    /// its output thrown away; its exit status.
    public static func run(_ arguments: [String], in folder: String, tmpdir: String) throws -> Int32 {
        let coursec = Process()
        coursec.executableURL = URL(fileURLWithPath: path)
        coursec.arguments = arguments
        coursec.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmpdir
        coursec.environment = environment
        coursec.standardOutput = FileHandle.nullDevice
        coursec.standardError = FileHandle.nullDevice
        try coursec.run()
        coursec.waitUntilExit()
        return coursec.terminationStatus
    }
}
