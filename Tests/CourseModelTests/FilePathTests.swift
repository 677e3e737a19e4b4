import CourseModel
import Foundation
import Testing

/// `FilePath` spells its results as the `NSString` path methods it replaces, so that
/// every message naming a path reads as before, and never stops the process.
@Suite struct FilePathTests {
    @Test func appendingJoinsWithOneSlashAndKeepsTheComponentsOwnSpelling() {
        #expect(FilePath("courses").appending("swift-basics").spelling == "courses/swift-basics")
        #expect(FilePath("courses/").appending("course.json").spelling == "courses/course.json")
        #expect(FilePath("").appending("course.json").spelling == "course.json")
        #expect(FilePath("/").appending("tmp").spelling == "/tmp")
        #expect(FilePath("site").appending("tr/index.html").spelling == "site/tr/index.html")
        #expect(FilePath("a").appending("/b").spelling == "a/b")
        #expect(FilePath("a").appending("b/c/").spelling == "a/b/c/")
        #expect(FilePath("a/b").appending("").spelling == "a/b")
        #expect(FilePath("./x").appending("..").spelling == "./x/..")
    }

    @Test func theLastComponentIsTheLastNameWithoutTrailingSlashes() {
        #expect(FilePath("courses/basics/tr/01-intro.md").lastComponent == "01-intro.md")
        #expect(FilePath("courses/basics/").lastComponent == "basics")
        #expect(FilePath("01-intro.md").lastComponent == "01-intro.md")
        #expect(FilePath("/").lastComponent == "/")
        #expect(FilePath("").lastComponent == "")
    }

    // Foundation on Linux stops the process for `.`, `a` and `c/`.
    @Test func deletingTheLastComponentSpellsWhatIsLeftAndNeverTraps() {
        #expect(FilePath("courses/basics/tr/01-intro.md").deletingLastComponent.spelling == "courses/basics/tr")
        #expect(FilePath("a//b/").deletingLastComponent.spelling == "a")
        #expect(FilePath("/site").deletingLastComponent.spelling == "/")
        #expect(FilePath("/").deletingLastComponent.spelling == "/")
        #expect(FilePath("01-intro.md").deletingLastComponent.spelling == "")
        #expect(FilePath("./a").deletingLastComponent.spelling == ".")
        #expect(FilePath("a").deletingLastComponent.spelling == "")
        #expect(FilePath(".").deletingLastComponent.spelling == "")
        #expect(FilePath("c/").deletingLastComponent.spelling == "")
        #expect(FilePath("").deletingLastComponent.spelling == "")
    }

    @Test func theExtensionIsAfterTheLastDotOfTheLastNameUnlessTheNameStartsWithIt() {
        #expect(FilePath("site/tr/index.html").pathExtension == "html")
        #expect(FilePath("seeds/notes.tar.gz").pathExtension == "gz")
        #expect(FilePath("courses/.hidden").pathExtension == "")
        #expect(FilePath("README").pathExtension == "")
        #expect(FilePath("a.b/c").pathExtension == "")
        #expect(FilePath("seeds/notes.tar.gz").deletingExtension.spelling == "seeds/notes.tar")
        #expect(FilePath("lesson.txt").deletingExtension.spelling == "lesson")
        #expect(FilePath("lesson.").deletingExtension.spelling == "lesson")
        #expect(FilePath(".hidden").deletingExtension.spelling == ".hidden")
    }

    @Test func simplifyingTakesOutDotsRepeatedSlashesAndFolderDotDotPairs() {
        #expect(FilePath("courses/x/../basics/./tr//").simplified.spelling == "courses/basics/tr")
        #expect(FilePath("../courses").simplified.spelling == "../courses")
        #expect(FilePath("x/..").simplified.spelling == ".")
        #expect(FilePath("/../site").simplified.spelling == "/site")
        #expect(FilePath("a/b/c").absolute(in: "/work/project") == "/work/project/a/b/c")
        #expect(FilePath("../x").absolute(in: "/work/project") == "/work/x")
    }

    @Test func theCanonicalFormResolvesLinksAsFarAsThePathExists() throws {
        let root = try #require(realpath(NSTemporaryDirectory(), nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        })
        let folder = root + "/coursec-filepath-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real/tr", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/real")
        #expect(FilePath(folder + "/link/tr").canonical == folder + "/real/tr")
        #expect(FilePath(folder + "/link/tr/../missing/x.md").canonical == folder + "/real/missing/x.md")
        #expect(FilePath(folder + "/link//tr/").canonical == FilePath(folder + "/real/./tr").canonical)
        // The entry itself: a rename over `link` replaces the link, so it stays the link.
        #expect(FilePath(folder + "/link").canonicalEntry == folder + "/link")
        #expect(FilePath(folder + "/link/tr").canonicalEntry == folder + "/real/tr")
    }

    @Test func aRelativePathIsCanonicalWhereTheFileSystemOpensIt() {
        let here = FileManager.default.currentDirectoryPath
        #expect(FilePath(".").canonical == here)
        #expect(FilePath("no-such-folder/x/../y.md").canonical == here + "/no-such-folder/y.md")
        #expect(FilePath("no-such-folder/site").canonicalEntry == here + "/no-such-folder/site")
    }
}
