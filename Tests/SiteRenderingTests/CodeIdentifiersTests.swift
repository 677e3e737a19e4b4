import Testing
@testable import SiteRendering

/// The parts of identifiers a search finds code by.
@Suite struct CodeIdentifiersTests {
    @Test(arguments: [
        ("countVerdicts", ["count", "Verdicts"]),
        ("UIHostingController", ["UI", "Hosting", "Controller"]),
        ("snake_case", ["snake", "case"]),
        ("_leading__double", ["leading", "double"]),
        ("HTTPServer2Go", ["HTTP", "Server2", "Go"]),
        ("a1B", ["a1", "B"]),
        ("plain", ["plain"]),
        ("ÇokGüzelView", ["Çok", "Güzel", "View"]),
    ])
    func anIdentifierIsCutAtItsHumps(identifier: String, pieces: [String]) {
        #expect(CodeIdentifiers.humps(identifier) == pieces)
    }

    @Test func partsAreTheHumpsOfEveryIdentifierOnceInOrder() {
        let code = #"let hosting = UIHostingController(rootView: countVerdicts(in: screen)) // 2 views, ÇokGüzel"#
        #expect(CodeIdentifiers.parts(of: code) == ["UI", "Hosting", "Controller", "root", "View", "count", "Verdicts", "Çok", "Güzel"])
    }
}
