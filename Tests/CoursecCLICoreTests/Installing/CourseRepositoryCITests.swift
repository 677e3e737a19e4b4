import CoursecCLICore
import CoursecTestSupport
import Foundation
import Testing

/// docs/ci.md's workflow, run from the release archive on a copy of `courses/`: its
/// `run:` lines are read from docs/ci/github-workflow.yml and action.yml, never copied.
@Suite(.tags(.binary, .compiles, .sandbox, .pagefind), .serialized) struct CourseRepositoryCITests {
    /// `make dist`'s archive when `.ci/run` names it; otherwise the same layout made by
    /// the script `make dist` uses, from the tests' own coursec.
    static func archive(in folder: TemporaryDirectory) throws -> String {
        if let given = ProcessInfo.processInfo.environment["COURSEC_DIST_ARCHIVE"], !given.isEmpty { return given }
        let made = try BuiltExecutable.run([BuiltCoursec.path, folder.path], in: Repository.root, executable: Repository.path("scripts/dist.sh"))
        #expect(made.status == 0, "\(made.err)")
        return made.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theWorkflowsAndTheActionParseAsYAML() throws {
        for file in ["docs/ci/github-workflow.yml", "docs/ci/gitlab-ci.yml", "action.yml"] {
            #expect(try WorkflowRun.pairs(try WorkflowRun.yaml(Repository.path(file))).isEmpty == false, "\(file)")
        }
    }

    @Test func theActionInstallsTheCurrentRelease() throws {
        let inputs = try WorkflowRun.value(try WorkflowRun.yaml(Repository.path("action.yml")), "inputs")
        #expect(try WorkflowRun.value(try WorkflowRun.value(inputs, "version"), "default") as? String == Coursec.version)
        let gitlab = try WorkflowRun.value(try WorkflowRun.yaml(Repository.path("docs/ci/gitlab-ci.yml")), "variables")
        #expect(try WorkflowRun.value(gitlab, "COURSEC_VERSION") as? String == Coursec.version)
    }

    @Test func theArchiveHoldsTheBinaryItsFoldersAndItsPackages() throws {
        let folder = TemporaryDirectory("dist")
        let archive = try Self.archive(in: folder)
        let name = "coursec-\(Coursec.version)-linux-" + (try BuiltExecutable.run(["-m"], in: "/", executable: "/usr/bin/uname").out.trimmingCharacters(in: .newlines))
        #expect((archive as NSString).lastPathComponent == name + ".tar.gz")
        let listing = try BuiltExecutable.run(["-tzf", archive], in: "/", executable: "/bin/tar")
        let entries = Set(listing.out.split(separator: "\n").map(String.init))
        for entry in [
            "bin/coursec", "libexec/coursec/coursec-jail-init", "README", "share/coursec/debian-packages",
            "share/coursec/templates/page.xsl", "share/coursec/interfaces/",
        ] {
            #expect(entries.contains("\(name)/\(entry)"), "\(entry)")
        }
        let unpacked = try BuiltExecutable.run(["-xzf", archive, "-C", folder.path], in: "/", executable: "/bin/tar")
        #expect(unpacked.status == 0)
        let packages = folder.read("\(name)/share/coursec/debian-packages")?.split(separator: "\n").map(String.init) ?? []
        // What coursec starts or reads, by name; the libraries by their packages' stems,
        // whose versions are those of the Debian the binary was built on.
        #expect(Array(packages.suffix(4)) == ["bubblewrap", "w3c-sgml-lib", "xml-core", "git"])
        for library in ["libcmark-gfm-extensions", "libcmark-gfm0", "libgettextpo", "libjemalloc", "libmicrohttpd", "libssl", "libxml2", "libxslt"] {
            #expect(packages.contains { $0.hasPrefix(library) }, "\(library) in \(packages)")
        }
        let readme = folder.read("\(name)/README") ?? ""
        #expect(readme.contains("    apt-get install " + packages.joined(separator: " ") + "\n"))
    }

    @Test func theGitHubWorkflowsStepsVerifyEveryShardAndBuildTheSiteFromTheirCache() throws {
        let folder = TemporaryDirectory("dist")
        var run = WorkflowRun(archive: try Self.archive(in: folder))
        try run.run(workflow: Repository.path("docs/ci/github-workflow.yml"), action: Repository.path("action.yml"))
        for step in run.steps {
            #expect(step.status == 0, "\(step.job): \(step.name)\n\(step.out)\(step.err)")
        }
        let jobs = run.steps.map(\.job).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(jobs == ["verify 1", "verify 2", "verify 3", "verify 4", "site", "deploy"])
        // Each shard's verify said its summary last, wrote its JUnit file and saved its cache.
        var shardTests = 0
        for shard in 1...4 {
            let verify = try #require(run.steps.first { $0.job == "verify \(shard)" && $0.name == "Verify this shard's lessons" })
            let summary = String(verify.out.split(separator: "\n").last ?? "")
            #expect(summary.wholeMatch(of: /[0-9]+ passed, 0 failed, [0-9]+ skipped/) != nil, "\(verify.out)")
            let junit = try String(contentsOfFile: run.workspace("verify \(shard)") + "/verify-\(shard).xml", encoding: .utf8)
            let tests = try #require(junit.firstMatch(of: /<testsuites [^>]*tests="([0-9]+)" failures="0"/))
            shardTests += Int(tests.1) ?? 0
        }
        // Together the shards verified every snippet of the courses: a whole verify on the
        // site job's merged cache compiles nothing and finds as many.
        let site = run.workspace("site")
        let whole = try BuiltExecutable.run(
            ["verify", "--format", "json"], in: site, executable: run.installed("site"), environment: ["COURSEC_CACHE_KEY": run.cacheKey])
        #expect(whole.status == 0, "\(whole.err)")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(whole.out.utf8)) as? [[String: Any]])
        #expect(results.count == shardTests)
        #expect(results.allSatisfy { $0["cached"] as? Bool == true || $0["check"] as? String == "skip" })
        // The site was built from those results: a badge on every checked snippet.
        let pages = FileManager.default.subpaths(atPath: site + "/site")?.filter { $0.hasSuffix(".html") } ?? []
        let html = try pages.map { try String(contentsOfFile: site + "/site/" + $0, encoding: .utf8) }.joined()
        #expect(!pages.isEmpty)
        #expect(html.contains("class=\"badge badge-verified\""))
        #expect(!html.contains("badge-not-verified"))
    }
}
