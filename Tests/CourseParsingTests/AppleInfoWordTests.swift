import CourseModel
import CourseParsing
import Testing

/// `in=Type` and `incomplete` (docs/format.md): what they give a block, and the misuses named at the fence.
@Suite struct AppleInfoWordTests {
    let here = SourceLocation(file: "lesson.md", line: 7)

    func error(_ info: String) -> String? {
        do {
            _ = try InfoString.parse(info, at: here)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func inNamesTheTypeAFragmentBelongsTo() throws {
        let info = try InfoString.parse("swift apple in=ImagePicker.Coordinator", at: here)
        #expect(info.kind == .snippet(.apple))
        #expect(info.context == "ImagePicker.Coordinator")
        #expect(info.incomplete == false)
    }

    @Test func incompleteMarksAStepOrAnAppleBlock() throws {
        #expect(try InfoString.parse("swift step=1 file=A.swift incomplete", at: here).incomplete)
        #expect(try InfoString.parse("swift apple incomplete", at: here).incomplete)
    }

    @Test func inOnAnythingButAnAppleBlockIsAnError() {
        #expect(error("swift parse in=ImagePicker") == "lesson.md:7: error: in= belongs to an apple fragment: 'swift apple in=Type'")
    }

    @Test func inThatIsNotATypeIsAnError() {
        #expect(error("swift apple in=Image-Picker")
            == "lesson.md:7: error: in= needs the type the fragment belongs to, such as 'ImagePicker' or 'ImagePicker.Coordinator', not 'Image-Picker'")
        #expect(error("swift apple in=") != nil)
    }

    @Test func incompleteOnARunIsAnError() {
        #expect(error("swift run incomplete") == "lesson.md:7: error: incomplete belongs to an apple block or a tutorial step, not to 'swift run incomplete'")
    }

    @Test func incompleteWithInIsAnError() {
        #expect(error("swift apple in=A incomplete") == "lesson.md:7: error: an incomplete block is only parsed, so in= would not be used; drop one of them")
    }

    @Test func theParserCarriesTheWordsToTheBlock() throws {
        let lesson = try LessonParser(language: "tr").parse(
            "---\nid: x\ntitle: X\n---\n\n```swift apple in=Picker\nfunc a() {}\n```\n\n```swift apple incomplete\nstruct B: View {}\n```\n", file: "x.md")
        #expect(lesson.blocks.map(\.context) == ["Picker", nil])
        #expect(lesson.blocks.map(\.isIncomplete) == [false, true])
    }
}
