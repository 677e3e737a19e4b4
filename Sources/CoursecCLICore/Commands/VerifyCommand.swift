import CourseModel
import CourseParsing
import CoursecSupport
import Foundation
import SnippetVerification

/// `coursec verify`: compiles and runs every snippet and compares what it prints.
enum VerifyCommand: Command {
    static let name = "verify"
    static let abstract = "compiles and runs every snippet and checks what it prints"
    static let operands = "[PATH...]"
    static let about = """
        Checks every snippet of every lesson, in every language: 'swift run' blocks are
        compiled with the course's and the lesson's support files, run, and their output
        compared line by line with the 'output' block; 'typecheck' blocks are compiled;
        'parse', 'apple' and 'step' blocks are syntax-checked; 'ignore' blocks are skipped.
        PATH is a course folder (with course.json), a folder of courses, a language folder
        of a course (tr/), or a lesson file; the default is the courses folder. A PATH with no lesson
        in it is an error. See docs/verify.md.
        """
    static let jobs = Option("--jobs", short: "j", value: "N", help: "snippets compiled at once (default: the number of processors)")
    static let format = Option("--format", value: "F", choices: ["text", "json", "github"], help: """
        text (default), json (one object per snippet), or github
        (workflow annotations); every format ends with the line
        'N passed, N failed, N skipped' except json
        """)
    static let junit = Option("--junit", value: "FILE", help: "also write a JUnit XML report to FILE")
    static let timeout = Option("--timeout", value: "SECONDS", help: "time limit of each program run (default 10)")
    static let noCache = Option(flag: "--no-cache", help: "compile everything again; read and write no cache")
    static let cacheDirectory = Option("--cache-dir", value: "DIR", help: "where results are cached (default .coursec-cache/verify)")
    static let bless = Option(flag: "--bless", help: """
        write what each failing 'swift run' printed into its
        output block or output comments, when the program ran
        to completion; prints each changed line, file:line old → new,
        and why each other failure was not blessed (text format only)
        """)
    static let courses = Option.courses("the courses folder, verified when no PATH is given (default: courses)")
    static let noMerge = Option(flag: "--no-merge", help: "compile every 'swift run' snippet and parse every 'parse' check alone (same results, slower)")
    static let strictMessages = Option(
        flag: "--strict-messages", help: "fail a 'swift compile-error' block whose error swiftc words otherwise at its line")
    static let shard = Option("--shard", value: "K/N", help: """
        verify only shard K of N: a deterministic part of the lessons
        (all languages of a lesson together), balanced by snippets
        """)
    static let options = [jobs, format, junit, timeout, noCache, cacheDirectory, SandboxChoice.noSandbox, bless, courses, noMerge, strictMessages, shard]
    static let helpColumn = 23
    static let epilogue = "Exits 0 when no snippet failed, 1 when one did or a lesson has an error."


    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        let format = try arguments.choice(Self.format) ?? "text"
        var options = VerifierOptions.forCommand(
            cacheDirectory: arguments.value(cacheDirectory).map(console.resolve) ?? console.besideCourses(VerifierOptions.commandCacheFolder, arguments),
            compilerMemo: console.besideCourses(VerifierOptions.commandCompilerFolder, arguments),
            environment: console.environment, sandbox: SandboxChoice.fromArguments(arguments, console: console),
            here: console.currentDirectory, warn: { console.printError($0) })
        options.jobs = try arguments.int(jobs, range: 1...512) ?? options.jobs
        options.useCache = !arguments.has(noCache)
        options.mergesRuns = !arguments.has(noMerge)
        options.strictMessages = arguments.has(strictMessages)
        if let raw = arguments.value(timeout) {
            guard let seconds = Double(raw), seconds > 0, seconds <= 86_400 else {
                throw Arguments.UsageError(message: "--timeout needs a number of seconds above 0, not '\(raw)'")
            }
            options.limits.runSeconds = seconds
        }
        let part = try arguments.value(shard).map { raw throws(Arguments.UsageError) in
            guard let part = VerificationShard(parsing: raw) else {
                throw Arguments.UsageError(message: "--shard needs K/N with 1 <= K <= N, not '\(raw)'")
            }
            return part
        }
        if arguments.has(bless), format != "text" || arguments.value(Self.junit) != nil {
            throw Arguments.UsageError(message: "--bless reports in text only (no --format json/github, no --junit)")
        }
        let junit = arguments.value(Self.junit).map(console.resolve)
        if let junit { try JUnitReport.checkDestination(junit) }
        let paths = arguments.positionals.isEmpty ? [try console.coursesFolder(arguments)] : arguments.positionals.map(console.resolve)
        let starting = BackgroundResult { [options] () throws(CourseError) in try Verifier(options: options) }
        // A broken lesson is reported and left out; every other lesson is still verified.
        // --no-cache measures and checks from nothing: lessons are parsed too.
        let parseCache = options.useCache
            ? ParseCache(directory: console.besideCourses(ParseCache.commandFolder, arguments), signingKey: CacheEntry.signingKey(in: console.environment))
            : nil
        let load = CourseLoader(parseCache: parseCache).load(paths: paths)
        let errors = ReportedError.all(in: load)
        // In github's report they are annotations, on standard output with the rest.
        if format != "github" { errors.forEach { console.printError($0.error.description) } }
        var courses = load.courses
        if let part { courses = part.select(courses) }
        guard !courses.flatMap(\.lessons).isEmpty || load.errors.isEmpty else {
            // Nothing was verified, so no summary: only the errors. Waited for even so:
            // exiting under it would cut `swiftc --version` off before its scratch folder
            // is removed, and leave that folder in TMPDIR.
            _ = try? starting.get()
            try report([], errors: errors, summary: nil, format: format, junit: junit, console: console)
            return .failure
        }
        let verifier = try starting.get()
        let results = verifier.verify(courses) { done, total in
            console.progress("verifying snippets: \(done)/\(total)")
        }
        console.endProgress()
        if arguments.has(bless) {
            let blessed = try blessOutputs(results, courses: courses, console: console)
            return load.errors.isEmpty ? blessed : .failure
        }

        let summary = VerificationSummary(results, lessonErrors: load.errors.count, lessonsLeftOut: load.leftOutCount)
        try report(results, errors: errors, summary: summary, format: format, junit: junit, console: console)
        return summary.succeeded ? .success : .failure
    }

    /// Prints the report in `format` and writes the JUnit file: the lesson errors (printed
    /// on standard error already, except in github's report), the failures and notes, then
    /// the summary, last; nil when no lesson was left to verify, which prints none.
    static func report(
        _ results: [SnippetResult], errors: [ReportedError], summary: VerificationSummary?, format: String, junit: String?, console: Console
    ) throws(CourseError) {
        // The report is written before the summary, so the summary is the last line printed.
        if let junit { try JUnitReport.write(results, errors: errors, to: junit) }
        switch format {
        case "json":
            console.print(JSONReport.value(results, errors: errors).serialized(pretty: true))
        case "github":
            GitHubReport.lines(results, errors: errors, summary: summary).forEach(console.print)
        default:
            for result in results {
                if result.status == .failed { FailureDescription(result).lines.forEach(console.printError) }
                if let note = result.note { console.printError("\(result.file):\(result.line): note: \(note)") }
            }
            if let summary { console.printSummary(summary.line, failed: !summary.succeeded) }
        }
    }
}
