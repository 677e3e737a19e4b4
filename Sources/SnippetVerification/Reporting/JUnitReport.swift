import CourseModel
import CoursecSupport
import Foundation

/// `verify --junit FILE`: the results as a JUnit XML document, described as an
/// `XMLElementValue`. libxml2 serializes it in SiteRendering's interop file, the
/// one module that imports libxml2, so the verifier never links it; the control
/// characters a snippet prints are made visible there (`\u{1B}`), as on every page.
public enum JUnitReport {
    /// One `<testsuite>` per file, one `<testcase>` per snippet, and one per file with
    /// errors that left a lesson or a course out (an `<error>` holding every error of it),
    /// first: a dashboard that counts only snippets would show the run green.
    public static func document(_ results: [SnippetResult], errors: [ReportedError] = []) -> XMLElementValue {
        let summary = VerificationSummary(results)
        let errorCases = errorCases(errors)
        var root = XMLElementValue("testsuites", [
            "name": "coursec verify", "tests": "\(results.count + errorCases.count)", "failures": "\(summary.failed)",
            "errors": "\(errorCases.count)", "skipped": "\(summary.skipped)", "time": seconds(results.map(\.seconds).reduce(0, +)),
        ])
        var files: [String] = errorCases.map(\.file)
        for result in results where !files.contains(result.file) { files.append(result.file) }
        for file in files {
            let cases = results.filter { $0.file == file }
            let errored = errorCases.filter { $0.file == file }.map(\.element)
            let lessonSummary = VerificationSummary(cases)
            root.append(XMLElementValue("testsuite", [
                "name": file, "tests": "\(cases.count + errored.count)", "failures": "\(lessonSummary.failed)",
                "errors": "\(errored.count)", "skipped": "\(lessonSummary.skipped)", "time": seconds(cases.map(\.seconds).reduce(0, +)),
            ], children: errored.map { .element($0) } + cases.map { .element(testCase($0)) }))
        }
        return root
    }

    /// A test case per file with errors, named as a snippet's is, `file:line lesson`
    /// (`course` for an error that is no lesson's), at its first error's line: the
    /// `<error>`'s message is that error's, its text every error of the file,
    /// `file:line: error: message`.
    // Not optimized: Swift 6.3.1's optimizer crashes on this function in a release build
    // (`Found ownership error?!` in CopyPropagation, on a borrow of a `ReportedError`),
    // written as a closure or as a loop; it runs once per report, over a few errors.
    @_optimize(none)
    private static func errorCases(_ errors: [ReportedError]) -> [(file: String, element: XMLElementValue)] {
        var files: [String] = []
        var byFile: [String: [ReportedError]] = [:]
        for error in errors {
            let file = error.file ?? ""
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(error)
        }
        var cases: [(file: String, element: XMLElementValue)] = []
        for file in files {
            guard let ofFile = byFile[file], let first = ofFile.first else { continue }
            let line = first.line.map { ":\($0)" } ?? ""
            var text: [String] = []
            for error in ofFile { text.append(error.error.description) }
            var testCase = XMLElementValue("testcase", [
                "classname": first.className, "name": "\(file)\(line) \(first.kind.rawValue)",
                "file": file, "line": "\(first.line ?? 1)", "time": seconds(0),
            ])
            testCase.append(XMLElementValue("error", ["message": first.error.message, "type": "\(first.kind.rawValue) error"],
                                            text: text.joined(separator: "\n")))
            cases.append((file, testCase))
        }
        return cases
    }

    /// Throws unless `path`'s folder exists and is writable: `verify` asks before compiling
    /// anything, so a mistyped folder does not cost a whole run.
    public static func checkDestination(_ path: String) throws(CourseError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        guard access(folder.isEmpty ? "/" : folder, W_OK) == 0 else {
            throw CourseError("cannot write the JUnit report: its folder does not exist or is not writable", file: path)
        }
    }

    private static func testCase(_ result: SnippetResult) -> XMLElementValue {
        let name = [result.role.rawValue, result.name].compactMap { $0 }.joined(separator: " ")
        var testCase = XMLElementValue("testcase", [
            "classname": [result.course, result.language, result.lesson].compactMap { $0 }.joined(separator: "."),
            "name": "\(result.file):\(result.line) \(name)",
            "file": result.file, "line": "\(result.line)", "time": seconds(result.seconds),
        ])
        switch result.status {
        case .passed:
            break
        case .skipped:
            testCase.append(XMLElementValue("skipped", ["message": result.reason ?? ""]))
        case .failed:
            testCase.append(XMLElementValue("failure", ["message": result.reason ?? "failed"],
                                            text: FailureDescription(result).lines.joined(separator: "\n")))
        }
        return testCase
    }

    private static func seconds(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
