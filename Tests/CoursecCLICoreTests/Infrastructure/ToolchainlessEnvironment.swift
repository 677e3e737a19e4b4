import Foundation

/// The tests' environment as a machine without the Swift toolchain has it: no PATH
/// folder holding a `swiftc`, and no `SWIFTC`. Everything else (bwrap, Pagefind, git) stays.
enum ToolchainlessEnvironment {
    static var variables: [String: String] {
        var variables = ProcessInfo.processInfo.environment
        variables["SWIFTC"] = nil
        variables["PATH"] = (variables["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .filter { !FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") }.joined(separator: ":")
        return variables
    }
}
