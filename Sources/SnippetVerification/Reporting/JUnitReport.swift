import CourseModel
import CoursecSupport
import Foundation

/// `verify --junit FILE`: the results as a JUnit XML document, described as an
/// `XMLElementValue`. libxml2 serializes it in SiteRendering's interop file, the
/// one module that imports libxml2, so the verifier never links it; the control
/// characters a snippet prints are made visible there (`\u{1B}`), as on every page.
public enum JUnitReport {
    /// One `<testsuite>` per lesson file, one `<testcase>` per snippet.
    public static func document(_ results: [SnippetResult]) -> XMLElementValue {
        let summary = VerificationSummary(results)
        var root = XMLElementValue("testsuites", [
            "name": "coursec verify", "tests": "\(results.count)", "failures": "\(summary.failed)",
            "skipped": "\(summary.skipped)", "time": seconds(results.map(\.seconds).reduce(0, +)),
        ])
        var files: [String] = []
        for result in results where !files.contains(result.file) { files.append(result.file) }
        for file in files {
            let cases = results.filter { $0.file == file }
            let lessonSummary = VerificationSummary(cases)
            root.append(XMLElementValue("testsuite", [
                "name": file, "tests": "\(cases.count)", "failures": "\(lessonSummary.failed)",
                "skipped": "\(lessonSummary.skipped)", "time": seconds(cases.map(\.seconds).reduce(0, +)),
            ], children: cases.map { .element(testCase($0)) }))
        }
        return root
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
