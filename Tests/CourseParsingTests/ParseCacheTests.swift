import CourseModel
import CourseParsing
import CoursecTestSupport
import Foundation
import Testing

/// A course loaded through the parse cache is the course loaded without it, whatever of
/// its inputs changed since the entries were written; and an unchanged lesson is read
/// from its entry, not parsed and stored again.
@Suite struct ParseCacheTests {
    let directory = TemporaryDirectory("parse-cache")

    private var courses: String { directory.file("courses") }
    private var cache: ParseCache { ParseCache(directory: directory.file("parse")) }

    /// A lesson with every part a parse gives: front matter, a translation reference,
    /// tables, task lists, inline markup, every kind of block, output comments, FAQ, quiz,
    /// the lesson list and an untranslated marker.
    private func writeCourse() {
        directory.write("courses/kitchen/course.json", #"{"title": {"en": "Kitchen", "tr": "Mutfak"}, "sourceLanguage": "en", "lessons": ["timers", "scales"], "support": ["support/Oven.swift"]}"#)
        directory.write("courses/kitchen/support/Oven.swift", "func bake(_ minutes: Int) -> String { \"baked \\(minutes)\" }\n")
        directory.write("courses/kitchen/shared/Timer.swift", "struct KitchenTimer { var seconds = 90 }\n")
        directory.write("courses/kitchen/en/01-timers.md", """
            ---
            id: timers
            title: Timers
            summary: Counting down while the bread bakes.
            order: 1
            ---

            A *timer* counts **down**; ~~never~~ up. See [scales](02-scales.md#weighing) and ![a dial](dial.png "Dial").
            Inline `KitchenTimer` and <!-- an inline note -->.\\
            A hard break above.

            | tool | use |
            |:-----|----:|
            | timer | time |

            > A quote with a list:
            >
            > 3. three
            > 4. four

            ---

            ```swift include=shared/Timer.swift
            ```

            ```swift file=Kettle.swift
            struct Kettle { var litres = 1 }
            ```

            ```swift run
            print(bake(20))
            print(KitchenTimer().seconds) // Prints "90"
            ```

            ```output
            baked 20
            90
            ```

            ```swift run
            print(Kettle().litres)
            // Prints "1"
            ```

            ```swift setup group=pan
            let pan = "pan"
            ```

            ```swift run group=pan
            print(pan)
            ```

            ```output
            pan
            ```

            <!-- error: cannot find 'spoon' in scope -->
            ```swift compile-error
            print(spoon)
            ```

            ```swift step=1 file=Recipe.swift highlight=1
            struct Recipe {}
            ```

            ```swift apple incomplete
            Text("hi").padding()
            ```

            ```swift ignore
            let notChecked = 1
            ```

            ```swift run traps
            precondition(1 > 2, "a full pan")
            ```

            <!-- a block note -->

            <!-- faq -->
            ## Questions

            ### Why count down?

            So you *know* when.

            <!-- quiz -->
            ## Check

            Which way does a timer count?

            - [x] down
            - [ ] up

            <!-- lessons -->
            ## All lessons

            - Timers
            - Scales
            - Ovens

            """)
        writeScales(title: "Scales")
        directory.write("courses/kitchen/tr/02-scales.md", """
            ---
            id: scales
            title: Teraziler
            translation-of: en 0123abcd
            ---

            ## Tartma

            <!-- untranslated -->
            Weighing, still in English.

            ```swift run
            print(500)
            ```

            ```output
            500
            ```

            """)
    }

    private func writeScales(title: String) {
        directory.write("courses/kitchen/en/02-scales.md", """
            ---
            id: scales
            title: \(title)
            ---

            ## Weighing

            ```swift run
            print(500)
            ```

            ```output
            500
            ```

            """)
    }

    private func entries() -> [String: ino_t] {
        var found: [String: ino_t] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.file("parse"))
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".lesson") else { continue }
            var status = stat()
            stat(directory.file("parse/\(name)"), &status)
            found[name] = status.st_ino
        }
        return found
    }

    @Test func aCourseLoadedFromItsEntriesIsTheCourseParsedWithoutTheCache() throws {
        writeCourse()
        let parsed = CourseLoader().loadCoursesGoingOn(root: courses)
        #expect(parsed.errors.map(\.description) == [])
        let stored = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        let read = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        #expect(entries().count == 3)
        #expect(stored.courses == parsed.courses)
        #expect(read.courses == parsed.courses)
        #expect(read.courses.first?.lessons.map(\.file) == [
            directory.file("courses/kitchen/en/01-timers.md"), directory.file("courses/kitchen/en/02-scales.md"),
            directory.file("courses/kitchen/tr/02-scales.md"),
        ])
    }

    @Test func anUnchangedLessonIsReadFromItsEntryAndAChangedOneParsedAndStored() throws {
        writeCourse()
        _ = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        let first = entries()
        writeScales(title: "Kitchen scales")
        let load = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        let second = entries()
        // The two unchanged lessons' entries were not written again (the same files), one new entry.
        #expect(second.count == 4)
        #expect(first.allSatisfy { second[$0.key] == $0.value })
        #expect(load.courses.first?.lessons.map(\.title) == ["Timers", "Kitchen scales", "Teraziler"])
        #expect(load.courses == CourseLoader().loadCoursesGoingOn(root: courses).courses)
    }

    @Test func aChangedIncludedFileIsReadAgainThoughTheLessonIsUnchanged() throws {
        writeCourse()
        _ = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        directory.write("courses/kitchen/shared/Timer.swift", "struct KitchenTimer { var seconds = 45 }\n")
        let load = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        let include = load.courses.first?.lessons.first?.blocks.first { $0.role == .include }
        #expect(include?.code == "struct KitchenTimer { var seconds = 45 }\n")
        #expect(load.courses == CourseLoader().loadCoursesGoingOn(root: courses).courses)
    }

    @Test func aRemovedIncludedFileIsTheParseErrorItIsWithoutTheCache() throws {
        writeCourse()
        _ = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        try FileManager.default.removeItem(atPath: directory.file("courses/kitchen/shared/Timer.swift"))
        let lesson = directory.file("courses/kitchen/en/01-timers.md")
        let load = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        #expect(load.errors.map(\.description) == [
            "\(lesson):23: error: included file 'shared/Timer.swift' not found (looked for \(AbsolutePath.simplified(directory.file("courses/kitchen/shared/Timer.swift"))))",
        ])
        #expect(load.courses.first?.lessons.map(\.id) == ["scales", "scales"])
    }

    @Test func aChangedCourseJSONIsReadAgainThoughNoLessonChanged() throws {
        writeCourse()
        _ = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        let manifest = directory.write("courses/kitchen/course.json", #"{"title": {"en": "Bakery", "tr": "Fırın"}, "sourceLanguage": "en", "lessons": ["timers"], "support": ["support/Oven.swift"]}"#)
        let load = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        let scales = directory.file("courses/kitchen/en/02-scales.md"), translated = directory.file("courses/kitchen/tr/02-scales.md")
        #expect(load.errors.map(\.description) == [
            "\(scales):2: error: lesson 'scales' is not listed in \(manifest) 'lessons'",
            "\(translated):2: error: lesson 'scales' is not listed in \(manifest) 'lessons'",
        ])
        #expect(load.courses.first?.titles == ["en": "Bakery", "tr": "Fırın"])
        #expect(load.courses.first?.lessons.map(\.id) == ["timers"])
    }

    @Test func aCorruptEntryIsAMissAndIsWrittenAgain() throws {
        writeCourse()
        _ = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        for name in entries().keys {
            let path = directory.file("parse/\(name)")
            var data = try #require(FileManager.default.contents(atPath: path))
            data[data.count - 2] ^= 0x01
            try data.write(to: URL(fileURLWithPath: path))
        }
        let load = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        #expect(load.courses == CourseLoader().loadCoursesGoingOn(root: courses).courses)
        let again = CourseLoader(parseCache: cache).loadCoursesGoingOn(root: courses)
        #expect(again.courses == load.courses)
        #expect(entries().count == 3)
    }
}
