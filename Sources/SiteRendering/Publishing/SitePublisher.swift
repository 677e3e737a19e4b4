import CoursecSupport
import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Puts a finished site in place in one step: written into
/// `.site-tmp-<name>-XXXXXX` next to the target, then exchanged with the old site
/// by one `renameat2(RENAME_EXCHANGE)`, so at every instant the target is the whole
/// old site or the whole new one, also if the build is killed (then the next
/// build removes the temporary folder it left). A failed build leaves the
/// previous site untouched. Builds into one folder take turns (`PublishLock`).
///
/// Only a site coursec built (it holds `SitePaths.marker`) or an empty folder is
/// ever replaced: the swap removes the old folder whole, and `--out` may name
/// any folder by mistake.
enum SitePublisher {
    /// `target` as given (errors name it so), resolved from the process's current folder.
    static func publish(_ files: [String: @Sendable () -> Data], to target: String) throws(CourseError) -> PublishedSite {
        let fm = FileManager.default
        let shown = target
        let target = FilePath(target).canonicalEntry
        guard target != "/" else { throw CourseError("the root folder cannot hold a site; choose another --out", file: shown) }
        let parent = AbsolutePath.parent(of: target)
        do { try fm.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
            throw CourseError("cannot create the folder for the site: \(error.localizedDescription)", file: parent)
        }
        let lock = try PublishLock(for: target, shownAs: shown)
        defer { lock.release() }
        removeLeftovers(of: target)
        let exists = try checkReplaceable(target, shownAs: shown)
        let temporary = try makeTemporaryDirectory(for: target)
        let linked: Int
        do {
            linked = try write(files, into: temporary, reusing: exists ? target : nil)
            try swap(temporary, into: target, exists: exists)
        } catch {
            try? fm.removeItem(atPath: temporary)
            throw CourseError(error.message, file: shown)
        }
        // Now the old site, or nothing.
        try? fm.removeItem(atPath: temporary)
        return PublishedSite(stamp: FolderDigest.stamps(of: target), linkedFiles: linked)
    }

    /// `target`'s stamp under the lock; nil when another build holds it or the folder
    /// holding `target` cannot be opened (then there is no site to compare either).
    static func stamp(_ target: String) -> String? {
        guard let lock = try? PublishLock(for: target, shownAs: target) else { return nil }
        defer { lock.release() }
        return FolderDigest.stamps(of: target)
    }

    /// Returns how many files were linked from `previous` (the site being replaced)
    /// rather than written. Folders are made first, then the files on every core; a
    /// failure names the first failing file in path order, as writing them one by one would.
    /// Each file's bytes are made as it is written and dropped once it is.
    private static func write(_ files: [String: @Sendable () -> Data], into temporary: String, reusing previous: String?) throws(CourseError) -> Int {
        let paths = files.keys.sorted()
        let folders = Set(paths.map { FilePath($0).deletingLastComponent.spelling }).subtracting([""])
        for folder in folders.sorted() {
            do { try AtomicFile.makeFolders(FilePath(temporary).appending(folder).spelling) } catch {
                throw CourseError("cannot create the folder of \(paths.first { $0.hasPrefix(folder + "/") } ?? folder): \(error.reason)")
            }
        }
        let outcomes = paths.parallelMap { path -> Result<Bool, CourseError> in
            let full = FilePath(temporary).appending(path).spelling
            let data = files[path]?() ?? Data()
            if let previous, linkIfUnchanged(FilePath(previous).appending(path).spelling, data, to: full) { return .success(true) }
            do throws(SystemFailure) { try AtomicFile.create(full, data) } catch { return .failure(CourseError("cannot write \(path): \(error.reason)")) }
            return .success(false)
        }
        var linked = 0
        for outcome in outcomes {
            switch outcome {
            case .success(let wasLinked): linked += wasLinked ? 1 : 0
            case .failure(let error): throw error
            }
        }
        return linked
    }

    private static func swap(_ temporary: String, into target: String, exists: Bool) throws(CourseError) {
        guard exists else {
            guard rename(temporary, target) == 0 else { throw CourseError("cannot move the new site into place: \(String(cString: strerror(errno)))") }
            return
        }
        guard let renameat2 = AtomicFile.renameat2 else {
            throw CourseError("cannot replace the site atomically: this C library has no renameat2")
        }
        guard renameat2(AT_FDCWD, temporary, AT_FDCWD, target, AtomicFile.renameExchange) == 0 else {
            throw CourseError("cannot exchange the new site with the old one: \(String(cString: strerror(errno)))")
        }
    }


    /// Temporary folders earlier builds into `target` left (killed before they
    /// removed them), and those of coursec before the exchange (`.site-tmp-XXXXXX`,
    /// `-old`). Called under the lock, so none is another build's work in progress.
    static func removeLeftovers(of target: String) {
        let parent = AbsolutePath.parent(of: target)
        let ours = temporaryPrefix(for: target)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] {
            let isOurs = name.hasPrefix(ours) && isTemplateSuffix(name.dropFirst(ours.count))
            let legacy = name.hasPrefix(".site-tmp-") && isTemplateSuffix(name.dropFirst(10).replacing("-old", with: ""))
            if isOurs || legacy { try? FileManager.default.removeItem(atPath: parent + "/" + name) }
        }
    }

    private static func temporaryPrefix(for target: String) -> String {
        ".site-tmp-" + FilePath(target).lastComponent + "-"
    }

    /// mkdtemp's six letters and digits.
    private static func isTemplateSuffix(_ suffix: Substring) -> Bool {
        suffix.count == 6 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
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

    private static func makeTemporaryDirectory(for target: String) throws(CourseError) -> String {
        let parent = AbsolutePath.parent(of: target)
        var template = Array((parent + "/" + temporaryPrefix(for: target) + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else {
            throw CourseError("cannot create a temporary folder next to the site: \(String(cString: strerror(errno)))", file: parent)
        }
        // mkdtemp makes it 0700; a published site is meant to be read by others.
        chmod(made, 0o755)
        return String(cString: made)
    }
}
