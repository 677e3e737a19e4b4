import CourseModel
import Foundation

/// Puts a finished site in place: written into `.site-tmp-XXXXXX` next to the
/// target, then swapped in by two renames (the old site aside, the new one in),
/// so a reader never sees a half-written site and a failed build leaves the
/// previous one untouched. The two renames are not one atomic step: between
/// them the target is briefly missing.
///
/// Only a site coursec built (it holds `SitePaths.marker`) or an empty folder is
/// ever replaced: the swap removes the old folder whole, and `--out` may name
/// any folder by mistake.
enum SitePublisher {
    /// `target` as given (errors name it so), resolved from the process's current folder.
    static func publish(_ files: [String: Data], to target: String) throws(CourseError) {
        let fm = FileManager.default
        let shown = target
        let target = AbsolutePath.of(target, in: fm.currentDirectoryPath)
        guard target != "/" else { throw CourseError("the root folder cannot hold a site; choose another --out", file: shown) }
        let exists = try checkReplaceable(target, shownAs: shown)
        let parent = AbsolutePath.parent(of: target)
        do { try fm.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
            throw CourseError("cannot create the folder for the site: \(error.localizedDescription)", file: parent)
        }
        let temporary = try makeTemporaryDirectory(in: parent)
        do {
            for path in files.keys.sorted() {
                let full = (temporary as NSString).appendingPathComponent(path)
                try fm.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard fm.createFile(atPath: full, contents: files[path]) else {
                    throw CourseError("cannot write \(path) into \(temporary)", file: shown)
                }
            }
            if exists {
                let old = temporary + "-old"
                guard rename(target, old) == 0 else { throw CourseError("cannot move the previous site aside: \(String(cString: strerror(errno)))", file: shown) }
                guard rename(temporary, target) == 0 else {
                    let reason = String(cString: strerror(errno))
                    _ = rename(old, target)
                    throw CourseError("cannot move the new site into place: \(reason)", file: shown)
                }
                try? fm.removeItem(atPath: old)
            } else {
                guard rename(temporary, target) == 0 else { throw CourseError("cannot move the new site into place: \(String(cString: strerror(errno)))", file: shown) }
            }
        } catch let error as CourseError {
            try? fm.removeItem(atPath: temporary)
            throw error
        } catch {
            try? fm.removeItem(atPath: temporary)
            throw CourseError("cannot write the site: \(error.localizedDescription)", file: shown)
        }
    }

    /// Whether `target` (absolute) exists; throws when it exists and may not be replaced:
    /// a file, or a folder that holds something and no marker.
    @discardableResult
    static func checkReplaceable(_ target: String, shownAs shown: String) throws(CourseError) -> Bool {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        // lstat, not stat: the swap would replace a link itself, not the folder it leads to.
        guard (try? fm.attributesOfItem(atPath: target)) != nil else { return false }
        if let destination = try? fm.destinationOfSymbolicLink(atPath: target) {
            throw CourseError("this is a symbolic link (to \(destination)); pass the folder it leads to as --out, or remove the link", file: shown)
        }
        guard fm.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CourseError("this is not a folder; choose another --out, or remove it first", file: shown)
        }
        guard let names = try? fm.contentsOfDirectory(atPath: target), names.isEmpty || names.contains(SitePaths.marker) else {
            throw CourseError("this folder exists and is not a site coursec built; choose another --out, or remove it first", file: shown)
        }
        return true
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
