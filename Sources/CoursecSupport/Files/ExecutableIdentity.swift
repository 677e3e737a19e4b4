import CourseModel
import Foundation

/// This executable and the shared libraries that make its output, each by its
/// file's size and time (`FolderDigest.file`): a rebuilt coursec or an upgraded
/// library may make different pages from the same lessons, so whatever is kept
/// from one build for the next by what went in (the build record, the page keys
/// of lesson inputs) names it. Only libraries linked at start: others
/// (libunistring, libhogweed) are mapped by threads at moments that differ from
/// run to run.
public enum ExecutableIdentity {
    public static let current: String = {
        let linked = ["libxml2.", "libxslt.", "libexslt.", "libcmark-gfm", "libcrypto.", "libFoundation", "lib_Foundation", "libswiftCore.", "libicu"]
        // Read to its end: /proc files have no size, and a sized read stops at the first page.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        let files = Set(maps.split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let path = String(line[slash...])
            let name = FilePath(path).lastComponent
            return linked.contains { name.hasPrefix($0) } ? path : nil
        })
        return ([FolderDigest.file("/proc/self/exe")] + files.sorted().map(FolderDigest.file)).joined(separator: "\n")
    }()
}
