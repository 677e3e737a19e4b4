import CoursecSupport
import CourseModel
import Foundation

/// One file per job outcome, named by the job's key, in `.coursec-cache/verify/`, in
/// the format of every cache file (`CacheEntry`: checksummed, and signed with
/// `COURSEC_CACHE_KEY`). An entry that fails its checks is not used (the job is
/// compiled again and the entry rewritten) and is reported by `warn`.
struct OutcomeCache: Sendable {
    var directory: String
    /// The `COURSEC_CACHE_KEY` bytes; nil when entries are checksummed only.
    var signingKey: [UInt8]?
    var warn: (@Sendable (String) -> Void)?

    static let magic = "coursec-cache-entry"

    private var format: CacheEntry { CacheEntry(magic: Self.magic, signingKey: signingKey) }

    /// The outcome stored under `key`, if it is sound. `warns` false: only whether it
    /// is there, so a bad entry is still reported once, when the job looks it up.
    func load(_ key: String, warns: Bool = true) -> JobOutcome? {
        let path = path(key)
        let refuse = { (path: String, why: String) -> JobOutcome? in warns ? self.refuse(path, why) : nil }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            return refuse(path, "cannot be read")
        }
        let payload: Data
        switch format.opened(data, key: key) {
        case .success(let opened): payload = opened
        case .failure(let refusal): return refuse(path, refusal.why)
        }
        guard let outcome = try? JSONDecoder().decode(JobOutcome.self, from: payload) else {
            return refuse(path, "is corrupt (not an outcome)")
        }
        return outcome
    }

    /// The outcome stored for `job`, if it is sound and can be the job's: a group's marks
    /// that do not fit its blocks (`JobOutcome.fits`) are refused like a corrupt entry.
    func load(_ job: VerificationJob) -> JobOutcome? {
        guard let outcome = load(job.key) else { return nil }
        guard outcome.fits(job) else { return refuse(path(job.key), "is corrupt (its marks do not fit its group's blocks)") }
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
        try? AtomicFile.write(format.sealed(payload, key: key), to: path(key))
    }

    private func refuse(_ path: String, _ why: String) -> JobOutcome? {
        warn?("\(path): warning: cache entry \(why); not used, the snippet is checked again")
        return nil
    }

    private func path(_ key: String) -> String {
        FilePath(directory).appending(key + ".json").spelling
    }
}
