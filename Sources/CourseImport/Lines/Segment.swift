/// A piece of raw lesson text after code and prose are told apart.
enum Segment: Hashable, Sendable {
    case blank
    /// One line of prose (heading, paragraph, list item, navigation: `LessonStructurer` decides).
    case prose(RawLine)
    case code(CodeRun)
    /// The lines a `main.swift` block printed, right after it.
    case output([RawLine])
}
