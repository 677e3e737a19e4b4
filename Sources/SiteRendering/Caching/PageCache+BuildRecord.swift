import CoursecSupport
import CourseModel
import Foundation

/// One record per site folder, `builds/<digest of its absolute path>.json`, beside
/// the pages it was made of: clearing the page cache forgets it too.
extension PageCache {
    /// The record of the last build published into `output` (absolute), if it reads back whole.
    public func lastBuild(into output: String) -> BuildRecord? {
        read(recordPath(output)).flatMap { try? JSONDecoder().decode(BuildRecord.self, from: $0) }
    }

    /// Best effort: a build that cannot be recorded is only built again next time.
    public func record(_ record: BuildRecord, into output: String) {
        guard let data = try? JSONEncoder().encode(record) else { return }
        write(data, to: recordPath(output))
    }

    private func recordPath(_ output: String) -> String {
        FilePath(directory).appending("builds/\(SHA256.hex(Self.format + "\n" + output)).json").spelling
    }
}
