import Foundation

/// The `coursec` executable that `swift test` builds next to the test bundle: for
/// what only a separate process shows (signals, the real stderr, installed paths).
public enum BuiltCoursec {
    public static let path: String = {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return ((bundle as NSString).deletingLastPathComponent as NSString).appendingPathComponent("coursec")
    }()
}
