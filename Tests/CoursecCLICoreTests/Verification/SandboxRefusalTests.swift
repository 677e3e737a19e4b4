import CoursecTestSupport
import Foundation
import Testing

/// What `coursec verify` says where bubblewrap cannot start, and what --no-sandbox does then.
@Suite(.tags(.compiles)) struct SandboxRefusalTests {
    @Test func refusedNamespacesStopVerifyWithAnErrorNamingNoSandbox() throws {
        let fixture = try FixtureCourse(lessons: ["plain"])
        defer { fixture.remove() }
        try fixture.write("tr/01-plain.md", LessonText.make(id: "plain", runs: [("print(1)", "1")]))
        // A bwrap that fails as it does where the kernel refuses user namespaces.
        try fixture.write("bin/bwrap", "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n")
        chmod(fixture.path("bin/bwrap"), 0o755)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = fixture.path("bin") + ":" + (environment["PATH"] ?? "/usr/bin:/bin")

        let refused = CLIRun.run(["verify", fixture.directory, "--no-cache"], in: fixture.root, environment: environment)
        #expect(refused.status == 1)
        #expect(refused.err == "error: the snippet sandbox cannot start (bwrap: No permissions to create new namespace): this kernel or container refuses the namespaces bubblewrap needs; run verify with --no-sandbox to compile and run snippets without it, only for lessons you trust\n")

        let unsandboxed = CLIRun.run(["verify", fixture.directory, "--no-cache", "--no-sandbox"], in: fixture.root, environment: environment)
        #expect(unsandboxed.status == 0)
        #expect(unsandboxed.out == "1 passed, 0 failed, 0 skipped\n")
        #expect(unsandboxed.err == "warning: --no-sandbox: snippets are compiled and run without the sandbox, with this user's access to files, network and processes; only for lessons you trust\n")
    }
}
