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

    /// Whether a merged batch's members share one sandbox (`BatchJail`): coursec is root and
    /// finds its init. Without, verify works as well, each run in a sandbox of its own.
    static func batchJailCheck() -> RuntimeCheck {
        let name = "batch jail"
        guard let initExecutable = BatchJail.initExecutable else {
            return RuntimeCheck(
                name, .lacking, "coursec-jail-init is neither beside coursec nor in ../libexec/coursec; each snippet run gets a sandbox of its own",
                fix: "install coursec whole (make install, or the release archive's libexec beside its bin)")
        }
        guard geteuid() == 0 else {
            return RuntimeCheck(
                name, .lacking, "coursec is not root, so members cannot be given uids of their own; each snippet run gets a sandbox of its own",
                fix: "run verify as root (a CI container is) for one sandbox per merged batch")
        }
        return .found(name, "\(initExecutable) runs the members of each merged batch in one sandbox")
    }
}
