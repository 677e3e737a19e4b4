import Foundation

/// The repository this test file is in, found from the test's own path.
enum RepositoryRoot {
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// The course's verdict engine, as every lesson of ui-sync compiles it.
    static var syncSwift: String { (try? String(contentsOfFile: file("courses/ui-sync/support/Sync.swift"), encoding: .utf8)) ?? "" }
}
