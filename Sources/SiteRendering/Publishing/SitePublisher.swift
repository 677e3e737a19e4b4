import CourseModel
import Foundation

/// Puts a finished site in place in one step: written into `.site-tmp-XXXXXX`
/// next to the target, then swapped in by renames, so a reader or a failed
/// build never sees a half-written site and a failed build leaves the previous
/// one untouched.
enum SitePublisher {
    static func publish(_ files: [String: Data], to target: String) throws(CourseError) {
        let fm = FileManager.default
        let target = (target as NSString).standardizingPath
        let parent = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        do { try fm.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
            throw CourseError("cannot create the folder for the site: \(error.localizedDescription)", file: parent)
        }
        let temporary = try makeTemporaryDirectory(in: parent)
        do {
            for path in files.keys.sorted() {
                let full = (temporary as NSString).appendingPathComponent(path)
                try fm.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard fm.createFile(atPath: full, contents: files[path]) else {
                    throw CourseError("cannot write \(path) into \(temporary)", file: target)
                }
            }
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: target, isDirectory: &isDirectory) {
                let old = temporary + "-old"
                guard rename(target, old) == 0 else { throw CourseError("cannot move the previous site aside: \(String(cString: strerror(errno)))", file: target) }
                guard rename(temporary, target) == 0 else {
                    let reason = String(cString: strerror(errno))
                    _ = rename(old, target)
                    throw CourseError("cannot move the new site into place: \(reason)", file: target)
                }
                try? fm.removeItem(atPath: old)
            } else {
                guard rename(temporary, target) == 0 else { throw CourseError("cannot move the new site into place: \(String(cString: strerror(errno)))", file: target) }
            }
        } catch let error as CourseError {
            try? fm.removeItem(atPath: temporary)
            throw error
        } catch {
            try? fm.removeItem(atPath: temporary)
            throw CourseError("cannot write the site: \(error.localizedDescription)", file: target)
        }
    }

    private static func makeTemporaryDirectory(in parent: String) throws(CourseError) -> String {
        var template = Array((parent as NSString).appendingPathComponent(".site-tmp-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else {
            throw CourseError("cannot create a temporary folder next to the site: \(String(cString: strerror(errno)))", file: parent)
        }
        // mkdtemp makes it 0700; a published site is meant to be read by others.
        chmod(made, 0o755)
        return String(cString: made)
    }
}
