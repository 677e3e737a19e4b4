import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification
import Testing

/// The Apple interface's modules kept in the cache are believed only under their seal
/// (docs/verify.md, "Apple-only code"): modules built from an altered interface and
/// placed under the real interface's digest (a CI cache restored from a pull request)
/// cannot make Apple code pass, signed cache or not.
@Suite(.tags(.compiles)) struct InterfaceModuleSealTests {
    static let lesson = """
        ```swift apple
        let forged = UIForged()
        ```

        """

    /// The results of a one-lesson course of `lesson`, against `interfaces`, cached in `cache`.
    static func verify(interfaces: String, cache: String, warnings: CollectedLines) throws -> [String] {
        var options = VerifierOptions(cacheDirectory: cache)
        options.interfacesDirectory = interfaces
        options.environment["COURSEC_CACHE_KEY"] = "ci-secret"
        options.warn = { warnings.add($0) }
        return try OneLessonCourse.verify(lesson, options: options).map { "\($0.check.rawValue) \($0.status.rawValue) \($0.reason ?? "-")" }
    }

    /// The folder under `cache` that holds the built `UIKit.swiftmodule`.
    static func modulesFolder(in cache: String) throws -> String {
        let found = FileManager.default.enumerator(atPath: cache)?.compactMap { $0 as? String }.first { $0.hasSuffix("UIKit.swiftmodule") }
        return ((cache as NSString).appendingPathComponent(try #require(found)) as NSString).deletingLastPathComponent
    }

    @Test func modulesBuiltFromAnAlteredInterfaceAndPlacedInTheCacheAreCompiledAgain() throws {
        let work = TemporaryDirectory("coursec-module-seal-work")
        let altered = work.file("altered")
        try FileManager.default.copyItem(atPath: Repository.path("interfaces"), toPath: altered)
        let exports = altered + "/UIKit/Exports.swift"
        try (try String(contentsOfFile: exports, encoding: .utf8) + "\npublic struct UIForged { public init() {} }\n")
            .write(toFile: exports, atomically: true, encoding: .utf8)
        let warnings = CollectedLines()
        let forgedCache = work.file("forged-cache")
        let realCache = work.file("real-cache")
        #expect(try Self.verify(interfaces: altered, cache: forgedCache, warnings: warnings) == ["typecheck-apple passed -"])
        let refused = ["typecheck-apple failed cannot find 'UIForged' in scope"]
        #expect(try Self.verify(interfaces: Repository.path("interfaces"), cache: realCache, warnings: warnings) == refused)

        // The altered modules in the real interface's folder, and the outcome gone, so the block is checked again.
        let real = try Self.modulesFolder(in: realCache)
        let forged = try Self.modulesFolder(in: forgedCache)
        for name in try FileManager.default.contentsOfDirectory(atPath: real) { try FileManager.default.removeItem(atPath: real + "/" + name) }
        for name in try FileManager.default.contentsOfDirectory(atPath: forged) { try FileManager.default.copyItem(atPath: forged + "/" + name, toPath: real + "/" + name) }
        for name in try FileManager.default.contentsOfDirectory(atPath: realCache) where name.hasSuffix(".json") {
            try FileManager.default.removeItem(atPath: realCache + "/" + name)
        }

        #expect(warnings.all == [])
        #expect(try Self.verify(interfaces: Repository.path("interfaces"), cache: realCache, warnings: warnings) == refused)
        let kept = (real as NSString).deletingLastPathComponent
        #expect(warnings.all == ["\(kept): warning: cache entry does not hold the modules its seal names; not used, the Apple interface is compiled again"])
        // Sealed anew: the next verify takes the kept modules without a word.
        try FileManager.default.contentsOfDirectory(atPath: realCache).filter { $0.hasSuffix(".json") }.forEach {
            try FileManager.default.removeItem(atPath: realCache + "/" + $0)
        }
        #expect(try Self.verify(interfaces: Repository.path("interfaces"), cache: realCache, warnings: warnings) == refused)
        #expect(warnings.all.count == 1)
    }
}
