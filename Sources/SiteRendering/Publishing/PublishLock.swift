import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One build at a time publishes next to a folder: an exclusive `flock` on the
/// folder that holds the site (a directory can be locked, so no lock file is left
/// lying about). The kernel drops the lock when the holder's descriptor closes,
/// also when it is killed with -9, so it is never left stale.
struct PublishLock {
    private let descriptor: Int32

    /// Takes the lock for `target` (absolute), or throws at once when another build holds it.
    init(for target: String, shownAs shown: String) throws(CourseError) {
        let parent = AbsolutePath.parent(of: target)
        let descriptor = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CourseError("cannot open the folder of the site to lock it: \(String(cString: strerror(errno)))", file: shown)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw CourseError(busy ? "another build is publishing here; try again when it has finished" : "cannot lock the folder of the site: \(reason)", file: shown)
        }
        self.descriptor = descriptor
    }

    func release() { close(descriptor) }
}
