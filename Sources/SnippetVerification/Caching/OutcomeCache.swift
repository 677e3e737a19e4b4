import CourseModel
import Foundation

/// One JSON file per job outcome, named by the job's key, in `.coursec-cache/verify/`.
struct OutcomeCache: Sendable {
    var directory: String

    func load(_ key: String) -> JobOutcome? {
        guard let data = FileManager.default.contents(atPath: path(key)) else { return nil }
        // An unreadable entry is a miss: the job is compiled again and the entry rewritten.
        return try? JSONDecoder().decode(JobOutcome.self, from: data)
    }

    /// Whether an entry exists, without reading it (an unreadable one is still a miss on `load`).
    func holds(_ key: String) -> Bool {
        FileManager.default.fileExists(atPath: path(key))
    }

    /// Written atomically, so a reader never sees half an entry. A failed write
    /// only costs a compile next time, so it is not an error.
    func store(_ outcome: JobOutcome, for key: String) {
        guard let data = try? JSONEncoder().encode(outcome) else { return }
        try? AtomicFile.write(data, to: path(key))
    }

    private func path(_ key: String) -> String {
        (directory as NSString).appendingPathComponent(key + ".json")
    }
}
