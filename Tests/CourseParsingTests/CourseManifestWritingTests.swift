import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

/// `CourseManifest` writes course.json for `import` and `new`: one key order, titles by
/// language code, whatever order the file it read had; and a file it cannot read is the
/// reader's error, with its line.
@Suite struct CourseManifestWritingTests {
    let directory = TemporaryDirectory("manifest-writing")

    @Test func aManifestIsWrittenBackInOneKeyOrderWithItsTitlesByLanguage() throws {
        directory.write("c/course.json", #"{"order": 2, "support": ["support/A.swift"], "lessons": ["a"], "sourceLanguage": "tr", "title": {"tr": "Mimari", "en": "Architecture"}}"#)
        var manifest = try #require(try CourseManifest.readIfPresent(directory.file("c/course.json")))
        manifest.lessons.append("b")
        manifest.title["de"] = "Architektur"
        #expect(manifest.serialized == """
            {
              "title": {
                "de": "Architektur",
                "en": "Architecture",
                "tr": "Mimari"
              },
              "sourceLanguage": "tr",
              "lessons": [
                "a",
                "b"
              ],
              "support": [
                "support/A.swift"
              ],
              "order": 2
            }

            """)
    }

    @Test func aNewCourseManifestHasItsTitleSourceLanguageAndLessonsOnly() {
        let manifest = CourseManifest(path: directory.file("n/course.json"), title: "Kitchen", language: "en", lessons: ["timers"])
        #expect(manifest.serialized == "{\n  \"title\": {\n    \"en\": \"Kitchen\"\n  },\n  \"sourceLanguage\": \"en\",\n  \"lessons\": [\n    \"timers\"\n  ]\n}\n")
    }

    @Test func noFileIsNoManifestAndABrokenFileIsTheReadersErrorAtItsLine() throws {
        #expect(try CourseManifest.readIfPresent(directory.file("none/course.json")) == nil)
        directory.write("b/course.json", "{\n  \"title\": {\"en\": \"B\"},\n  \"sourceLanguage\": \"en\",\n  \"lesons\": []\n}\n")
        #expect(throws: CourseError(
            "unknown key 'lesons' in course.json (did you mean 'lessons'? known keys: title, sourceLanguage, lessons, support, order, outputTemplates, originals)",
            at: CourseModel.SourceLocation(file: directory.file("b/course.json"), line: 4))) {
            try CourseManifest.readIfPresent(directory.file("b/course.json"))
        }
    }
}
