import CourseModel

/// An author may turn a fragment the importer parse-checks into Apple code typechecked
/// in a context the lesson names (`swift apple in=ImagePicker`, docs/format.md): the
/// importer cannot know that context, so a lesson's `apple` block where the import has
/// `parse` is the same block.
public enum HandGivenContext {
    public static func role(_ lessonRole: String, asImported importedRole: String?) -> String {
        lessonRole == "apple" && importedRole == "parse" ? "parse" : lessonRole
    }

    public static func role(_ lessonRole: BlockRole, asImported importedRole: BlockRole?) -> BlockRole {
        BlockRole(rawValue: role(lessonRole.rawValue, asImported: importedRole?.rawValue)) ?? lessonRole
    }
}
