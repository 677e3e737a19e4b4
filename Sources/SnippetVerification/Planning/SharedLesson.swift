import CourseModel

/// A lesson held once for all the jobs planned from it (`VerificationJob`).
final class SharedLesson: Sendable {
    let lesson: Lesson

    init(_ lesson: Lesson) { self.lesson = lesson }
}
