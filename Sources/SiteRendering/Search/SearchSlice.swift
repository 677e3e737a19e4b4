import CoursecSupport

/// Part of one language's search sources that Pagefind indexes as a bundle of its own,
/// published under `folder`. Pagefind has no incremental mode (Pagefind #71): a changed
/// lesson re-indexes its slice only, and the browser joins a language's slices with
/// Pagefind's `mergeIndex` (`templates/search.js`, through `pagefind/slices.json`).
///
/// The first slice of a language is its bundle at `pagefind/<lang>/`, with Pagefind's
/// script, worker and WebAssembly, which the page imports; a site with one slice per
/// language has the layout it had before slices. Every other slice is
/// `pagefind/<lang>/<name>/` with its entry, metadata, index chunks and fragments only:
/// a merged index uses the first one's WebAssembly.
public struct SearchSlice: Sendable {
    var language: String
    /// Site path of the bundle's folder.
    var folder: String
    var sources: [SearchSource]

    /// Sources of a slice, about: each query loads one metadata file and one index chunk
    /// per word from every slice of its language, so fewer, larger slices load fewer bytes
    /// and re-index more after a change. On the 1,000-lesson bench course, 250 (4 to 5
    /// slices a language) loaded up to 381 KB for one query against 277 KB unsliced, 500
    /// (2 to 3) up to 368 KB, and re-indexed a changed lesson's 250 to 1,000 sources
    /// (docs/site.md, "Search in slices").
    public static let size = 500

    /// A slice ends where a source's path hashes to a cut (content-defined, as backup
    /// tools chunk files), not after a fixed count: a lesson added or removed moves no
    /// cut but its own slice's, so the slices after it keep their names and bundles.
    /// A slice holds at least half of `size` sources, and at most twice.
    static func slices(of sources: [SearchSource], language: String, size: Int = size) -> [SearchSlice] {
        let least = max(1, size / 2)
        var slices: [SearchSlice] = []
        var current: [SearchSource] = []
        for source in sources {
            if current.count >= 2 * size || (current.count >= least && isCut(source.path, every: least)) {
                slices.append(SearchSlice(language: language, folder: "", sources: current))
                current = []
            }
            current.append(source)
        }
        if !current.isEmpty { slices.append(SearchSlice(language: language, folder: "", sources: current)) }
        var taken: Set<String> = []
        for index in slices.indices {
            let root = SitePaths.searchBundle(language: language)
            guard index > 0 else {
                slices[index].folder = root
                continue
            }
            // Named after its first source, so that a slice keeps its folder when others change.
            var name = String(digest(slices[index].sources[0].path).prefix(8))
            if !taken.insert(name).inserted {
                name += "-\(index)"
                taken.insert(name)
            }
            slices[index].folder = root + "/" + name
        }
        return slices
    }

    /// The slices' names below their language's folder, by language: what `pagefind/slices.json` lists.
    static func names(_ slices: [SearchSlice]) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for slice in slices {
            let root = SitePaths.searchBundle(language: slice.language)
            names[slice.language, default: []] += slice.folder == root ? [] : [String(slice.folder.dropFirst(root.count + 1))]
        }
        return names
    }

    private static func isCut(_ path: String, every count: Int) -> Bool {
        let prefix = digest(path).prefix(8)
        return (UInt32(prefix, radix: 16) ?? 1) % UInt32(count) == 0
    }

    private static func digest(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalize()
    }
}
