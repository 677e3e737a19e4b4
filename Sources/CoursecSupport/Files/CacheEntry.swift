import Foundation

/// The one format of a cache file, for the verify cache and the page cache alike:
/// a header line, `MAGIC sha256=HEX [hmac-sha256=HEX]`, then the payload.
///
/// A CI cache may be restored from an untrusted pull request, and a disk may corrupt a
/// file, so an entry is never believed on its looks. The checksum is over the entry's
/// key and its payload, so a file copied under another key's name fails too; with
/// `COURSEC_CACHE_KEY` set (`signingKey`), an HMAC-SHA256 under that key is required as
/// well, and a forged entry cannot carry one.
public struct CacheEntry: Sendable {
    public var magic: String
    /// The `COURSEC_CACHE_KEY` bytes; nil when entries are checksummed only.
    public var signingKey: [UInt8]?

    public init(magic: String, signingKey: [UInt8]?) {
        self.magic = magic
        self.signingKey = signingKey
    }

    /// `COURSEC_CACHE_KEY` of `environment`, if set and not empty.
    public static func signingKey(in environment: [String: String]) -> [UInt8]? {
        environment["COURSEC_CACHE_KEY"].flatMap { $0.isEmpty ? nil : Array($0.utf8) }
    }

    /// Why an entry is not believed, as the warning says it.
    public enum Refusal: Error, Equatable, Sendable {
        case noChecksum
        case checksumMismatch
        case unsigned
        case signedWithAnotherKey

        public var why: String {
            switch self {
            case .noChecksum: "is corrupt (no checksum line)"
            case .checksumMismatch: "is corrupt (its checksum does not match its contents)"
            case .unsigned: "is not signed, and COURSEC_CACHE_KEY is set"
            case .signedWithAnotherKey: "is signed with another key than COURSEC_CACHE_KEY"
            }
        }
    }

    /// The file to store for `payload` under `key`.
    public func sealed(_ payload: Data, key: String) -> Data {
        let signed = Self.signedBytes(key: key, payload: payload)
        var header = "\(magic) sha256=\(Self.checksum(signed))"
        if let signingKey { header += " hmac-sha256=\(SHA256.hmac(key: signingKey, message: signed))" }
        return Data((header + "\n").utf8) + payload
    }

    /// The payload of a stored file, if it is sound for `key`: a slice of `data`.
    public func opened(_ data: Data, key: String) -> Result<Data, Refusal> {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return .failure(.noChecksum) }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ").map(String.init)
        let payload = data[(newline + 1)...]
        guard header.first == magic, let checksum = Self.field("sha256", in: header) else { return .failure(.noChecksum) }
        // Hashed as it lies, not copied into one array with the key first: a build reads
        // every page of the site from its entry, 3,000 of 15 KB on the bench course.
        var hasher = SHA256()
        hasher.update((key + "\n").utf8)
        hasher.update(payload)
        guard checksum == hasher.finalize() else { return .failure(.checksumMismatch) }
        if let signingKey {
            guard let signature = Self.field("hmac-sha256", in: header) else { return .failure(.unsigned) }
            guard signature == SHA256.hmac(key: signingKey, message: Self.signedBytes(key: key, payload: payload)) else { return .failure(.signedWithAnotherKey) }
        }
        // The payload as it lies in `data`, not a copy: a page build after one lesson
        // changed reads 6,000 entries, most of the 1,000-lesson bench site. Its indices are
        // `data`'s, past the header.
        return .success(payload)
    }

    private static func checksum(_ bytes: [UInt8]) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    private static func signedBytes(key: String, payload: some Collection<UInt8>) -> [UInt8] {
        Array((key + "\n").utf8) + Array(payload)
    }

    private static func field(_ name: String, in header: [String]) -> String? {
        header.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }
}
