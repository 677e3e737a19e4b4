import CourseModel
import CourseParsing
import Foundation

/// Works out the state of one translation against its source lesson.
struct TranslationChecker {
    var history: SourceHistory

    func cell(for lesson: Lesson, source: Lesson?) -> TranslationCell {
        guard let reference = lesson.translationOf else { return TranslationCell(state: .original, file: lesson.file) }
        var cell = TranslationCell(state: .upToDate, file: lesson.file, sourceLanguage: reference.language)
        cell.untranslated = Self.untranslatedCount(lesson)
        guard let source else {
            cell.state = .outdated
            cell.outdatedNote = "the source lesson in '\(reference.language)' is gone"
            return cell
        }
        let outdated = LessonHash.of(source.text) != reference.sourceHash
        let translatedFrom = self.translatedFrom(source, reference)
        if outdated {
            if let translatedFrom {
                cell.sectionTexts = SectionDiff.texts(from: translatedFrom, to: source)
                cell.sectionChanges = cell.sectionTexts.map(\.change)
            } else {
                let store = [source.course ?? "", TranslationStore.folderName].filter { !$0.isEmpty }.joined(separator: "/")
                cell.outdatedNote = "the source text with hash \(reference.sourceHash) is neither kept in \(store) nor in git history, so the changed sections cannot be named"
            }
        }
        if let translatedFrom {
            var missing = 0
            cell.drift = Self.drift(of: lesson, from: translatedFrom, current: source, missingBlocks: &missing)
            let missingOnly = missing == cell.drift.count
            // Fewer sections, and nothing differs but the blocks the sections not yet there
            // hold: translated in part, not drifted.
            let ours = Self.sectionCount(lesson), theirs = Self.sectionCount(translatedFrom)
            if missingOnly, ours < theirs { cell.sections = (ours, theirs) }
        }
        if cell.sections != nil {
            cell.state = .unfinished
        } else if !cell.drift.isEmpty {
            cell.state = .codeDrift
        } else if outdated {
            cell.state = .outdated
        } else if cell.untranslated > 0 {
            cell.state = .untranslated
        }
        return cell
    }

    /// The source as it was when the translation was made (or last restamped): the source
    /// itself while its hash is the recorded one, else its text with that hash from history.
    func translatedFrom(_ source: Lesson, _ reference: TranslationReference) -> Lesson? {
        if LessonHash.of(source.text) == reference.sourceHash { return source }
        guard let text = history.text(of: source.file, withHash: reference.sourceHash) else { return nil }
        return Self.parse(text, like: source)
    }

    /// Another version of `lesson`'s file, parsed as that lesson is.
    static func parse(_ text: String, like lesson: Lesson) -> Lesson? {
        let parser = LessonParser(
            language: lesson.language, course: lesson.course, includeBase: CourseLoader.courseDirectory(ofLesson: lesson.file))
        return try? parser.parse(text, file: lesson.file)
    }

    static func untranslatedCount(_ lesson: Lesson) -> Int {
        let fields = (lesson.frontMatter["untranslated"] ?? "").split(separator: " ").count
        return lesson.untranslated.markerLines.count + fields
    }

    /// Blocks of the translation that differ, other than in comments and string literals,
    /// both from the source it was made from and from the source as it is now (a translator
    /// who applied the source's own change has not drifted); output blocks likewise; blocks
    /// the source does not have, and source blocks the translation lacks.
    /// `missingBlocks` counts the source blocks the translation lacks, among them.
    static func drift(of lesson: Lesson, from original: Lesson, current: Lesson, missingBlocks: inout Int) -> [String] {
        let ours = lesson.blocks
        let now = BlockAlignment.partners(ours, current.blocks)
        var drift: [String] = []
        var previous: CodeBlock?
        // Whether the listing before an output block prints translated strings: its output
        // may then differ from the source's (what `po import` writes), and verify checks it.
        var translatedStrings = false
        for pair in BlockAlignment.align(ours, original.blocks) {
            switch pair {
            case .onlyFirst(let o):
                previous = ours[o]
                if now[o] == nil {
                    drift.append("\(lesson.file):\(ours[o].line): \(describe(ours[o])) is not in the source")
                }
            case .onlySecond(let t):
                let missing = original.blocks[t]
                missingBlocks += 1
                let place = previous.map { "after the block on line \($0.line)" } ?? "before the first block"
                drift.append("\(lesson.file):\(previous?.line ?? 1): \(describe(missing)) of the source (its line \(missing.line)) is missing here, \(place)")
            case .both(let o, let t):
                let block = ours[o]
                previous = block
                let candidates = [original.blocks[t]] + (now[o].map { [current.blocks[$0]] } ?? [])
                // Identical code needs no lexing: it is most code of most translations,
                // and lexing it was most of what comparing translations cost a build.
                if block.role != .output {
                    translatedStrings = !candidates.contains { $0.code == block.code || stringTexts($0.code) == stringTexts(block.code) }
                }
                if block.role == .output {
                    if !translatedStrings, !candidates.contains(where: { trimmedLines($0.code) == trimmedLines(block.code) }) {
                        drift.append("\(lesson.file):\(block.line): the output differs from the source's output")
                    }
                } else if !candidates.contains(where: { $0.code == block.code || CodeNormalizer.normalize($0.code) == CodeNormalizer.normalize(block.code) }) {
                    drift.append("\(lesson.file):\(block.line): \(describe(block)) differs from the source outside comments and string literals")
                }
            }
        }
        return drift
    }

    /// The text of a listing's string literals, which a translator may translate.
    static func stringTexts(_ code: String) -> [String] {
        SwiftLexer.tokens(code).filter { $0.kind == .stringText }.map(\.text)
    }

    /// The lesson's sections: its top-level headings (`SectionDiff.sections` less the text
    /// before the first). Counted without making the sections' texts: this runs for every
    /// translation of every build, and splitting each lesson into lines to count its
    /// headings was most of what comparing translations cost a build after one lesson changed.
    static func sectionCount(_ lesson: Lesson) -> Int {
        lesson.document.children.count { if case .heading = $0.kind { true } else { false } }
    }

    static func describe(_ block: CodeBlock) -> String {
        var words = [block.role.rawValue]
        if let name = block.name { words.append(name) }
        if let step = block.step { words.append("step \(step)") }
        return "the '\(words.joined(separator: " "))' block"
    }

    static func trimmedLines(_ text: String) -> [String] {
        text.textLines.map { $0.trimmingTrailingWhitespace() }
    }
}
