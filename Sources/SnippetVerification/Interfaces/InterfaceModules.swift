import CoursecSupport
import CourseModel
import Foundation

/// The declared UIKit, SwiftUI and Combine API (`interfaces/` in the repository) that
/// Apple-only code is typechecked against on Linux. Read when the verifier is made
/// (its digest is in the key of every job that uses it); compiled to modules at most
/// once per verify, and kept in the cache folder under its digest.
struct InterfaceModules: Sendable {
    /// Compiled in this order: SwiftUI imports the other two.
    static let modules = ["Combine", "UIKit", "SwiftUI"]

    var directory: String
    /// Each module's `.swift` files, by module, in name order.
    var sources: [(module: String, files: [SnippetSource])]
    /// SHA-256 of the swiftc version and every file's module, name and text.
    var digest: String

    /// The interface folder `directory`, or a `CourseError` naming what is missing.
    static func read(_ given: String, compilerVersion: String) throws(CourseError) -> InterfaceModules {
        let directory = FilePath(given).canonical
        var hasher = SHA256()
        hasher.update(compilerVersion + "\u{0}")
        var sources: [(module: String, files: [SnippetSource])] = []
        for module in modules {
            let folder = FilePath(directory).appending(module).spelling
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            guard !names.isEmpty else {
                throw CourseError("the Apple interface has no \(module) module (no .swift files in \(folder))")
            }
            var files: [SnippetSource] = []
            for name in names {
                let path = FilePath(folder).appending(name).spelling
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CourseError("cannot read \(path)")
                }
                let code = String(decoding: data, as: UTF8.self)
                hasher.update("\(module)/\(name)\u{0}\(code.utf8.count)\u{0}")
                hasher.update(code)
                files.append(SnippetSource(name: name, code: code, origin: SourceLocation(file: path, line: 1)))
            }
            sources.append((module, files))
        }
        return InterfaceModules(directory: directory, sources: sources, digest: hasher.finalize())
    }

    /// `interfaces/` found as templates are (docs/interfaces.md), from `here`, the folder
    /// the command runs in, or an error listing where it looked. Without `here` (a caller
    /// that is not a command) only coursec's own folders are looked in.
    static func locate(from here: String?) throws(CourseError) -> String {
        let executables = ShippedFolder.runningExecutables(from: here)
        let places = here.map { ShippedFolder.candidates("interfaces", currentDirectory: $0, executables: executables) }
            ?? ShippedFolder.candidates("interfaces", executables: executables)
        guard let found = ShippedFolder.first(of: places) else {
            throw CourseError("no interfaces folder found (looked in \(places.joined(separator: ", ")))")
        }
        return found
    }
}
