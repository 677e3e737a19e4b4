import CoursecTestSupport
import CourseModel
import Testing

/// Seed 001: a Japanese tutorial whose steps show line-numbered excerpts of one file.
@Suite struct SeedPageViewControllerTests {
    @Test func rebuildsTheWholeFileAfterEveryStep() throws {
        let blocks = try Repository.blocks(ofSeed: Repository.seed001).filter { $0.role == .step }
        #expect(blocks.map(\.step) == [1, 2, 3, 4, 5])
        for (index, block) in blocks.enumerated() {
            #expect(block.code == (try Self.step(index + 1)), "step \(index + 1)")
        }
    }

    @Test func showsTheFinishedFileInTheWholeProgramSection() throws {
        let blocks = try Repository.blocks(ofSeed: Repository.seed001)
        #expect(blocks == (try Self.expected()))
        let markdown = try Repository.importSeed(Repository.seed001).markdown
        #expect(markdown.contains("## プログラム全体\n\n```swift apple file=PageViewController.swift\n"))
    }

    @Test func dropsTheSiteNavigationAndKeepsTheTipAsANote() throws {
        let imported = try Repository.importSeed(Repository.seed001)
        #expect(imported.language == "ja")
        #expect(imported.id == "001-048aa9d0b2e2228d")
        #expect(!imported.markdown.contains("セクション"))
        // The only `---` lines left are the front matter's two.
        #expect(imported.markdown.components(separatedBy: "\n---\n").count == 2)
        #expect(imported.markdown.contains("> **ヒント**\n>\n> このコーディネータを使用して"))
        #expect(imported.markdown.contains("## ステップ 6\n\nPageView に戻り"))
    }

    static func expected() throws -> [Block] {
        let name = "PageViewController.swift"
        return try (1...5).map { Block(.step, name: name, step: $0, try step($0)) } + [Block(.apple, name: name, try step(5))]
    }

    /// PageViewController.swift after step `number` (Apple's "Interfacing with UIKit", section 2),
    /// kept as a Swift file of its own in Golden/seed001.
    static func step(_ number: Int) throws -> String {
        try Repository.text("Tests/CourseImportTests/Golden/seed001/PageViewController-step\(number).swift")
    }
}
