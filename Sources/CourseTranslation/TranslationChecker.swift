import CourseModel
import CourseParsing
import Foundation

/// Works out the state of one translation against its source lesson.
struct TranslationChecker {
    var history: SourceHistory

    func cell(for lesson: Lesson, source: Lesson?) -> TranslationCell {
        let reference = lesson.translationOf!
        var cell = TranslationCell(state: .upToDate, file: lesson.file, sourceLanguage: reference.language)
        cell.untranslated = Self.untranslatedCount(lesson)
        guard let source else {
            cell.state = .outdated
            cell.outdatedNote = "the source lesson in '\(reference.language)' is gone"
            return cell
        }
        var translatedFrom: Lesson?
        let outdated = LessonHash.of(source.text) != reference.sourceHash
        if !outdated {
            translatedFrom = source
        } else if let text = history.text(of: source.file, withHash: reference.sourceHash) {
            let courseDirectory = ((source.file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let parser = LessonParser(language: source.language, course: source.course, includeBase: courseDirectory)
            translatedFrom = try? parser.parse(text, file: source.file)
        }
        if outdated {
            if let translatedFrom {
                cell.changedSections = SectionDiff.changed(from: translatedFrom, to: source)
            } else {
                cell.outdatedNote = "the source text with hash \(reference.sourceHash) is not in git history, so the changed sections cannot be named"
            }
        }
        if let translatedFrom {
            cell.drift = Self.drift(of: lesson, from: translatedFrom, current: source)
        }
        if !cell.drift.isEmpty {
            cell.state = .codeDrift
        } else if outdated {
            cell.state = .outdated
        } else if cell.untranslated > 0 {
            cell.state = .untranslated
        }
        return cell
    }

    static func untranslatedCount(_ lesson: Lesson) -> Int {
        let markers = lesson.document.descendants().filter {
            if case .htmlBlock(let html) = $0.kind {
                return html.trimmingCharacters(in: .whitespacesAndNewlines) == LessonParser.untranslatedMarker
            }
            return false
        }.count
        let fields = (lesson.frontMatter["untranslated"] ?? "").split(separator: " ").count
        return markers + fields
    }

    /// Blocks of the translation that differ from the source it was made from other than
    /// in comments and string literals; output blocks that differ where the source's did not change.
    static func drift(of lesson: Lesson, from original: Lesson, current: Lesson) -> [String] {
        var drift: [String] = []
        let ours = lesson.blocks
        let theirs = original.blocks
        for (index, block) in ours.enumerated() {
            let here = "\(lesson.file):\(block.line)"
            guard index < theirs.count else {
                drift.append("\(here): \(describe(block)) is not in the source")
                continue
            }
            let source = theirs[index]
            guard block.role == source.role, block.name == source.name, block.step == source.step else {
                drift.append("\(here): \(describe(block)) stands where the source has \(describe(source))")
                continue
            }
            if block.role == .output {
                let sourceUnchanged = index < current.blocks.count && current.blocks[index].code == source.code
                if sourceUnchanged, trimmedLines(block.code) != trimmedLines(source.code) {
                    drift.append("\(here): output differs from the source's output")
                }
            } else if CodeNormalizer.normalize(block.code) != CodeNormalizer.normalize(source.code) {
                drift.append("\(here): \(describe(block)) differs from the source outside comments and string literals")
            }
        }
        if theirs.count > ours.count {
            drift.append("\(lesson.file):1: the source has \(theirs.count) snippet blocks, the translation \(ours.count)")
        }
        return drift
    }

    static func describe(_ block: CodeBlock) -> String {
        var words = [block.role.rawValue]
        if let name = block.name { words.append(name) }
        if let step = block.step { words.append("step \(step)") }
        return "the '\(words.joined(separator: " "))' block"
    }

    static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingSpaces() }
    }
}
