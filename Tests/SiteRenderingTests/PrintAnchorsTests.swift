import CourseModel
@testable import SiteRendering
import Testing

/// How one lesson's body is made to hold on its course's print page.
struct PrintAnchorsTests {
    let anchors = PrintAnchors(lesson: "b", lessons: ["a", "b"])

    @Test func linksWithinTheLessonOrToALessonOnThePageLeadWithinThePageAndOthersStayAsWritten() {
        #expect(anchors.href("#sonra") == "#lesson_b_sonra")
        #expect(anchors.href("a.html") == "#lesson_a")
        #expect(anchors.href("a.html#") == "#lesson_a")
        #expect(anchors.href("a.html#d%C3%B6ng%C3%BC") == "#lesson_a_d%C3%B6ng%C3%BC")
        // Not a lesson of this course and language on the page: kept.
        #expect(anchors.href("index.html") == "index.html")
        #expect(anchors.href("c.html#x") == "c.html#x")
        #expect(anchors.href("../en/a.html#x") == "../en/a.html#x")
        #expect(anchors.href("../../glossary/tr.html#koordinator") == "../../glossary/tr.html#koordinator")
        #expect(anchors.href("https://example.org/a.html") == "https://example.org/a.html")
        #expect(anchors.href("img/a.png") == "img/a.png")
    }

    @Test func everyIdIsPrefixedWithTheLessonAndHeadingsGoOneLevelDown() {
        var body = XMLElementValue("body")
        body.append(XMLElementValue("heading", ["level": "1", "id": "giris"], text: "Giriş"))
        body.append(XMLElementValue("heading", ["level": "2", "id": "sonra"], text: "Sonra"))
        body.append(XMLElementValue("heading", ["level": "6", "id": "derin"], text: "Derin"))
        var para = XMLElementValue("para")
        para.append(XMLElementValue("link", ["href": "#sonra"], text: "aşağı"))
        body.append(para)
        body.append(XMLElementValue("quiz", ["id": "quiz_1"]))
        #expect(anchors.rewritten(body).elements.map { [$0.name, $0.attribute("level") ?? "", $0.attribute("id") ?? ""] } == [
            ["heading", "3", "lesson_b_giris"], ["heading", "3", "lesson_b_sonra"], ["heading", "6", "lesson_b_derin"],
            ["para", "", ""], ["quiz", "", "lesson_b_quiz_1"],
        ])
        #expect(anchors.rewritten(body).elements[3].elements[0].attribute("href") == "#lesson_b_sonra")
    }
}
