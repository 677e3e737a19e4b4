import CoursePipeline
import CourseModel
import Foundation

/// What a save rebuilds: a build's lesson files, and the other files of the courses it
/// reads (support files, files lessons include), each simplified. A save of one lesson
/// file alone is redone alone; any other change rebuilds the whole preview.
struct PreviewFiles: Sendable {
    var lessons: Set<String>
    var read: Set<String>

    init(_ context: BuildContext) {
        lessons = Set(context.courses.flatMap(\.lessons).map { AbsolutePath.simplified($0.file) })
        read = Set(context.courses.flatMap { course in
            course.supportFiles.map { AbsolutePath.simplified(FilePath(course.directory).appending($0.path).spelling) }
                + course.lessons.flatMap { $0.blocks.compactMap { $0.resolvedIncludePath.map(AbsolutePath.simplified) } }
        })
        read.subtract(lessons)
    }

    /// The one lesson file that `changed` names, when everything else it names is read by
    /// no build (an editor's temporary files: `sedXXXXXX`, a `.swp`, `4913`, a `~` backup);
    /// nil when the change is any other: a new or deleted lesson, a folder, course.json or
    /// any other JSON file, a support file, a file a lesson includes, a file in `templates`.
    func savedLesson(in changed: Set<String>, templates: String) -> String? {
        // The watcher's queue overflowed: anything may have changed.
        guard !changed.contains("") else { return nil }
        let templates = AbsolutePath.simplified(templates) + "/"
        var saved: String?
        for path in changed.map(AbsolutePath.simplified) {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if lessons.contains(path) {
                guard exists, !isDirectory.boolValue, saved == nil else { return nil }
                saved = path
                continue
            }
            let name = FilePath(path).lastComponent
            guard !isDirectory.boolValue, !path.hasPrefix(templates), !name.hasSuffix(".md"), !name.hasSuffix(".json"),
                  !read.contains(path) else { return nil }
        }
        return saved
    }
}
