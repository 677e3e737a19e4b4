import CoursecTestSupport
import Foundation

/// A GitHub Actions workflow run here as a runner runs it (docs/ci.md, "How it is tested"):
/// its jobs in order, a matrix's values one after another, each job on a fresh copy of
/// `courses/` with a `RUNNER_TEMP` of its own that holds the release archive; every `run:`
/// step as read from the YAML, with bash as Actions starts it, and after a failed step only
/// those marked `if: always()`; the `uses:` steps a course repository's workflow has, done
/// on the test's folders. Anything else is a failure.
struct WorkflowRun {
    /// One step that ran (a `run:`, or a `uses:` done here), with what it printed.
    struct Step {
        var job: String
        var name: String
        var status: Int32
        var out: String
        var err: String
    }

    /// A failure of the workflow's text itself: an expression or action the test does not know.
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    let archive: String
    let folder: TemporaryDirectory
    /// What `${{ secrets.COURSEC_CACHE_KEY }}` is.
    let cacheKey = "course-ci-test-key"
    private(set) var steps: [Step] = []

    init(archive: String) {
        self.archive = archive
        folder = TemporaryDirectory("workflow")
    }

    var artifacts: String { folder.file("artifacts") }

    /// The YAML file at `path` as JSON values, read by PyYAML; mappings as `[[key, value], …]`
    /// pairs, so jobs and steps keep the order they are written in, and scalars as the
    /// text YAML gives them (`true`, `4`).
    static func yaml(_ path: String) throws -> Any {
        let script = """
            import json, sys, yaml
            def ordered(value):
                if isinstance(value, bool):
                    return "true" if value else "false"
                if isinstance(value, (int, float)):
                    return str(value)
                if isinstance(value, dict):
                    return [[str(key), ordered(item)] for key, item in value.items()]
                if isinstance(value, list):
                    return [ordered(item) for item in value]
                return value
            with open(sys.argv[1], encoding="utf-8") as file:
                json.dump(ordered(yaml.safe_load(file)), sys.stdout)
            """
        let run = try BuiltExecutable.run(["python3", "-c", script, path], in: "/", executable: "/usr/bin/env")
        guard run.status == 0 else { throw Unsupported(description: "\(path) does not parse as YAML: \(run.err)") }
        return try JSONSerialization.jsonObject(with: Data(run.out.utf8), options: [.fragmentsAllowed])
    }

    /// Runs every job of `workflow` (the YAML file) with the composite action in `action`
    /// standing for `uses: OWNER/coursec@…`.
    mutating func run(workflow: String, action: String) throws {
        let document = try Self.yaml(workflow)
        let actionSteps = try Self.list(Self.value(Self.value(try Self.yaml(action), "runs"), "steps"))
        let inputs = try Self.pairs(Self.value(try Self.yaml(action), "inputs")).map { name, input in
            ("inputs.\(name)", String(describing: try Self.value(input, "default")))
        }
        // A job whose `needs` failed is skipped, as on GitHub.
        var failedJobs: Set<String> = []
        for (name, job) in try Self.pairs(Self.value(document, "jobs")) {
            let needs = Self.optional(job, "needs").map { ($0 as? [Any]) ?? [$0] }?.map { "\($0)" } ?? []
            guard failedJobs.isDisjoint(with: needs) else {
                failedJobs.insert(name)
                continue
            }
            let matrix = Self.optional(Self.optional(job, "strategy"), "matrix")
            let shards: [String?] = try matrix.map { try Self.list(Self.value($0, "shard")).map { "\($0)" } } ?? [nil]
            for shard in shards {
                var expressions = Dictionary(uniqueKeysWithValues: inputs)
                expressions["secrets.COURSEC_CACHE_KEY"] = cacheKey
                expressions["github.action_repository"] = "OWNER/coursec"
                if let shard {
                    expressions["matrix.shard"] = "\(shard)"
                    expressions["strategy.job-total"] = "\(shards.count)"
                }
                let before = steps.count
                try runJob(shard.map { "\(name) \($0)" } ?? name, job, actionSteps: actionSteps, expressions: expressions)
                if steps[before...].contains(where: { $0.status != 0 }) { failedJobs.insert(name) }
            }
        }
    }

    /// The coursec the action installed for the job named `job`.
    func installed(_ job: String) -> String { folder.file("jobs/\(job)/temp/coursec/bin/coursec") }

    /// The workspace of the job named `job`: where its checkout is.
    func workspace(_ job: String) -> String { folder.file("jobs/\(job)/workspace") }

    private mutating func runJob(_ name: String, _ job: Any, actionSteps: [Any], expressions: [String: String]) throws {
        let workspace = self.workspace(name)
        let runnerTemp = folder.file("jobs/\(name)/temp")
        try FileManager.default.createDirectory(atPath: runnerTemp, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        // Where the action's download step looks first: this runner has the archive.
        try FileManager.default.copyItem(atPath: archive, toPath: (runnerTemp as NSString).appendingPathComponent((archive as NSString).lastPathComponent))
        let pathFile = (runnerTemp as NSString).appendingPathComponent("github-path")
        let envFile = (runnerTemp as NSString).appendingPathComponent("github-env")
        FileManager.default.createFile(atPath: pathFile, contents: nil)
        FileManager.default.createFile(atPath: envFile, contents: nil)
        let jobEnvironment = try Self.environment(Self.optional(job, "env"), expressions)
        // As on a runner: after a step fails, only the steps marked `if: always()` run.
        var failed = false
        for step in try Self.list(Self.value(job, "steps")) {
            let composite = (Self.optional(step, "uses") as? String)?.hasPrefix("OWNER/coursec@") == true
            for step in composite ? actionSteps : [step] {
                guard !failed || Self.optional(step, "if") as? String == "always()" else { continue }
                try runStep(step, job: name, workspace: workspace, runnerTemp: runnerTemp, environment: jobEnvironment, expressions: expressions)
                failed = failed || steps.last?.status != 0
            }
        }
    }

    private mutating func runStep(
        _ step: Any, job: String, workspace: String, runnerTemp: String, environment: [String: String], expressions: [String: String]
    ) throws {
        let with = Self.optional(step, "with")
        func argument(_ key: String) throws -> String {
            try Self.evaluate(String(describing: try Self.value(with as Any, key)), expressions)
        }
        if let uses = Self.optional(step, "uses") as? String {
            let action = String(uses.prefix { $0 != "@" })
            let manager = FileManager.default
            switch action {
            case "actions/checkout":
                // A repository that holds only courses/, checked out fresh for each job.
                try manager.copyItem(atPath: Repository.path("courses"), toPath: (workspace as NSString).appendingPathComponent("courses"))
            case "actions/cache":
                // A first run: nothing to restore; what is saved is not read again here.
                break
            case "actions/upload-artifact":
                let source = (workspace as NSString).appendingPathComponent(try argument("path"))
                let target = (artifacts as NSString).appendingPathComponent(try argument("name"))
                try manager.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
                var isFolder: ObjCBool = false
                if !manager.fileExists(atPath: source, isDirectory: &isFolder) {
                    // `if-no-files-found: warn`, the action's default: the step passes, uploading nothing.
                } else if isFolder.boolValue {
                    try manager.copyItem(atPath: source, toPath: target)
                } else {
                    try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
                    try manager.copyItem(atPath: source, toPath: (target as NSString).appendingPathComponent((source as NSString).lastPathComponent))
                }
            case "actions/download-artifact":
                let pattern = try argument("pattern")
                guard pattern.hasSuffix("*"), try argument("merge-multiple") == "true" else {
                    throw Unsupported(description: "\(job): download-artifact as the test does it takes a pattern NAME-* and merge-multiple")
                }
                let target = (workspace as NSString).appendingPathComponent(try argument("path"))
                try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
                for name in try manager.contentsOfDirectory(atPath: artifacts).sorted() where name.hasPrefix(String(pattern.dropLast())) {
                    let from = (artifacts as NSString).appendingPathComponent(name)
                    // Merged by file, as merge-multiple does: entries are named by their keys.
                    for entry in manager.subpaths(atPath: from) ?? [] {
                        let source = (from as NSString).appendingPathComponent(entry)
                        let destination = (target as NSString).appendingPathComponent(entry)
                        var isFolder: ObjCBool = false
                        manager.fileExists(atPath: source, isDirectory: &isFolder)
                        if isFolder.boolValue {
                            try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
                        } else if !manager.fileExists(atPath: destination) {
                            try manager.copyItem(atPath: source, toPath: destination)
                        }
                    }
                }
            case "actions/upload-pages-artifact":
                let site = (workspace as NSString).appendingPathComponent(try argument("path"))
                guard manager.fileExists(atPath: (site as NSString).appendingPathComponent("index.html")) else {
                    throw Unsupported(description: "\(job): upload-pages-artifact: no index.html in \(site)")
                }
            case "actions/deploy-pages":
                // Publishing is GitHub's; what it publishes was checked by upload-pages-artifact.
                break
            default:
                throw Unsupported(description: "\(job): the test does not know the action '\(uses)'")
            }
            steps.append(Step(job: job, name: uses, status: 0, out: "", err: ""))
            return
        }
        guard let script = Self.optional(step, "run") as? String else {
            throw Unsupported(description: "\(job): a step with neither run nor uses")
        }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        variables.merge(try Self.environment(Self.optional(step, "env"), expressions)) { _, new in new }
        let pathFile = (runnerTemp as NSString).appendingPathComponent("github-path")
        let envFile = (runnerTemp as NSString).appendingPathComponent("github-env")
        variables["CI"] = "true"
        variables["GITHUB_ACTIONS"] = "true"
        variables["GITHUB_WORKSPACE"] = workspace
        variables["RUNNER_TEMP"] = runnerTemp
        variables["GITHUB_PATH"] = pathFile
        variables["GITHUB_ENV"] = envFile
        // What earlier steps added to GITHUB_PATH comes first, the last added first of all.
        let added = (try String(contentsOfFile: pathFile, encoding: .utf8)).split(separator: "\n").map(String.init).reversed()
        variables["PATH"] = (added + [variables["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
        for line in (try String(contentsOfFile: envFile, encoding: .utf8)).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            variables[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        let file = (runnerTemp as NSString).appendingPathComponent("step-\(steps.count).sh")
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltExecutable.run(
            ["--noprofile", "--norc", "-eo", "pipefail", file], in: workspace, executable: "/bin/bash", environment: variables)
        let name = (Self.optional(step, "name") as? String) ?? script
        steps.append(Step(job: job, name: name, status: run.status, out: run.out, err: run.err))
    }

    /// `${{ … }}` replaced by the values the test gives; any other expression is an error.
    static func evaluate(_ text: String, _ expressions: [String: String]) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { throw Unsupported(description: "an unclosed expression in '\(text)'") }
            let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let value = expressions[expression] else { throw Unsupported(description: "the test does not know '${{ \(expression) }}'") }
            result += rest[..<open.lowerBound] + value
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    private static func environment(_ value: Any?, _ expressions: [String: String]) throws -> [String: String] {
        guard let value else { return [:] }
        return Dictionary(uniqueKeysWithValues: try pairs(value).map { ($0, try evaluate(String(describing: $1), expressions)) })
    }

    /// A mapping's `[key, value]` pairs, in order.
    static func pairs(_ value: Any) throws -> [(String, Any)] {
        try list(value).map { pair in
            guard let pair = pair as? [Any], pair.count == 2, let key = pair[0] as? String else {
                throw Unsupported(description: "not a mapping: \(value)")
            }
            return (key, pair[1])
        }
    }

    static func list(_ value: Any) throws -> [Any] {
        guard let list = value as? [Any] else { throw Unsupported(description: "not a list: \(value)") }
        return list
    }

    static func optional(_ mapping: Any?, _ key: String) -> Any? {
        guard let mapping, let pairs = try? pairs(mapping) else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    static func value(_ mapping: Any, _ key: String) throws -> Any {
        guard let value = optional(mapping, key) else { throw Unsupported(description: "no '\(key)' in \(mapping)") }
        return value
    }
}
