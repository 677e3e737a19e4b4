@testable import SiteRendering
import Testing

/// The lessons listed beside a lesson page: all of a short course, and of a long one the
/// `lessonListLength` around the current lesson (`SiteContext.lessonListWindow`).
@Suite struct LessonListWindowTests {
    @Test func aCourseThatFitsListsEveryLessonOnEveryPage() {
        #expect(SiteContext.lessonListLength == 40)
        #expect(SiteContext.lessonListWindow(count: 40, around: 0) == 0..<40)
        #expect(SiteContext.lessonListWindow(count: 40, around: 39) == 0..<40)
        #expect(SiteContext.lessonListWindow(count: 1, around: 0) == 0..<1)
    }

    @Test func aLongerCourseListsTheFortyAroundTheCurrentLessonAsNearTheMiddleAsTheEndsAllow() {
        #expect(SiteContext.lessonListWindow(count: 1000, around: 0) == 0..<40)
        #expect(SiteContext.lessonListWindow(count: 1000, around: 19) == 0..<40)
        #expect(SiteContext.lessonListWindow(count: 1000, around: 500) == 480..<520)
        #expect(SiteContext.lessonListWindow(count: 1000, around: 999) == 960..<1000)
        #expect(SiteContext.lessonListWindow(count: 41, around: 40) == 1..<41)
    }
}
