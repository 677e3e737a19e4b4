import CoursecSupport
import CourseModel
import Foundation

extension Sandbox {
    /// The first `bwrap` on PATH.
    static func executable(environment: [String: String]) -> String? {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/bwrap" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the sandbox starts here, as a verify starts it (`prepare`, which runs a
    /// program in a jail): a bwrap on PATH that the kernel or container refuses is as
    /// missing as none, since verify never falls back to running snippets outside it.
    static func check(environment: [String: String]) -> RuntimeCheck {
        guard let bwrap = executable(environment: environment) else {
            return RuntimeCheck(
                "bwrap", .missing, "not on PATH; verify compiles and runs every snippet in the bubblewrap sandbox", fix: "apt-get install bubblewrap")
        }
        // The toolchain's folders are bound into the jail; without a swiftc, only the system's.
        let compiler = (try? SwiftCompiler.locatePath(environment: environment)) ?? "/usr/bin/env"
        do {
            _ = try prepare(compilerPath: compiler, environment: environment, writableBytes: VerifierOptions.Limits().writableBytes)
        } catch {
            return RuntimeCheck(
                "bwrap", .missing, "\(bwrap) cannot start the snippet sandbox (\(error.message))",
                fix: "run coursec where bubblewrap may make namespaces (a Docker container needs --privileged)")
        }
        return .found("bwrap", "\(bwrap) starts the snippet sandbox")
    }
}
