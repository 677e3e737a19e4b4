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
    /// job's kind (`-c`, `-typecheck`), and in `tagLog` the tags of its sources
    /// (`compiledTags`), then runs the real frontend, whose path it is given first: verify
    /// runs those jobs itself (`DriverJobs`).
    func optionsLoggingSwiftcCalls() throws -> VerifierOptions {
        guard let swiftc = Self.realSwiftc() else { throw NoSwiftc() }
        let frontend = path("bin/swift-frontend")
        try writeExecutable("bin/swift-frontend", """
            #!/bin/sh
            real=$1
            shift
            echo "frontend $2" >> '\(swiftcCallLog)'
            for file in "$@"; do case "$file" in *.swift) grep -oh 'tag[A-Z][A-Za-z]*' "$file" ;; esac; done | sort -u | tr '\\n' ' ' >> '\(tagLog)'
            echo >> '\(tagLog)'
            exec "$real" "$@"

            """)
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

    var tagLog: String { root + "/tags.log" }

    /// The compiles so far, in the order they started, each as the words of its sources
    /// that start with `tag` and a capital (`tagLarge`), sorted, one compile a line: the
    /// frontends of one compile (one per file) are one line.
    func compiledTags() throws -> [String] {
        let lines = try String(contentsOfFile: tagLog, encoding: .utf8).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return lines.enumerated().filter { $0.offset == 0 || lines[$0.offset - 1] != $0.element }.map(\.element)
    }

    /// The first arguments of every swiftc call so far, one a line.
    func swiftcCalls() throws -> String { try String(contentsOfFile: swiftcCallLog, encoding: .utf8) }
}

/// No swiftc on PATH to log calls to.
struct NoSwiftc: Error, CustomStringConvertible {
    var description: String { "no swiftc on PATH" }
}
