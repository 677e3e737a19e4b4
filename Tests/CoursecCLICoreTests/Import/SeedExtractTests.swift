import CoursecTestSupport
import CourseImport
import CourseParsing
import Foundation
import Testing

/// `coursec extract` on a seed imports it in memory and reports its blocks at the seed's own
/// lines; on a seed and its lesson in `courses/`, it finds the same blocks in both.
@Suite struct SeedExtractTests {
    @Test(arguments: Repository.seedLessons.map(\.seed))
    func extractOnTheSeedReportsTheImportedBlocksAtTheirSeedLines(seed: String) throws {
        let imported = try LessonImporter().importLesson(text: Repository.text(seed), file: seed, options: ImportOptions())
        let parsed = try LessonParser(language: imported.language).parse(imported.markdown, file: seed)
        let run = CLIRun.run(["extract", Repository.path(seed), "--json"])
        #expect(run.status == 0, "\(run.err)")
        let extracted = try #require(try ExtractedBlocks.parse(run.out).first)
        #expect(extracted.course == nil)
        #expect(extracted.lesson == imported.id)
        #expect(extracted.entries == zip(parsed.blocks, imported.blockSourceLines).map { block, line in
            ExtractedBlocks.Entry(line: line, role: block.role.rawValue, name: block.name, step: block.step, code: block.code)
        })
        let seedLines = try Repository.text(seed).split(separator: "\n", omittingEmptySubsequences: false)
        for entry in extracted.entries {
            let first = String(seedLines[entry.line - 1])
            let code = entry.code.split(separator: "\n").first.map(String.init) ?? ""
            // A block starts on the seed line holding its first line of code; a step, on the first
            // numbered line of its excerpt; a tutorial's whole program, on the heading of its section.
            if entry.role == "step" {
                #expect(first.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil, "\(seed):\(entry.line)")
            } else if entry.role == "apple", entry.name != nil {
                #expect(first == "プログラム全体", "\(seed):\(entry.line)")
            } else {
                #expect(first.trimmingCharacters(in: .whitespaces).hasSuffix(code.trimmingCharacters(in: .whitespaces)), "\(seed):\(entry.line)")
            }
        }
    }

    @Test(arguments: Repository.seedLessons)
    func theSeedAndItsLessonInCoursesHaveTheSameBlocks(pair: (seed: String, lesson: String)) throws {
        let run = CLIRun.run(["extract", Repository.path(pair.seed), Repository.path(pair.lesson), "--json"])
        #expect(run.status == 0, "\(run.err)")
        let both = try ExtractedBlocks.parse(run.out)
        try #require(both.count == 2)
        #expect(!both[0].entries.isEmpty)
        #expect(both[1].course != nil)
        let edits = try #require(Repository.editorialEdits[pair.seed])
        let seed = both[0].comparable.enumerated().filter { !edits.removed.contains($0.offset) }
        let lesson = both[1].comparable.enumerated().filter { !edits.added.contains($0.offset) }.map(\.element)
        try #require(seed.count == lesson.count, "\(pair.lesson)")
        for ((index, fromSeed), lessonBlock) in zip(seed, lesson) {
            var inLesson = lessonBlock
            inLesson.role = HandGivenContext.role(inLesson.role, asImported: fromSeed.role)
            if edits.corrected.contains(index) {
                #expect(fromSeed.code != inLesson.code, "seed block \(index) is listed as corrected but unchanged")
                var same = inLesson
                same.code = fromSeed.code
                #expect(same == fromSeed, "seed block \(index) changed more than its code")
            } else {
                #expect(fromSeed == inLesson, "seed block \(index) of \(pair.seed)")
            }
        }
    }
}
