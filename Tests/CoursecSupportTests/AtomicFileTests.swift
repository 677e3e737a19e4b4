import CourseModel
import CoursecSupport
import Foundation
import Testing

/// A write that fails says why, in the system's words and at the file.
@Suite struct AtomicFileTests {
    @Test func aFileThatCannotBeWrittenGivesTheSystemsReason() {
        #expect(throws: SystemFailure(code: ENOENT)) { try AtomicFile.create("/nonexistent-\(UUID().uuidString)/a.html", Data("x".utf8)) }
        #expect(SystemFailure(code: ENOSPC).reason == "No space left on device")
        // The one atomic write (lessons, cache entries, the JUnit report) says why too.
        #expect(throws: CourseError("cannot write: Not a directory", file: "/proc/version/a.xml")) {
            try AtomicFile.write("x", to: "/proc/version/a.xml")
        }
    }
}

/// Writes go only into real folders: a link planted in the destination (committed to a
/// repository, say) never takes a write, run as root, somewhere else.
@Suite struct NoFollowWriteTests {
    private func folder() -> String {
        var template = Array((NSTemporaryDirectory() + "/nofollow-XXXXXX").utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    @Test func aWriteUnderItsFolderMakesTheMissingFoldersAndWritesTheFile() throws {
        let root = folder()
        try AtomicFile.write("x", to: root + "/bk/images/a.png", under: root)
        #expect(FileManager.default.contents(atPath: root + "/bk/images/a.png") == Data("x".utf8))
    }

    @Test func aLinkToAnotherFolderInTheDestinationPathIsAnErrorNamingItAndNothingIsWrittenThere() throws {
        let root = folder()
        let victim = folder()
        try FileManager.default.createDirectory(atPath: root + "/bk", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/bk/images", withDestinationPath: victim)
        #expect(throws: CourseError(
            "\(root)/bk/images is a symbolic link; coursec writes only into real folders and never follows a link: remove it", file: root + "/bk/images/authorized_keys")) {
            try AtomicFile.write("ssh-ed25519 AAAA", to: root + "/bk/images/authorized_keys", under: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == [])
    }

    @Test func aFileThatIsALinkIsAnErrorRatherThanReplacedOrFollowed() throws {
        let root = folder()
        let victim = folder()
        FileManager.default.createFile(atPath: victim + "/target", contents: Data("kept".utf8))
        try FileManager.default.createSymbolicLink(atPath: root + "/lesson.md", withDestinationPath: victim + "/target")
        #expect(throws: CourseError(
            "\(root)/lesson.md is a symbolic link; coursec writes only into real folders and never follows a link: remove it", file: root + "/lesson.md")) {
            try AtomicFile.write("new", to: root + "/lesson.md", under: root)
        }
        #expect(FileManager.default.contents(atPath: victim + "/target") == Data("kept".utf8))
    }

    @Test func aCacheFolderThatIsALinkTakesNoEntryEvenWithoutAFolderGiven() throws {
        let root = folder()
        let victim = folder()
        try FileManager.default.createDirectory(atPath: root + "/.coursec-cache", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/.coursec-cache/verify", withDestinationPath: victim)
        #expect(throws: CourseError(
            "\(root)/.coursec-cache/verify is a symbolic link; coursec writes only into real folders and never follows a link: remove it",
            file: root + "/.coursec-cache/verify/key.json")) {
            try AtomicFile.write("{}", to: root + "/.coursec-cache/verify/key.json")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == [])
    }
}

/// A folder changed all at once or not at all: an import that fails half-way (a full
/// disk) leaves the course as it was.
@Suite struct StagedFolderTests {
    @Test func aFailedWriteLeavesTheFolderAsItWasAndNoStagingBehind() throws {
        var template = Array((NSTemporaryDirectory() + "/staged-XXXXXX").utf8CString)
        let root = String(cString: mkdtemp(&template)!)
        try FileManager.default.createDirectory(atPath: root + "/course/en/02-b.md", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/course/en/02-b.md/blocker", contents: Data())
        FileManager.default.createFile(atPath: root + "/course/old.md", contents: Data("old".utf8))
        #expect(throws: CourseError.self) {
            try StagedFolder.update(root + "/course", under: root, writes: [
                ("en/01-a.md", Data("a".utf8)), ("en/02-b.md", Data("b".utf8)), ("course.json", Data("{}".utf8)),
            ], removals: ["old.md"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["course"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/course").sorted() == ["en", "old.md"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/course/en") == ["02-b.md"])
    }

    @Test func aSuccessfulUpdateKeepsTheOtherFilesAndPutsTheChangesInPlace() throws {
        var template = Array((NSTemporaryDirectory() + "/staged-XXXXXX").utf8CString)
        let root = String(cString: mkdtemp(&template)!)
        try FileManager.default.createDirectory(atPath: root + "/course/ja", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/course/ja/01-a.md", contents: Data("ja".utf8))
        FileManager.default.createFile(atPath: root + "/course/old.md", contents: Data("old".utf8))
        try StagedFolder.update(root + "/course", under: root, writes: [("en/01-a.md", Data("a".utf8))], removals: ["old.md"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["course"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/course").sorted() == ["en", "ja"])
        #expect(FileManager.default.contents(atPath: root + "/course/ja/01-a.md") == Data("ja".utf8))
        #expect(FileManager.default.contents(atPath: root + "/course/en/01-a.md") == Data("a".utf8))
    }
}
