import CoursecTestSupport
import CourseParsing
import Foundation
import SiteRendering
import Testing

@Suite struct PageDetailsTests {
    /// Courses `alpha` (order 2), `beta` (order 1) and `gamma` (no order), each one Turkish lesson.
    static func writeCourses(in directory: TemporaryDirectory, orders: [String: Int]) {
        for id in ["alpha", "beta", "gamma"] {
            let order = orders[id].map { ", \"order\": \($0)" } ?? ""
            directory.write("courses/\(id)/course.json", "{\"title\": {\"tr\": \"Kurs \(id)\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"one\"]\(order)}\n")
            directory.write("courses/\(id)/tr/01-one.md", "---\nid: one\ntitle: Bir\n---\n\nMetin.\n")
        }
    }

    static func homeTitles(_ directory: TemporaryDirectory) throws -> [String] {
        let courses = try CourseLoader().loadCourses(root: directory.file("courses"))
        try PipelineSite.build(SiteInput(courses: courses), into: directory.file("site"), search: false)
        let home = directory.read("site/index.tr.html") ?? ""
        return home.components(separatedBy: "<h2>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func homePageListsCoursesByTheirOrderThenById() throws {
        let directory = TemporaryDirectory("details")
        defer { directory.remove() }
        Self.writeCourses(in: directory, orders: ["alpha": 2, "beta": 1])
        #expect(try Self.homeTitles(directory) == ["Kurs beta", "Kurs alpha", "Kurs gamma"])
    }

    @Test func coursesJSONOrdersTheCoursesItListsFirst() throws {
        let directory = TemporaryDirectory("details")
        defer { directory.remove() }
        Self.writeCourses(in: directory, orders: ["alpha": 2, "beta": 1])
        directory.write("courses/courses.json", "{\"courses\": [\"gamma\", \"alpha\"]}\n")
        #expect(try Self.homeTitles(directory) == ["Kurs gamma", "Kurs alpha", "Kurs beta"])
    }

    @Test func coursesJSONNamingAMissingCourseIsAnErrorAtItsLine() throws {
        let directory = TemporaryDirectory("details")
        defer { directory.remove() }
        Self.writeCourses(in: directory, orders: [:])
        directory.write("courses/courses.json", "{\"courses\": [\n  \"gamma\",\n  \"delta\"\n]}\n")
        let error = #expect(throws: (any Error).self) { try CourseLoader().loadCourses(root: directory.file("courses")) }
        #expect(error.map { "\($0)" }?.contains("courses/courses.json:3: error: courses.json lists 'delta', which is not a course folder here") == true)
    }

    @Test func aTurkishAnchorKeepsAnASCIIProductNameASCII() throws {
        let directory = TemporaryDirectory("details")
        defer { directory.remove() }
        Self.writeCourses(in: directory, orders: [:])
        directory.write("courses/alpha/tr/01-one.md", "---\nid: one\ntitle: Bir\n---\n\n## SwiftUI ile KOORDİNATÖRLER\n\n## IŞIK ve UIKit\n")
        _ = try Self.homeTitles(directory)
        let page = directory.read("site/alpha/tr/one.html") ?? ""
        #expect(page.contains("<h2 id=\"swiftui-ile-koordinatörler\">"))
        #expect(page.contains("<h2 id=\"ışık-ve-uikit\">"))
    }

    @Test func anAppleOnlyFragmentSaysWhatItIsAndInlineCodeDoesNotBreak() throws {
        let built = try BuiltFixtureSite()
        defer { built.remove() }
        let turkish = try built.page("swift-academy/tr/coordinator.html")
        #expect(turkish.contains("<div class=\"snippet-head\"><span class=\"file-name\">iOS kodu (UIKit, SwiftUI)</span><span class=\"badge badge-apple-checked\">"))
        // A named Apple-only file keeps its name.
        #expect(turkish.contains("<div class=\"snippet-head\"><span class=\"file-name\">PickerDelegate.swift</span>"))
        let css = try String(contentsOfFile: BuiltFixtureSite.templates + "/site.css", encoding: .utf8)
        #expect(css.contains("code { white-space: nowrap; }"))
    }
}
