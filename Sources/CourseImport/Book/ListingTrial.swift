import CourseModel
import CourseParsing
import Foundation
import SnippetVerification

/// Tries listings no hidden test covers, as the book import's last evidence: each is
/// verified alone, sandboxed like every snippet, first as `swift run` (when it has
/// `// Prints` comments) and, failing that, as `swift typecheck`.
public struct ListingTrial: Sendable {
    public var options: VerifierOptions

    public init(options: VerifierOptions) {
        self.options = options
    }

    /// What each listing proved to be: `run` when it printed what its comments say,
    /// `typecheck` when it compiled, nil when it did neither.
    func roles(for codes: [String]) -> [String?] {
        guard !codes.isEmpty else { return [] }
        var roles = [String?](repeating: nil, count: codes.count)
        let runnable = codes.indices.filter { codes[$0].contains("// Prints \"") }
        for (index, passed) in zip(runnable, attempt(runnable.map { codes[$0] }, role: "run")) where passed {
            roles[index] = "run"
        }
        let rest = codes.indices.filter { roles[$0] == nil }
        for (index, passed) in zip(rest, attempt(rest.map { codes[$0] }, role: "typecheck")) where passed {
            roles[index] = "typecheck"
        }
        return roles
    }

    /// What `code` proves to be after `context` (the Markdown of the group's earlier blocks,
    /// as the lesson will hold them), in `group`: `run`, `typecheck` or nil.
    func role(for code: String, after context: String, group: String) -> String? {
        let roles = code.contains("// Prints \"") ? ["run", "typecheck"] : ["typecheck"]
        for role in roles where attempt(context + LessonMarkdownWriter.fence(info: "swift \(role) group=\(group)", code: code.hasSuffix("\n") ? code : code + "\n") + "\n") {
            return role
        }
        return nil
    }

    /// Whether the lesson body's last block passes (and every block before it).
    private func attempt(_ body: String) -> Bool {
        guard let verifier = try? Verifier(options: options) else { return false }
        let folder = NSTemporaryDirectory() + "coursec-trial-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "---\nid: trial\ntitle: Trial\n---\n\n" + body
        guard let lesson = try? LessonParser(language: "en", course: "trial", includeBase: folder + "/trial").parse(text, file: folder + "/trial/en/01-trial.md"),
              let last = lesson.blocks.last else { return false }
        let course = Course(
            id: "trial", directory: folder + "/trial", titles: ["en": "Trial"], sourceLanguage: "en",
            lessonOrder: [lesson.id], supportFiles: [], lessons: [lesson])
        let results = verifier.verify([course])
        return results.contains { $0.blockIndex == last.index && $0.status == .passed }
    }

    /// Whether each code passes as a block of `role`, each in a lesson of its own so a
    /// listing the parser refuses (a run block whose comments it cannot read) fails alone.
    private func attempt(_ codes: [String], role: String) -> [Bool] {
        guard !codes.isEmpty, let verifier = try? Verifier(options: options) else { return codes.map { _ in false } }
        let folder = NSTemporaryDirectory() + "coursec-trial-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lessons: [Lesson] = []
        var lessonOfCode: [Int: String] = [:]
        for (index, code) in codes.enumerated() {
            let id = "trial-\(index + 1)"
            let text = "---\nid: \(id)\ntitle: Trial\n---\n\n" + LessonMarkdownWriter.fence(info: "swift " + role, code: code.hasSuffix("\n") ? code : code + "\n") + "\n"
            let file = folder + "/trial/en/" + Lesson.fileName(id: id, number: index + 1)
            guard let lesson = try? LessonParser(language: "en", course: "trial", includeBase: folder + "/trial").parse(text, file: file) else { continue }
            lessons.append(lesson)
            lessonOfCode[index] = id
        }
        let course = Course(
            id: "trial", directory: folder + "/trial", titles: ["en": "Trial"], sourceLanguage: "en",
            lessonOrder: lessons.map(\.id), supportFiles: [], lessons: lessons)
        let passed = Set(verifier.verify([course]).filter { $0.status == .passed }.map(\.lesson))
        return codes.indices.map { lessonOfCode[$0].map(passed.contains) ?? false }
    }
}
