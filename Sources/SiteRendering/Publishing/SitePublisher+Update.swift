import CoursecSupport
import CourseModel
import Foundation

extension SitePublisher {
    /// Writes `files` into the site at `target`, a site coursec published, each through
    /// a temporary file and a rename (`AtomicFile`): the live preview's pages after one
    /// saved lesson. Each file is whole at every instant, old or new; the site is not
    /// swapped whole, as the other files of it stay what they are. Takes the publish
    /// lock, as `publish` does.
    static func update(_ files: [String: Data], in target: String) throws(CourseError) {
        let shown = target
        let target = FilePath(target).canonicalEntry
        let lock = try PublishLock(for: target, shownAs: shown)
        defer { lock.release() }
        guard try checkReplaceable(target, shownAs: shown) else { throw CourseError("there is no site here to update", file: shown) }
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            try AtomicFile.write(data, to: FilePath(target).appending(path).spelling)
        }
    }
}
