import CoursecSupport
import CourseModel
import Foundation

/// A project's templates folder may hold only the files it changes (`site.css` alone
/// to restyle the site, `page.xsl` alone, one `i18n/<lang>.xml`): every file it does
/// not hold comes from the templates shipped with coursec.
///
/// The two are merged into a folder of coursec's own (`merged`, in `.coursec-cache`),
/// the shipped files with the project's over them, and the build reads that folder
/// as it reads any templates folder. Merged rather than looked up file by file:
/// libxslt finds `xsl:include`s and `document('i18n/…')` beside the stylesheet that
/// names them, so a project's `page.xsl` must stand beside the shipped `words.xsl`,
/// and the shipped `words.xsl` beside the project's words files.
public struct TemplatesOverlay: Sendable {
    /// The folder `--templates` names, or the project's `templates/`.
    public var project: String
    /// The templates shipped with coursec; nil when none is found.
    public var shipped: String?
    /// Where the merged folder is kept.
    public var merged: String

    public init(project: String, shipped: String?, merged: String) {
        self.project = project
        self.shipped = shipped
        self.merged = merged
    }

    /// The folder to build with: `project` itself when it holds every file the shipped
    /// templates have (or is them, or none are found); else `merged`, made again now.
    public func folder() throws(CourseError) -> String {
        guard let shipped, FilePath(shipped).canonical != FilePath(project).canonical else { return project }
        let own = Self.files(in: project)
        let theirs = Self.files(in: shipped)
        guard !Set(theirs).isSubset(of: Set(own)) else { return project }
        var sources: [String: String] = [:]
        for file in theirs { sources[file] = FilePath(shipped).appending(file).spelling }
        for file in own { sources[file] = FilePath(project).appending(file).spelling }
        // Only a real folder of ours is written into: never through a link.
        var status = stat()
        if lstat(merged, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw CourseError("is not a folder; remove it, coursec keeps the merged templates there", file: merged)
        }
        for stale in Set(Self.files(in: merged)).subtracting(sources.keys) {
            unlink(FilePath(merged).appending(stale).spelling)
        }
        for (file, source) in sources.sorted(by: { $0.key < $1.key }) {
            let target = FilePath(merged).appending(file).spelling
            guard let data = FileManager.default.contents(atPath: source) else {
                throw CourseError("cannot read the template file", file: source)
            }
            if FileManager.default.contents(atPath: target) != data { try AtomicFile.write(data, to: target) }
        }
        return merged
    }

    /// Every file under `folder`, by its path in it; hidden files and folders left out.
    static func files(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            if FilePath(path).lastComponent.hasPrefix(".") {
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                continue
            }
            if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { files.append(path) }
        }
        return files.sorted()
    }
}
