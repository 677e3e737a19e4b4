import CoursecTestSupport
import Foundation
import SnippetVerification

extension FixtureCourse {
    /// The first swiftc on PATH.
    static func realSwiftc() -> String? {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    var swiftcCallLog: String { root + "/calls.log" }

    /// Options whose swiftc notes each call's first argument in `swiftcCallLog`, then is
    /// `realSwiftc()`; without the sandbox, which would keep it from writing its log.
    /// The frontend jobs its `-###` names are a script that notes `frontend` and the
    /// job's kind (`-c`, `-typecheck`), then runs the real frontend, whose path it is given
    /// first: verify runs those jobs itself (`DriverJobs`).
    func optionsLoggingSwiftcCalls() throws -> VerifierOptions {
        guard let swiftc = Self.realSwiftc() else { throw NoSwiftc() }
        let frontend = path("bin/swift-frontend")
        try writeExecutable("bin/swift-frontend", "#!/bin/sh\nreal=$1\nshift\necho \"frontend $2\" >> '\(swiftcCallLog)'\nexec \"$real\" \"$@\"\n")
        try writeExecutable("bin/swiftc", """
            #!/bin/sh
            echo "$1" >> '\(swiftcCallLog)'
            if [ "$1" = "-###" ]; then '\(swiftc)' "$@" | sed 's|^\\([^ ]*/swift-frontend\\) |\(frontend) \\1 |'; exit 0; fi
            exec '\(swiftc)' "$@"

            """)
        var options = VerifierOptions(cacheDirectory: cacheDirectory)
        options.environment["SWIFTC"] = path("bin/swiftc")
        options.sandbox = false
        return options
    }

    /// The first arguments of every swiftc call so far, one a line.
    func swiftcCalls() throws -> String { try String(contentsOfFile: swiftcCallLog, encoding: .utf8) }
}

/// No swiftc on PATH to log calls to.
struct NoSwiftc: Error, CustomStringConvertible {
    var description: String { "no swiftc on PATH" }
}
