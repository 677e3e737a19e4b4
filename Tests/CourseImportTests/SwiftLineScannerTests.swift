@testable import CourseImport
import Testing

/// The importer's line scanner reads Swift through the one lexer: brackets in raw
/// strings and nested comments are neither counted nor left in the skeleton.
@Suite struct SwiftLineScannerTests {
    @Test func rawStringAndNestedCommentLeaveOnlyCode() {
        var scanner = SwiftLineScanner()
        let scan = scanner.scan(##"let s = #"raw "quoted" string"# /* a /* nested */ comment { */ + f("##)
        #expect(scan.skeleton == #"let s = ""  + f("#)
        #expect(scan.delta == 1)
        #expect(scan.leadingClosers == 0)
        #expect(!scan.isComment)
    }

    @Test func aNestedCommentOpenAtTheLineEndContinuesOnTheNext() {
        var scanner = SwiftLineScanner()
        let first = scanner.scan("/* a /* nested */ comment {")
        let second = scanner.scan("} */ }else{ x }Step")
        #expect(first.isComment && first.delta == 0 && first.skeleton == "")
        #expect(second.isComment)
        #expect(second.skeleton == " }else{ x }Step")
        #expect(second.delta == -1)
        #expect(second.leadingClosers == 1)
        #expect(second.gluedAfterBrace == [15])
    }
}
