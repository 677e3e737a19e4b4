import CoursecTestSupport
import Foundation

/// Paths in the repository this test file is in.
enum RepositoryRoot {
    static var path: String { repositoryRoot }

    static func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// The course's verdict engine, as every lesson of ui-sync compiles it.
    static var syncSwift: String { (try? String(contentsOfFile: file("courses/ui-sync/support/Sync.swift"), encoding: .utf8)) ?? "" }
}
