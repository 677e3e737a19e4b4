import CourseImport
import CourseModel
import Foundation
import Testing

/// A book is contributor input and import runs as root in CI: every file it names is read
/// only from inside the book, by its path with links resolved, and only when it is a
/// regular file of at most 32 MiB. A refused element is an error at the line that names
/// it (or at the file); the rest of the book is imported.
@Suite struct BookContainmentTests {
    /// A file outside the book, with words that must never reach a lesson.
    private func secret(_ book: BookFixture) -> String {
        book.write("secret/outside.md", "# Outside\n\nroot:$6$hash-that-must-stay-put\n")
        return FilePath(book.path("secret/outside.md")).canonical
    }

    private func leaks(_ imported: ImportedBook) -> Bool {
        imported.files.contains { $0.text.contains("hash-that-must-stay-put") }
            || imported.images.contains { String(decoding: $0.data, as: UTF8.self).contains("hash-that-must-stay-put") || $0.data.isEmpty == false && $0.from.hasPrefix("/proc") }
    }

    @Test func aSummaryEntryThatLeadsOutOfTheBookIsAnErrorAtItsLineAndTheRestIsImported() throws {
        let book = BookFixture()
        let outside = secret(book)
        book.write("gitbook/SUMMARY.md", "# Summary\n\n* [Inside](inside.md)\n* [Outside](../secret/outside.md)\n")
        book.write("gitbook/inside.md", "# Inside\n\nKept.\n")
        let imported = try book.importBook(["gitbook"])
        #expect(imported.files.map(\.path) == ["book/en/01-inside.md", "book/course.json"])
        #expect(!leaks(imported))
        #expect(imported.report.findings.map(\.description) == [
            "\(book.path("gitbook/SUMMARY.md")):4: error: '../secret/outside.md' is not imported: it leads out of the book (to \(outside)); a book's files are read from inside its folder only",
        ])
        #expect(imported.report.hasErrors)
    }

    @Test func aChapterThatIsALinkOutOfTheBookIsNotReadWhetherToAFileBesideItOrToEtcShadow() throws {
        let book = BookFixture()
        let outside = secret(book)
        book.write("gitbook/SUMMARY.md", "* [Inside](inside.md)\n* [Linked](linked.md)\n* [Shadow](shadow.md)\n")
        book.write("gitbook/inside.md", "# Inside\n\nKept.\n")
        try FileManager.default.createSymbolicLink(atPath: book.path("gitbook/linked.md"), withDestinationPath: "../secret/outside.md")
        try FileManager.default.createSymbolicLink(atPath: book.path("gitbook/shadow.md"), withDestinationPath: "/etc/shadow")
        let imported = try book.importBook(["gitbook"])
        #expect(imported.files.map(\.path) == ["book/en/01-inside.md", "book/course.json"])
        #expect(!leaks(imported))
        #expect(imported.report.findings.map(\.description) == [
            "\(book.path("gitbook/SUMMARY.md")):2: error: 'linked.md' is not imported: it leads out of the book (to \(outside)); a book's files are read from inside its folder only",
            "\(book.path("gitbook/SUMMARY.md")):3: error: 'shadow.md' is not imported: it leads out of the book (to /etc/shadow); a book's files are read from inside its folder only",
        ])
    }

    @Test func aLinkThatStaysInsideTheBookIsFollowed() throws {
        let book = BookFixture()
        book.write("gitbook/SUMMARY.md", "* [Alias](alias.md)\n")
        book.write("gitbook/pages/real.md", "# Real\n\nInside all along.\n")
        try FileManager.default.createSymbolicLink(atPath: book.path("gitbook/alias.md"), withDestinationPath: "pages/real.md")
        let imported = try book.importBook(["gitbook"])
        #expect(imported.files.map(\.path) == ["book/en/01-alias.md", "book/course.json"])
        #expect(imported.text("book/en/01-alias.md")?.contains("Inside all along.") == true)
        #expect(imported.report.findings.map(\.description) == ["pages/real.md: note: not in the book's order: not imported"])
    }

    @Test func aDocCChapterThatIsALinkToEtcShadowIsAnErrorAtTheFile() throws {
        let book = BookFixture()
        book.writeRoot("Garden", chapters: ["Soil", "Shadow"])
        book.write("Garden.docc/Soil.md", "# Soil\n\nRoots.\n")
        try FileManager.default.createSymbolicLink(atPath: book.path("Garden.docc/Shadow.md"), withDestinationPath: "/etc/shadow")
        let imported = try book.importBook(["Garden.docc"])
        #expect(imported.files.map(\.path) == ["book/en/01-soil.md", "book/course.json"])
        #expect(imported.report.findings.map(\.description) == [
            "Garden.docc/Shadow.md: error: not imported: it leads out of the book (to /etc/shadow); a book's files are read from inside its folder only",
        ])
    }

    @Test func anImageThatIsALinkToProcSelfEnvironOrOutOfTheBookIsNotCopiedAndItsAltTextStays() throws {
        let book = BookFixture()
        let outside = secret(book)
        book.write("gitbook/SUMMARY.md", "* [Pictures](pictures.md)\n")
        book.write("gitbook/pictures.md", "# Pictures\n\n![environment](env.png)\n\n![keys](keys.png)\n\n![kept](kept.png)\n")
        book.write("gitbook/kept.png", "PNG")
        try FileManager.default.createSymbolicLink(atPath: book.path("gitbook/env.png"), withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(atPath: book.path("gitbook/keys.png"), withDestinationPath: "../secret/outside.md")
        let imported = try book.importBook(["gitbook"])
        #expect(imported.images.map(\.to) == ["book/images/kept.png"])
        #expect(imported.images.map(\.data) == [Data("PNG".utf8)])
        #expect(imported.body("book/en/01-pictures.md") == "environment\n\nkeys\n\n![kept](../images/kept.png)\n")
        #expect(imported.report.chapters.flatMap(\.findings).map(\.description) == [
            "pictures.md:3: error: image 'env.png' is not copied: it leads out of the book (to /proc/\(getpid())/environ); a book's files are read from inside its folder only; its alt text stays",
            "pictures.md:5: error: image 'keys.png' is not copied: it leads out of the book (to \(outside)); a book's files are read from inside its folder only; its alt text stays",
        ])
    }

    @Test func aChapterThatIsNotARegularFileIsRefusedWithoutOpeningIt() throws {
        let book = BookFixture()
        book.write("gitbook/SUMMARY.md", "* [Pipe](pipe.md)\n* [Kept](kept.md)\n")
        book.write("gitbook/kept.md", "# Kept\n")
        #expect(mkfifo(book.path("gitbook/pipe.md"), 0o644) == 0)
        let imported = try book.importBook(["gitbook"])
        #expect(imported.files.map(\.path) == ["book/en/01-kept.md", "book/course.json"])
        #expect(imported.report.findings.map(\.description) == [
            "\(book.path("gitbook/SUMMARY.md")):1: error: 'pipe.md' is not imported: it is not a regular file; a book's files are regular files",
        ])
    }

    @Test func aChapterNamedOnlyByDotsIsReportedInsteadOfBecomingALessonWithAnEmptyID() throws {
        let book = BookFixture()
        book.write("gitbook/SUMMARY.md", "* [One](one.md)\n* [Dots](..md)\n* [Two](two.md)\n")
        book.write("gitbook/one.md", "# One\n")
        book.write("gitbook/..md", "# Dots\n")
        book.write("gitbook/two.md", "# Two\n")
        let imported = try book.importBook(["gitbook"])
        #expect(imported.files.map(\.path) == ["book/en/01-one.md", "book/en/02-two.md", "book/course.json"])
        #expect(imported.report.findings.map(\.description) == [
            "\(book.path("gitbook/SUMMARY.md")):2: error: '..md' is not imported: its name '.' has no letter or digit to make a lesson id of: rename the file",
        ])
    }
}

/// The same cap as a lesson's, for every file of a book: a 400 MB SUMMARY.md took 1.24 GB.
@Suite struct BookSizeCapTests {
    /// A sparse file: its size without its bytes on disk.
    private func sparse(_ path: String, bytes: Int) {
        FileManager.default.createFile(atPath: path, contents: nil)
        #expect(truncate(path, off_t(bytes)) == 0)
    }

    @Test func aSummaryOverTheCapIsAnErrorSayingItsSizeAndTheCap() throws {
        let book = BookFixture()
        book.write("gitbook/one.md", "# One\n")
        sparse(book.path("gitbook/SUMMARY.md"), bytes: 40 << 20)
        #expect(throws: CourseErrors([CourseError(
            "not read: it is 41943040 bytes; coursec reads a book's files of up to 33554432 bytes (32 MiB)", file: book.path("gitbook/SUMMARY.md"))])) {
            try book.importBook(["gitbook"])
        }
    }

    @Test func aChapterOrAnImageOverTheCapIsAnErrorAndTheRestIsImported() throws {
        let book = BookFixture()
        book.write("gitbook/SUMMARY.md", "* [Huge](huge.md)\n* [One](one.md)\n")
        book.write("gitbook/one.md", "# One\n\n![big](big.png)\n")
        sparse(book.path("gitbook/huge.md"), bytes: (32 << 20) + 1)
        sparse(book.path("gitbook/big.png"), bytes: 33 << 20)
        let imported = try book.importBook(["gitbook"])
        #expect(imported.files.map(\.path) == ["book/en/01-one.md", "book/course.json"])
        #expect(imported.images.isEmpty)
        #expect(imported.report.findings.map(\.description) == [
            "\(book.path("gitbook/SUMMARY.md")):1: error: 'huge.md' is not imported: it is 33554433 bytes; coursec reads a book's files of up to 33554432 bytes (32 MiB)",
        ])
        #expect(imported.report.chapters.flatMap(\.findings).map(\.description) == [
            "one.md:3: error: image 'big.png' is not copied: it is 34603008 bytes; coursec reads a book's files of up to 33554432 bytes (32 MiB); its alt text stays",
        ])
    }
}
