import CourseTranslation
import CoursecSupport
import CourseModel
import Foundation
import SiteRendering
import SnippetVerification

extension BuildContext {
    /// Bumped when what the digest covers changes meaning.
    static let inputsFormat = "coursec-build-inputs-1"

    /// Everything the published site is made from, without parsing anything: every
    /// byte under the courses and templates folders, the options that change pages
    /// (`--base-url`, `--drafts`, `--no-verify`), where things are, the git commit checked
    /// out (`lastUpdated`'s dates), coursec's own
    /// executable and the libraries mapped into it (libxml2, libxslt, cmark-gfm),
    /// Pagefind's executable, and what verification results depend on besides its
    /// cache's entries (`Verifier.cacheIdentity`), and the entries' stamp.
    /// Nil when a source folder cannot be read whole.
    public func digestInputs() -> String? {
        guard let courses = FolderDigest.contents(of: coursesFolder),
              let templates = FolderDigest.contents(of: self.templates) else { return nil }
        let lines = [
            Self.inputsFormat,
            "coursec \(ExecutableIdentity.current)",
            SiteBuilder.engineVersions,
            "out \(FilePath(output).canonicalEntry)",
            "courses \(FilePath(coursesFolder).canonical) \(courses)",
            "templates \(FilePath(self.templates).canonical) \(templates)",
            // lastUpdated's dates come from git, outside the courses folder's bytes.
            "history \(SourceHistory.head(of: coursesFolder) ?? "none")",
            "base-url \(baseURL ?? "none") verify \(verify) drafts \(drafts)",
            "search \(searchIndexer.map { FolderDigest.file($0.executable) + " slices of \($0.sliceSize)" } ?? "none")",
            Verifier.cacheIdentity(options: verifierOptions),
            "verify cache \(verifyCacheStamp ?? stampVerifyCache())",
        ]
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// The verify cache's entries as the file system records them: the results
    /// (cached passes for `--no-verify`, every result for a verify served wholly
    /// from the cache) are read from them.
    func stampVerifyCache() -> String {
        guard verifierOptions.useCache, let directory = verifierOptions.cacheDirectory else { return "no cache" }
        return FolderDigest.stamps(of: directory)
    }
}
