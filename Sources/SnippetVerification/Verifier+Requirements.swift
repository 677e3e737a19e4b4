import CoursecSupport
import CourseModel
import Foundation

extension Verifier {
    /// What checking snippets needs on this machine, for `coursec doctor`: a swiftc that
    /// answers `--version`, bubblewrap able to start the sandbox, the batch jail's init,
    /// and the Apple interface.
    /// `here`: the folder the command runs in, where `interfaces/` is looked for first.
    public static func requirements(environment: [String: String], here: String?) -> [RuntimeCheck] {
        [compilerCheck(environment: environment), Sandbox.check(environment: environment), Sandbox.batchJailCheck(), interfacesCheck(here: here)]
    }

    static func compilerCheck(environment: [String: String]) -> RuntimeCheck {
        let fix = "install the Swift toolchain (https://www.swift.org/install/linux/) and put its usr/bin on PATH, or set SWIFTC to its swiftc"
        guard (try? SwiftCompiler.locatePath(environment: environment)) != nil else {
            return RuntimeCheck("swiftc", .missing, "not found on PATH; verify, and build without --no-verify, compile every snippet with it", fix: fix)
        }
        do {
            let compiler = try SwiftCompiler.locate(environment: environment)
            let version = compiler.version.split(separator: "\n").first.map(String.init) ?? ""
            return .found("swiftc", "\(compiler.path): \(version)")
        } catch {
            return RuntimeCheck("swiftc", .missing, error.message, fix: fix)
        }
    }

    static func interfacesCheck(here: String?) -> RuntimeCheck {
        do {
            return .found("interfaces", try InterfaceModules.locate(from: here))
        } catch {
            return RuntimeCheck(
                "interfaces", .missing, error.message + "; Apple-only snippets cannot be typechecked",
                fix: "install coursec whole (make install, or the release archive's share/coursec beside its bin)")
        }
    }
}
