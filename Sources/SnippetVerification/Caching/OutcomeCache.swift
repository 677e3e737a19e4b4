import CourseModel
import Foundation

/// One file per job outcome, named by the job's key, in `.coursec-cache/verify/`.
///
/// A CI cache may be restored from an untrusted pull request, and a disk may
/// corrupt a file, so an entry is never believed on its looks: its first line
/// holds a SHA-256 of the key and the outcome, and with `COURSEC_CACHE_KEY` set an
/// HMAC-SHA256 under that key too. An entry that fails either is not used (the
/// job is compiled again and the entry rewritten) and is reported by `warn`.
struct OutcomeCache: Sendable {
    var directory: String
    /// The `COURSEC_CACHE_KEY` bytes; nil when entries are checksummed only.
    var signingKey: [UInt8]?
    var warn: (@Sendable (String) -> Void)?

    static let magic = "coursec-cache-entry"

    /// The outcome stored under `key`, if it is sound. `warns` false: only whether it
    /// is there, so a bad entry is still reported once, when the job looks it up.
    func load(_ key: String, warns: Bool = true) -> JobOutcome? {
        let path = path(key)
        let refuse = { (path: String, why: String) -> JobOutcome? in warns ? self.refuse(path, why) : nil }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            return refuse(path, "cannot be read")
        }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return refuse(path, "is corrupt (no checksum line)") }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ").map(String.init)
        let payload = data[(newline + 1)...]
        guard header.first == Self.magic, let checksum = field("sha256", in: header) else {
            return refuse(path, "is corrupt (no checksum line)")
        }
        let signed = Self.signedBytes(key: key, payload: payload)
        guard checksum == Self.checksum(signed) else {
            return refuse(path, "is corrupt (its checksum does not match its contents)")
        }
        if let signingKey {
            guard let signature = field("hmac-sha256", in: header) else {
                return refuse(path, "is not signed, and COURSEC_CACHE_KEY is set")
            }
            guard signature == SHA256.hmac(key: signingKey, message: signed) else {
                return refuse(path, "is signed with another key than COURSEC_CACHE_KEY")
            }
        }
        guard let outcome = try? JSONDecoder().decode(JobOutcome.self, from: Data(payload)) else {
            return refuse(path, "is corrupt (not an outcome)")
        }
        return outcome
    }

    /// Whether an entry exists, without reading it (an unreadable one is still a miss on `load`).
    func holds(_ key: String) -> Bool {
        FileManager.default.fileExists(atPath: path(key))
    }

    /// Written atomically, so a reader never sees half an entry. A failed write
    /// only costs a compile next time, so it is not an error.
    func store(_ outcome: JobOutcome, for key: String) {
        guard let payload = try? JSONEncoder().encode(outcome) else { return }
        let signed = Self.signedBytes(key: key, payload: payload)
        var header = "\(Self.magic) sha256=\(Self.checksum(signed))"
        if let signingKey { header += " hmac-sha256=\(SHA256.hmac(key: signingKey, message: signed))" }
        try? AtomicFile.write(Data((header + "\n").utf8) + payload, to: path(key))
    }

    private static func checksum(_ bytes: [UInt8]) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The key is signed with the outcome: an entry copied under another key's name fails.
    private static func signedBytes(key: String, payload: some Collection<UInt8>) -> [UInt8] {
        Array((key + "\n").utf8) + Array(payload)
    }

    private func field(_ name: String, in header: [String]) -> String? {
        header.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }

    private func refuse(_ path: String, _ why: String) -> JobOutcome? {
        warn?("\(path): warning: cache entry \(why); not used, the snippet is checked again")
        return nil
    }

    private func path(_ key: String) -> String {
        (directory as NSString).appendingPathComponent(key + ".json")
    }
}
