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
        let files = MappedLibraries.paths(named: linked)
        return ([FolderDigest.file("/proc/self/exe")] + files.sorted().map(FolderDigest.file)).joined(separator: "\n")
    }()
}
