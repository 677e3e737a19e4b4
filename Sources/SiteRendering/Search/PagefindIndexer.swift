import CourseModel
import CoursecSupport
import Foundation

/// Runs Pagefind (https://pagefind.app, the `pagefind_extended` binary of PyPI's
/// `pagefind-bin-extended`, which segments Japanese) over one language's search
/// sources and returns the files of its bundle, to be published under `pagefind/<language>/`.
/// One bundle per slice of a language (`SearchSlice`), so a changed lesson re-indexes its slice only.
///
/// Only what a reader's browser loads is kept: the search module and its worker,
/// the per-language WebAssembly, metadata, index chunks and fragments. Pagefind's
/// own UI files are left out; `templates/search.js` is the UI.
public struct PagefindIndexer: Sendable {
    public var executable: String
    /// About how many sources each slice of a language holds (`SearchSlice`).
    public var sliceSize: Int

    public init(executable: String, sliceSize: Int = SearchSlice.size) {
        self.executable = executable
        self.sliceSize = max(1, sliceSize)
    }

    /// `COURSEC_PAGEFIND` if set, else `pagefind_extended` or `pagefind` found on `PATH`;
    /// slices of `COURSEC_SEARCH_SLICE_SIZE` sources when it is a positive number.
    public static func located(environment: [String: String] = ProcessInfo.processInfo.environment) -> PagefindIndexer? {
        let size = environment["COURSEC_SEARCH_SLICE_SIZE"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? SearchSlice.size
        if let explicit = environment["COURSEC_PAGEFIND"], !explicit.isEmpty { return PagefindIndexer(executable: explicit, sliceSize: size) }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for name in ["pagefind_extended", "pagefind"] {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return PagefindIndexer(executable: path, sliceSize: size) }
            }
        }
        return nil
    }

    /// Where the sources and Pagefind's bundle are written for the one run: memory
    /// (`/dev/shm`) unless TMPDIR names a folder. Writing 3,000 sources and removing
    /// them took 1 to 4 s on a disk that discards freed blocks, and 0.1 s in memory;
    /// they are 8 KB a page and gone when the step ends.
    static func workFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let chosen = environment["TMPDIR"], !chosen.isEmpty { return chosen }
        let memory = "/dev/shm"
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder), isFolder.boolValue,
           FileManager.default.isWritableFile(atPath: memory) {
            return memory
        }
        return FileManager.default.temporaryDirectory.path
    }

    static let missingWarning = "search: Pagefind was not found (pagefind_extended on PATH, or COURSEC_PAGEFIND); the site has no search index; 'coursec doctor' says how to install it"

    /// One slice's bundle, made from its sources alone by `service`, under the slice's
    /// folder. `work`: a folder of its own for the sources, removed after.
    func index(_ slice: SearchSlice, service: PagefindService, work: String) throws(CourseError) -> [String: Data] {
        let (sources, language) = (slice.sources, slice.language)
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: work) }
        let input = work + "/pages"
        do {
            var made: Set<String> = []
            for source in sources {
                let file = input + "/" + source.path
                let folder = FilePath(file).deletingLastComponent.spelling
                if made.insert(folder).inserted { try manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                try Data(source.html.utf8).write(to: URL(fileURLWithPath: file))
            }
        } catch {
            throw CourseError("search: cannot write the pages to index: \(error.localizedDescription)", file: work)
        }
        let files = try service.index(pages: input)
        return try Self.bundle(files, as: slice.folder, loader: slice.folder == SitePaths.searchBundle(language: language), from: executable)
    }

    /// The bundle's files a browser loads, keyed by site path. The entry file
    /// is written again with sorted keys: Pagefind lists languages in a
    /// different order from run to run, and two builds must be byte-identical.
    /// `loader`: with Pagefind's script, worker and WebAssembly, which only a
    /// language's first slice needs (the others are merged into it). `origin`
    /// names where they came from, in errors.
    static func bundle(_ made: [String: Data], as sitePath: String, loader: Bool, from origin: String) throws(CourseError) -> [String: Data] {
        var files: [String: Data] = [:]
        for (name, contents) in made where kept(name) && (loader || !isLoader(name)) {
            var data = contents
            if name == "pagefind-entry.json" {
                guard let object = try? JSONSerialization.jsonObject(with: data),
                      let sorted = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                else { throw CourseError("search: Pagefind's entry file is not JSON", file: origin + "/" + name) }
                data = sorted
            }
            files[sitePath + "/" + name] = data
        }
        guard files[sitePath + (loader ? "/pagefind.js" : "/pagefind-entry.json")] != nil else {
            throw CourseError("search: Pagefind wrote no \(loader ? "pagefind.js" : "pagefind-entry.json")", file: origin)
        }
        return files
    }

    private static func kept(_ name: String) -> Bool {
        name.hasPrefix("index/") || name.hasPrefix("fragment/") || name.hasSuffix(".pf_meta") || isLoader(name)
            || name == "pagefind-entry.json"
    }

    private static func isLoader(_ name: String) -> Bool {
        name.hasPrefix("wasm.") || name == "pagefind.js" || name == "pagefind-worker.js"
    }
}
