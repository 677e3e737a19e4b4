import CourseModel
import CourseParsing
import Foundation
import SnippetVerification

/// Tries listings no hidden test covers, as the book import's last evidence: each is
/// verified alone, sandboxed like every snippet, first as `swift run` (when it states
/// its output: `OutputConvention.statesOutput`) and, failing that, as `swift typecheck`.
public struct ListingTrial: Sendable {
    public var options: VerifierOptions

    public init(options: VerifierOptions) {
        self.options = options
    }

    /// What each listing proved to be: `run` when it printed what its comments say,
    /// `typecheck` when it compiled, nil when it did neither.
    func roles(for codes: [String]) -> [BlockRole?] {
        guard !codes.isEmpty else { return [] }
        var roles = [BlockRole?](repeating: nil, count: codes.count)
        let runnable = codes.indices.filter { OutputConvention.statesOutput(codes[$0]) }
        for (index, passed) in zip(runnable, attempt(runnable.map { codes[$0] }, role: .run)) where passed {
            roles[index] = .run
        }
        let rest = codes.indices.filter { roles[$0] == nil }
        for (index, passed) in zip(rest, attempt(rest.map { codes[$0] }, role: .typecheck)) where passed {
            roles[index] = .typecheck
        }
        return roles
    }

    /// What `code` proves to be after `context` (the Markdown of the group's earlier blocks,
    /// as the lesson will hold them), in `group`: `run`, `typecheck` or nil.
    func role(for code: String, after context: String, group: String) -> BlockRole? {
        let roles = OutputConvention.statesOutput(code) ? [BlockRole.run, .typecheck] : [.typecheck]
        for role in roles where attempt(context + LessonMarkdownWriter.fence(info: "swift \(role.rawValue) group=\(group)", code: code.hasSuffix("\n") ? code : code + "\n") + "\n") {
            return role
        }
        return nil
    }

    /// Whether the lesson body's last block passes (and every block before it).
    private func attempt(_ body: String) -> Bool {
        guard let (lesson, results) = verify(bodies: [body])[0], let last = lesson.blocks.last else { return false }
        return results.contains { $0.blockIndex == last.index && $0.status == .passed }
    }

    /// Whether each code passes as a block of `role`, each in a lesson of its own so a
    /// listing the parser refuses (a run block whose comments it cannot read) fails alone.
    private func attempt(_ codes: [String], role: BlockRole) -> [Bool] {
        let bodies = codes.map { LessonMarkdownWriter.fence(info: "swift " + role.rawValue, code: $0.hasSuffix("\n") ? $0 : $0 + "\n") + "\n" }
        return verify(bodies: bodies).map { $0?.results.contains { $0.status == .passed } ?? false }
    }

    /// The results of verifying `course` as verify would.
    func results(of course: Course) -> [SnippetResult] {
        guard let verifier = try? Verifier(options: options) else { return [] }
        return verifier.verify([course])
    }

    /// Verifies each lesson body (what follows the front matter) as a lesson of its own,
    /// all in one course so the verifier runs them side by side: for each, the lesson and
    /// its results, or nil when the parser refuses the body.
    func verify(bodies: [String]) -> [(lesson: Lesson, results: [SnippetResult])?] {
        guard !bodies.isEmpty, let verifier = try? Verifier(options: options) else { return bodies.map { _ in nil } }
        let folder = NSTemporaryDirectory() + "coursec-trial-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lessons: [Int: Lesson] = [:]
        for (index, body) in bodies.enumerated() {
            let id = "trial-\(index + 1)"
            let text = "---\nid: \(id)\ntitle: Trial\n---\n\n" + body
            let file = folder + "/trial/en/" + Lesson.fileName(id: id, number: index + 1)
            lessons[index] = try? LessonParser(language: "en", course: "trial", includeBase: folder + "/trial").parse(text, file: file)
        }
        let parsed = bodies.indices.compactMap { lessons[$0] }
        let course = Course(
            id: "trial", directory: folder + "/trial", titles: ["en": "Trial"], sourceLanguage: "en",
            lessonOrder: parsed.map(\.id), supportFiles: [], lessons: parsed)
        let results = Dictionary(grouping: verifier.verify([course]), by: \.lesson)
        return bodies.indices.map { index in lessons[index].map { ($0, results[$0.id] ?? []) } }
    }
}
