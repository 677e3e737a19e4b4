import CoursecSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification

extension VerifyCommand {
    /// `--bless`: writes what each failing `run` printed into its lesson, prints each
    /// changed line, and says why every other failure was left alone. Exits 1 when one was.
    static func blessOutputs(_ results: [SnippetResult], courses: [Course], console: Console) throws -> ExitCode {
        let plan = OutputBlessing.plan(results, courses: courses) { path in
            FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
        }
        for lesson in plan.lessons {
            try AtomicFile.write(lesson.text, to: lesson.file)
            lesson.changes.forEach { console.print($0.description) }
        }
        plan.refusals.forEach { console.printError($0.description) }
        let snippets = plan.lessons.reduce(0) { $0 + $1.snippets }
        let files = plan.lessons.count
        console.print("blessed \(snippets) \(snippets == 1 ? "snippet" : "snippets") in \(files) \(files == 1 ? "file" : "files"), \(plan.refusals.count) not blessed")
        return plan.refusals.isEmpty ? .success : .failure
    }
}
