import CourseModel
import CoursecSupport
import Foundation

/// Earlier versions of a lesson file, from git: a translation records only the
/// hash of the source it was made from, and git keeps the text behind it.
///
/// Every translation of one outdated source asks for the same text: each answer is
/// kept, so git walks a file's history once per status or build.
public final class SourceHistory: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String: String?] = [:]

    public init() {}

    /// The text of `file` as it was when its hash was `hash`, searching the file's commits.
    public func text(of file: String, withHash hash: String) -> String? {
        let key = file + "\u{0}" + hash
        if let known = lock.withLock({ found[key] }) { return known }
        let text = search(file, hash)
        lock.withLock { found[key] = .some(text) }
        return text
    }

    private func search(_ file: String, _ hash: String) -> String? {
        let directory = FilePath(file).deletingLastComponent.spelling
        let name = "./" + FilePath(file).lastComponent
        guard let log = git(["log", "--format=%H", "--", name], in: directory) else { return nil }
        for commit in log.split(separator: "\n") {
            if let text = git(["show", "\(commit):\(name)"], in: directory), LessonHash.of(text) == hash {
                return text
            }
        }
        return nil
    }

    private func git(_ arguments: [String], in directory: String) -> String? {
        guard let run = try? CapturedProcess.run("/usr/bin/env", ["git", "-C", directory.isEmpty ? "." : directory] + arguments),
              run.status == 0 else { return nil }
        return String(data: run.output, encoding: .utf8)
    }
}
