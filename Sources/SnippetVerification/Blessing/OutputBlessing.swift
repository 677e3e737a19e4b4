import CourseModel
import CourseParsing

/// Rewrites the expected output of `run` snippets that ran to completion but printed
/// something else, with what they printed: `coursec verify --bless`.
///
/// Only the lines that differ change; a matching line keeps its bytes (trailing
/// spaces, "\r"). An `output` block gets lines added or removed before its closing
/// fence, a run of bare output comments likewise, and a `// Prints "…"` comment
/// gets its quoted text replaced.
public enum OutputBlessing {
    /// What to write, and what was refused, for `results` of `courses`. Lesson files
    /// are read again (raw, CRLF kept); a file that changed since it was parsed is refused.
    public static func plan(_ results: [SnippetResult], courses: [Course], read: (String) -> String?) -> (lessons: [BlessedLesson], refusals: [BlessRefusal]) {
        var refusals: [BlessRefusal] = []
        var blessable: [String: [(SnippetResult, ExpectedOutput)]] = [:]
        let lessons = Dictionary(courses.flatMap(\.lessons).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        for result in results where result.status == .failed {
            guard result.role == .run || result.role == .setup, result.ranToCompletion, result.diagnostics.isEmpty,
                  let lesson = lessons[result.file], let block = lesson.blocks.first(where: { $0.index == result.blockIndex }),
                  let expected = lesson.expectedOutput(of: block)
            else {
                refusals.append(BlessRefusal(file: result.file, line: result.line, reason: refusalReason(result)))
                continue
            }
            // Checked before anything is written: a lesson holding it would no longer load.
            if let line = result.lines.first(where: { $0.actual.flatMap(LessonTextCheck.firstForbiddenControl) != nil }),
               let control = line.actual.flatMap(LessonTextCheck.firstForbiddenControl) {
                refusals.append(BlessRefusal(
                    file: result.file, line: line.lessonLine,
                    reason: "the program prints the control character \(control.visibleEscape), which a lesson cannot hold (\(LessonTextCheck.holds))"))
                continue
            }
            blessable[result.file, default: []].append((result, expected))
        }
        var blessed: [BlessedLesson] = []
        for file in blessable.keys.sorted() {
            let snippets = blessable[file] ?? []
            guard let raw = read(file), raw.withLineFeeds == lessons[file]?.text else {
                refusals += snippets.map { BlessRefusal(file: file, line: $0.0.line, reason: "the lesson changed while it was verified; verify again") }
                continue
            }
            var lines = RawLines(raw)
            var changes: [BlessChange] = []
            var count = 0
            // From the bottom up, so an edit never moves the lines of the next one.
            for (result, expected) in snippets.sorted(by: { $0.1.extraLine > $1.1.extraLine }) {
                do {
                    changes += try rewrite(&lines, expected: expected, printed: result.lines.compactMap(\.actual), file: file)
                    count += 1
                } catch {
                    refusals.append(BlessRefusal(file: file, line: result.line, reason: error.reason))
                }
            }
            guard count > 0 else { continue }
            blessed.append(BlessedLesson(file: file, text: lines.text, changes: changes.sorted { $0.line < $1.line }, snippets: count))
        }
        return (blessed, refusals.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
    }

    static func refusalReason(_ result: SnippetResult) -> String {
        if !result.diagnostics.isEmpty { return "it does not compile (\(result.reason ?? "compiler error"))" }
        if result.role != .run { return "only the output of a 'swift run' block is blessed; this \(result.role.rawValue) block failed: \(result.reason ?? "failed")" }
        return "its program did not run to completion: \(result.reason ?? "failed")"
    }

    struct Refused: Error { var reason: String }

    /// Rewrites one expected output in `lines`; returns the changed lines.
    static func rewrite(_ lines: inout RawLines, expected: ExpectedOutput, printed: [String], file: String) throws(Refused) -> [BlessChange] {
        switch expected.form {
        case .block:
            let fence = (expected.lines.first?.lessonLine ?? expected.extraLine) - 1
            let indent = lines.indentation(fence)
            if let line = printed.first(where: { $0.trimmed().hasPrefix("```") || $0.trimmed().hasPrefix("~~~") }) {
                throw Refused(reason: "the printed line '\(line)' would close the output block's fence; edit it by hand")
            }
            return replaceRun(&lines, expected: expected, printed: printed, file: file) { indent + $0 }
        case .trailingComments:
            guard !printed.isEmpty else {
                throw Refused(reason: "the program prints nothing, and output comments cannot say so; add an empty output block instead")
            }
            let indent = lines.indentation(expected.lines[0].lessonLine)
            return replaceRun(&lines, expected: expected, printed: printed, file: file) { $0.isEmpty ? indent + "//" : indent + "// " + $0 }
        case .printsComments:
            return try rewritePrints(&lines, expected: expected, printed: printed, file: file)
        case .bareComments, .translatedComments:
            // Each comment stands after its own statement: which one a new line belongs to is the author's call.
            throw Refused(reason: "its output comments stand between statements; edit them by hand")
        }
    }

    /// An `output` block's lines or a run of bare comments: consecutive lines, each
    /// kept if it matches, replaced if it differs, removed if missing; extra lines follow.
    private static func replaceRun(
        _ lines: inout RawLines, expected: ExpectedOutput, printed: [String], file: String, spell: (String) -> String
    ) -> [BlessChange] {
        let first = expected.lines.first?.lessonLine ?? expected.extraLine
        let ending = lines.ending(first <= lines.lines.count ? first : max(first - 1, 1))
        let old = expected.lines.map { $0.text.trimmingTrailingWhitespace() }
        var replacement: [String] = []
        var changes: [BlessChange] = []
        for index in 0..<max(old.count, printed.count) {
            let want = index < old.count ? old[index] : nil
            let got = index < printed.count ? printed[index] : nil
            let lessonLine = index < old.count ? expected.lines[index].lessonLine : expected.extraLine
            if let want, let got, want == got {
                replacement.append(lines.lines[lessonLine - 1])
                continue
            }
            changes.append(BlessChange(file: file, line: lessonLine, old: want, new: got))
            if let got { replacement.append(spell(got) + ending) }
        }
        lines.lines.replaceSubrange((first - 1)..<(first - 1 + old.count), with: replacement)
        return changes
    }

    /// `// Prints "…"` comments keep their number: each takes as many printed lines as
    /// it gave, the last one any extra lines (joined by `\n`).
    private static func rewritePrints(_ lines: inout RawLines, expected: ExpectedOutput, printed: [String], file: String) throws(Refused) -> [BlessChange] {
        var groups: [(line: Int, texts: [String])] = []
        for line in expected.lines {
            if groups.last?.line == line.lessonLine { groups[groups.count - 1].texts.append(line.text) } else { groups.append((line.lessonLine, [line.text])) }
        }
        let givenBeforeLast = groups.dropLast().reduce(0) { $0 + $1.texts.count }
        guard printed.count > givenBeforeLast else {
            throw Refused(reason: "the program prints \(printed.count) lines, fewer than the // Prints comments before the last one give; edit them by hand")
        }
        var changes: [BlessChange] = []
        var position = 0
        for (number, group) in groups.enumerated() {
            let take = number == groups.count - 1 ? printed.count - position : group.texts.count
            let new = Array(printed[position..<(position + take)])
            position += take
            let old = group.texts.map { $0.trimmingTrailingWhitespace() }
            guard new != old else { continue }
            let content = lines.content(group.line)
            guard let comment = OutputConvention.printsComment(in: content) else {
                throw Refused(reason: "the // Prints comment at line \(group.line) is no longer where it was")
            }
            lines.lines[group.line - 1] = OutputConvention.blessed(comment, printing: new) + lines.ending(group.line)
            for index in 0..<max(old.count, new.count) {
                let want = index < old.count ? old[index] : nil
                let got = index < new.count ? new[index] : nil
                if want != got { changes.append(BlessChange(file: file, line: group.line, old: want, new: got)) }
            }
        }
        return changes
    }
}
