import CourseModel
import CoursecSupport
import Foundation

/// Earlier versions of a lesson file, from git: a translation records only the
/// hash of the source it was made from, and git keeps the text behind it.
///
/// Every translation of one outdated source asks for the same text: each answer is
/// kept, so git walks a file's history once per status or build.
public final class SourceHistory: Sendable {
    private let found = Memo<String, String?>()

    public init() {}

    /// The text of `file` as it was when its hash was `hash`: kept beside the course by
    /// `translate` (`TranslationStore`), or else searched for in the file's commits.
    public func text(of file: String, withHash hash: String) -> String? {
        let key = file + "\u{0}" + hash
        return found.value(for: key) { TranslationStore.text(ofSource: file, hash: hash) ?? search(file, hash) }
    }

    /// The translation `file` as it was stamped with `reference`: the oldest of the newest
    /// commits that all record it, which is the translator's first committed work under
    /// that stamp (a scaffold translated before it was committed is compared as translated),
    /// or else the text `translate` or `translate --update` kept beside the course
    /// (`TranslationStore`). `translate --update` compares the translation with it to tell
    /// which of the source's changed sections were translated since.
    public func textAsStamped(_ file: String, reference: TranslationReference) -> String? {
        committedAsStamped(file, reference) ?? TranslationStore.text(ofTranslation: file, reference: reference)
    }

    private func committedAsStamped(_ file: String, _ reference: TranslationReference) -> String? {
        let stamp = "translation-of: " + reference.frontMatterValue
        var stamped: String?
        walk(file) { text in
            let records = text.textLines.contains { $0.trimmingTrailingWhitespace() == stamp }
            if records { stamped = text } else if stamped != nil { return false }
            return true
        }
        return stamped
    }

    private func search(_ file: String, _ hash: String) -> String? {
        var found: String?
        walk(file) { text in
            if LessonHash.of(text) == hash { found = text }
            return found == nil
        }
        return found
    }

    /// The file's committed texts, newest first, while `body` says go on.
    private func walk(_ file: String, _ body: (String) -> Bool) {
        let directory = FilePath(file).deletingLastComponent.spelling
        let name = "./" + FilePath(file).lastComponent
        guard let log = git(["log", "--format=%H", "--", name], in: directory) else { return }
        for commit in log.split(separator: "\n") {
            if let text = git(["show", "\(commit):\(name)"], in: directory), !body(text) { return }
        }
    }

    private func git(_ arguments: [String], in directory: String) -> String? {
        guard let run = try? CapturedProcess.run("/usr/bin/env", ["git", "-C", directory.isEmpty ? "." : directory] + arguments),
              run.status == 0 else { return nil }
        return String(data: run.output, encoding: .utf8)
    }
}
