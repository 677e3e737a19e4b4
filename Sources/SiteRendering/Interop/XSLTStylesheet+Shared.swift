import CourseModel
import Foundation

extension XSLTStylesheet {
    /// The stylesheet parsed by the first page that needs it, then shared read-only
    /// by every thread: a build whose pages all come from the cache parses none.
    /// Unchecked: `loaded` is written once under `lock`, and the libxslt stylesheet it
    /// holds (a C pointer, not `Sendable`) is only read after, as libxslt allows.
    final class Shared: @unchecked Sendable {
        private let path: String
        private let lock = NSLock()
        private var loaded: Result<XSLTStylesheet, CourseError>?

        init(path: String) {
            self.path = path
        }

        func stylesheet() throws(CourseError) -> XSLTStylesheet {
            let result = lock.withLock {
                if let loaded { return loaded }
                let made = Result { () throws(CourseError) in try XSLTStylesheet(path: path) }
                loaded = made
                return made
            }
            return try result.get()
        }

        /// Why it could not be loaded, once tried.
        var error: CourseError? {
            lock.withLock {
                if case .failure(let error) = loaded { return error }
                return nil
            }
        }
    }
}
