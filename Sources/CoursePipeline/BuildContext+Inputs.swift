import CourseModel
import Foundation
import SiteRendering
import SnippetVerification

extension BuildContext {
    /// Bumped when what the digest covers changes meaning.
    static let inputsFormat = "coursec-build-inputs-1"

    /// Everything the published site is made from, without parsing anything: every
    /// byte under the courses and templates folders, the options that change pages
    /// (`--base-url`, `--drafts`, `--no-verify`), where things are, coursec's own
    /// executable and the libraries mapped into it (libxml2, libxslt, cmark-gfm),
    /// Pagefind's executable, and what verification results depend on besides its
    /// cache's entries (`Verifier.cacheIdentity`), and the entries' stamp.
    /// Nil when a source folder cannot be read whole.
    public func digestInputs() -> String? {
        guard let courses = FolderDigest.contents(of: coursesFolder),
              let templates = FolderDigest.contents(of: self.templates) else { return nil }
        let here = FileManager.default.currentDirectoryPath
        let lines = [
            Self.inputsFormat,
            "coursec \(Self.executableIdentity)",
            SiteBuilder.engineVersions,
            "out \(AbsolutePath.of(output, in: here))",
            "courses \(AbsolutePath.of(coursesFolder, in: here)) \(courses)",
            "templates \(AbsolutePath.of(self.templates, in: here)) \(templates)",
            "base-url \(baseURL ?? "none") verify \(verify) drafts \(drafts)",
            "search \(searchIndexer.map { FolderDigest.file($0.executable) } ?? "none")",
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

    /// This executable and the shared libraries that make its output, each by its
    /// file's size and time: a rebuilt coursec or an upgraded library may render
    /// differently. Only libraries linked at start: others (libunistring, libhogweed)
    /// are mapped by threads at moments that differ from run to run.
    static let executableIdentity: String = {
        let linked = ["libxml2.", "libxslt.", "libexslt.", "libcmark-gfm", "libcrypto.", "libFoundation", "lib_Foundation", "libswiftCore.", "libicu"]
        // Read to its end: /proc files have no size, and a sized read stops at the first page.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        let files = Set(maps.split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let path = String(line[slash...])
            let name = (path as NSString).lastPathComponent
            return linked.contains { name.hasPrefix($0) } ? path : nil
        })
        return ([FolderDigest.file("/proc/self/exe")] + files.sorted().map(FolderDigest.file)).joined(separator: "\n")
    }()
}
