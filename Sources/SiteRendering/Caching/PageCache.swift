import CoursecSupport
import CourseModel
import Foundation
import Synchronization

/// The pages of earlier builds, keyed by what made them: the page document, every
/// file of the templates and the libxml2 and libxslt versions. A page whose key is
/// found is neither transformed nor validated again; its stored bytes and what
/// validating them found are used as they are. So a build with nothing changed
/// transforms nothing, and a changed lesson re-renders only the pages whose
/// documents changed (its page, neighbours that show its title, its index, the FAQ).
///
/// One file per page, `<key>.page`: a line with the length in bytes of what
/// validation found and of the page, then both (`ParsedPage+CacheEncoding.swift`).
/// The site is published from these entries, so each file of the cache (pages, search
/// bundles, input digests, build records) is a `CacheEntry`, checksummed and with
/// `COURSEC_CACHE_KEY` signed, as the verify cache's are: one that fails its checks (a
/// page edited by hand, a cache restored from an untrusted pull request) is a miss,
/// made again, and reported once by `warn`. Written atomically, so builds running at
/// once share the folder safely; an entry that does not read back whole is a miss.
public struct PageCache: Sendable {
    public var directory: String
    /// Mixed into every key: the templates' digest, set by the render step.
    var salt = ""
    private let entry: CacheEntry
    private let warn: (@Sendable (String) -> Void)?
    /// The entries refused so far, each warned about once.
    private let refused = RefusedEntries()

    public init(directory: String, signingKey: [UInt8]? = nil, warn: (@Sendable (String) -> Void)? = nil) {
        self.directory = directory
        entry = CacheEntry(magic: Self.format, signingKey: signingKey)
        self.warn = warn
    }

    /// Bumped when the entry format or the meaning of a page document changes.
    static let format = "coursec-page-cache-3"

    final class RefusedEntries: Sendable {
        let paths = Mutex<Set<String>>([])
    }

    /// The payload of the entry at `path`, nil when there is none or it is refused.
    func read(_ path: String) -> Data? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        switch entry.opened(data, key: FilePath(path).lastComponent) {
        case .success(let payload):
            return payload
        case .failure(let refusal):
            if refused.paths.withLock({ $0.insert(path).inserted }) {
                warn?("\(path): warning: page cache entry \(refusal.why); not used, made again")
            }
            return nil
        }
    }

    /// Best effort: an entry not stored is only made again next time.
    func write(_ payload: Data, to path: String) {
        try? AtomicFile.write(entry.sealed(payload, key: FilePath(path).lastComponent), to: path)
    }

    struct Entry {
        var text: String
        var parsed: LibXML.ParsedPage
        /// `text` as it was read: its UTF-8 bytes.
        var bytes: Data
    }

    /// `path`: where the page goes, which validation messages and links are read against.
    func key(for document: XMLElementValue, path: String) -> String {
        var hasher = SHA256()
        hasher.update(Self.format + "\n" + salt + "\n" + path + "\n")
        document.digest(into: &hasher)
        return hasher.finalize()
    }

    func path(of key: String, kind: String = "page") -> String {
        FilePath(directory).appending("\(key.prefix(2))/\(key).\(kind)").spelling
    }

    /// A file of the site other than a page (the search index), stored as it is.
    func loadFile(_ key: String) -> Data? {
        read(path(of: key, kind: "file"))
    }

    func storeFile(_ key: String, _ data: Data) {
        write(data, to: path(of: key, kind: "file"))
    }

    func load(_ key: String) -> Entry? {
        guard let data = read(path(of: key)),
              let newline = data.firstIndex(of: 0x0A) else { return nil }
        let counts = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard counts.count == 2, counts.allSatisfy({ $0 >= 0 }), data.endIndex - newline - 1 == counts[0] + counts[1] else { return nil }
        let parsedEnd = newline + 1 + counts[0]
        guard let parsed = LibXML.ParsedPage(cacheEncoded: data[(newline + 1)..<parsedEnd]),
              let text = Self.text(data[parsedEnd...]) else { return nil }
        return Entry(text: text, parsed: parsed, bytes: data[parsedEnd...])
    }

    /// The bytes as a string if they are UTF-8, validated in place: Foundation's
    /// `String(data:encoding:)` was a third of reading the site's 3,000 pages back.
    private static func text(_ bytes: Data) -> String? {
        bytes.withUnsafeBytes { String(validating: $0.assumingMemoryBound(to: UInt8.self), as: UTF8.self) }
    }

    /// Best effort: a page that cannot be stored is rendered again next time.
    func store(_ key: String, text: String, parsed: LibXML.ParsedPage) {
        let encoded = parsed.cacheEncoded()
        var data = Data("\(encoded.count) \(text.utf8.count)\n".utf8)
        data.append(contentsOf: encoded)
        data.append(contentsOf: text.utf8)
        write(data, to: path(of: key))
    }
}

/// Lesson pages found by what they are made from (`LessonPageInputs`), without making their documents.
extension PageCache {
    /// The key of the page made last from inputs digesting to `inputs`, if one was recorded.
    func pageKey(forInputs inputs: String) -> String? {
        guard let data = read(path(of: inputs, kind: "inputs")), data.count == 64 else { return nil }
        let key = String(decoding: data, as: UTF8.self)
        return key.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) } ? key : nil
    }

    /// Best effort: an input digest not recorded only costs making the document next time.
    func storePageKey(_ key: String, forInputs inputs: String) {
        write(Data(key.utf8), to: path(of: inputs, kind: "inputs"))
    }
}
