import CourseModel
import CourseParsing
import CoursecTestSupport
import Foundation
import Testing

/// course.json is read strictly: every mistake names the file and line.
@Suite struct CourseManifestTests {
    static let lesson = "---\nid: x\ntitle: X\n---\n"

    /// The errors loading the courses under `root` gives, as a command prints them; nil if they load.
    static func loadErrors(_ root: String) -> String? {
        do {
            _ = try CourseLoader().loadCourses(root: root)
            return nil
        } catch {
            return "\(error)\n"
        }
    }

    func load(manifest: String, lessons: [String: String] = ["tr/01-x.md": lesson]) -> (String?, String) {
        let directory = TemporaryDirectory("manifest")
        let path = directory.write("c/course.json", manifest)
        for (file, text) in lessons { directory.write("c/" + file, text) }
        return (Self.loadErrors(directory.path), path)
    }

    @Test func invalidJSONNamesTheLineWhereItBreaks() {
        let (error, path) = load(manifest: "{\n  \"title\": {\"tr\": \"C\"},\n  \"sourceLanguage\": \"tr\"\n  \"lessons\": [\"x\"]\n}\n")
        #expect(error == "\(path):4: error: course.json is not valid JSON (Invalid value around character 53.)\n")
    }

    @Test func anUnknownKeyIsAnErrorNotASilentlyDroppedSetting() {
        let (error, path) = load(manifest: "{\n  \"title\": {\"tr\": \"C\"},\n  \"sourceLanguage\": \"tr\",\n  \"lessons\": [\"x\"],\n  \"suport\": [\"Sync.swift\"]\n}\n")
        #expect(error == "\(path):5: error: unknown key 'suport' in course.json (did you mean 'support'? known keys: title, sourceLanguage, lessons, support, order, outputTemplates, originals)\n")
    }

    @Test func originalsNameEachTranslatedChaptersOriginalAmongTheListedLessons() {
        let fine = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"x\"],\n \"originals\": {\"06-kansuu\": \"x\"}}\n")
        #expect(fine.0 == nil)
        let (unlisted, path) = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"x\"],\n \"originals\": {\"kansuu\":\n \"functions\"}}\n")
        #expect(unlisted == "\(path):3: error: \"originals\" names 'functions' as the original of 'kansuu', and \"lessons\" does not list it\n")
        let notIDs = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"x\"],\n \"originals\": {\n \"Kan Suu\": \"x\"}}\n")
        #expect(notIDs.0 == "\(notIDs.1):3: error: \"originals\": 'Kan Suu' and 'x' must both be lesson ids (a-z, 0-9 and '-')\n")
        let notObject = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"x\"],\n \"originals\": [\"x\"]}\n")
        #expect(notObject.0 == "\(notObject.1):2: error: \"originals\" must be an object of a translated chapter's id to its original lesson's id, such as {\"06-kansuu\": \"functions\"}\n")
    }

    @Test func aLessonListedTwiceIsAnError() {
        let (error, path) = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\",\n \"lessons\": [\"x\",\n \"x\"]}\n")
        #expect(error == "\(path):3: error: lesson 'x' is listed twice in \"lessons\"\n")
    }

    @Test func aSourceLanguageWithNoLessonIsAnError() {
        let (error, path) = load(manifest: "{\"title\": {\"tr\": \"C\"},\n \"sourceLanguage\": \"de\",\n \"lessons\": [\"x\"]}\n")
        #expect(error == "\(path):2: error: sourceLanguage is 'de' but no lesson is written in it (lessons here are in: tr)\n")
    }

    @Test func aMissingTitleIsAnError() {
        let (error, path) = load(manifest: "{\"sourceLanguage\": \"tr\", \"lessons\": [\"x\"]}\n")
        #expect(error == "\(path):1: error: course.json needs \"title\": an object of course titles by language, such as {\"tr\": \"…\"}\n")
    }

    @Test func aLessonFileWithoutItsNumberIsAnError() {
        let (error, _) = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"x\"]}", lessons: ["tr/x.md": Self.lesson])
        #expect(error?.hasSuffix("/c/tr/x.md:2: error: file name 'x.md' lacks the number that orders lesson files (name it NN-x.md, such as 01-x.md)\n") == true)
    }

    @Test func lessonFoldersWithoutCourseJSONAreAnError() {
        let directory = TemporaryDirectory("manifest")
        directory.write("c/tr/01-x.md", Self.lesson)
        let error = Self.loadErrors(directory.path)
        #expect(error == "\(directory.path)/c: error: this folder has lesson folders but no course.json, so it is not a course (see docs/format.md)\n")
    }

    @Test func anUnknownKeyFarFromEveryKnownOneSuggestsNothing() {
        let (error, path) = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"x\"],\n \"colour\": \"red\"}\n")
        #expect(error == "\(path):2: error: unknown key 'colour' in course.json (known keys: title, sourceLanguage, lessons, support, order, outputTemplates, originals)\n")
    }

    @Test func aMissingSupportFileAndAListedLessonNoFolderHasNameTheirLines() {
        let (error, path) = load(manifest: "{\"title\": {\"tr\": \"C\"}, \"sourceLanguage\": \"tr\",\n \"lessons\": [\"x\",\n \"ghost\"],\n \"support\": [\"../c/support/None.swift\"]}\n")
        let folder = (path as NSString).deletingLastPathComponent
        #expect(error == """
            \(path):4: error: support file '../c/support/None.swift' not found (looked for \(folder)/support/None.swift)
            \(path):3: error: course.json lists lesson 'ghost' but no language folder has it

            """)
    }
}
