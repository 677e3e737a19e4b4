import Foundation

/// The repository the tests run in, found once from this file's path: the one
/// way every test target finds `courses/`, `templates/`, `seeds/` and its fixtures.
public enum Repository {
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    public static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

    /// A file's text; a missing file fails the test that reads it.
    public static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// The repository's `templates/` folder.
    public static var templates: String { path("templates") }
}
