import CoursecTestSupport
import Foundation
import Testing

/// A book named by a path relative to the folder the command runs in, as a user types it:
/// in process (`CLIRun`) every path is made absolute first, so only the binary shows it.
@Suite(.tags(.binary)) struct RelativeBookTests {
    @Test func aBookGivenByARelativePathIsReadAndALinkOutOfItIsStillRefused() throws {
        let folder = TemporaryDirectory("relative-book")
        folder.write("gitbook/SUMMARY.md", "* [One](one.md)\n* [Shadow](shadow.md)\n")
        folder.write("gitbook/one.md", "# One\n\nText.\n")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gitbook/shadow.md"), withDestinationPath: "/etc/shadow")
        let status = try BuiltCoursec.run(
            ["import", "gitbook", "--course", "bk", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path, tmpdir: folder.path)
        #expect(status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses/bk/en")) == ["01-one.md"])
        #expect(folder.read("courses/bk/en/01-one.md")?.contains("Text.") == true)
    }
}
