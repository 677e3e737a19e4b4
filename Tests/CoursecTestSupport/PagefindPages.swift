import Foundation

/// The pages the published Pagefind bundles list (one bundle per language): each fragment file is gzip-compressed
/// JSON behind a short signature, holding its page's `url`. Read with Debian's `gzip`,
/// so a test asserts on what a reader's search can find, not on our search sources.
public enum PagefindPages {
    public static func urls(inSite site: String) throws -> [String] {
        let text = try fragments(inSite: site)
        let pattern = try NSRegularExpression(pattern: #""url":"([^"]*)""#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }.sorted()
    }

    /// The languages with a bundle of their own, `pagefind/<language>/`, sorted.
    public static func languages(inSite site: String) throws -> [String] {
        let folder = site + "/pagefind"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    /// Every fragment's JSON of every language's bundle, decompressed: what search shows of each page.
    public static func fragments(inSite site: String) throws -> String {
        var files: [String] = []
        for language in try languages(inSite: site) {
            // Every slice's fragments: the language's bundle and the slices below it (`slices.json`).
            let folder = site + "/pagefind/" + language
            let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
            files += names.filter { $0.hasSuffix(".pf_fragment") && ($0.hasPrefix("fragment/") || $0.contains("/fragment/")) }
                .sorted().map { folder + "/" + $0 }
        }
        guard !files.isEmpty else { return "" }
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-dc"] + files
        let pipe = Pipe()
        gzip.standardOutput = pipe
        try gzip.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
