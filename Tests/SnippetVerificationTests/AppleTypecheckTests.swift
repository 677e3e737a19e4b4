import CoursecTestSupport
import CourseModel
import SnippetVerification
import Testing

/// Apple-only code typechecked against the declared UIKit/SwiftUI interface (interfaces/):
/// each kind of mistake fails at its lesson line (Infrastructure/AppleLesson.swift).
@Suite(.tags(.compiles)) struct AppleTypecheckTests {
    let apple: AppleLesson.Verified

    init() throws { apple = try AppleLesson.verified.get() }

    /// The lesson line of `text` inside step block `index` (whose fence is the index-th step fence).
    func line(of text: String, inStep index: Int) throws -> Int {
        let fence = try #require(AppleLesson.line(of: "```swift step=\(index + 1) ", in: AppleLesson.tutorial))
        return try #require(AppleLesson.line(of: text, in: AppleLesson.tutorial, after: fence))
    }

    func failure(_ index: Int) throws -> (line: Int, message: String) {
        let result = try #require(apple.result("tutorial", index))
        #expect(result.check == .typecheckApple)
        #expect(result.status == .failed)
        return (result.line, result.reason ?? "")
    }

    @Test func aTutorialStepThatUsesTheAPIRightPasses() throws {
        let result = try #require(apple.result("tutorial", 0))
        #expect(result.check == .typecheckApple)
        #expect(result.status == .passed)
    }

    @Test func aMisspelledMethodFailsAtItsLine() throws {
        let failure = try failure(1)
        #expect(failure.line == (try line(of: "setViewController(", inStep: 1)))
        #expect(failure.message == "value of type 'UIPageViewController' has no member 'setViewController'")
    }

    @Test func aWrongArgumentLabelFailsAtTheCall() throws {
        let failure = try failure(2)
        #expect(failure.line == (try line(of: "setViewControllers(", inStep: 2)))
        #expect(failure.message == "incorrect argument label in call (have '_:direction:animate:', expected '_:direction:animated:')")
    }

    @Test func aMissingProtocolRequirementFailsAtTheConformingType() throws {
        let failure = try failure(3)
        #expect(failure.line == (try line(of: "class Coordinator: NSObject, UIPageViewControllerDataSource", inStep: 3)))
        #expect(failure.message == "type 'PageViewController<Page>.Coordinator' does not conform to protocol 'UIPageViewControllerDataSource'")
    }

    @Test func aWrongTypeFailsAtTheArgument() throws {
        let failure = try failure(4)
        #expect(failure.line == (try line(of: "animated: \"yes\"", inStep: 4)))
        #expect(failure.message == "cannot convert value of type 'String' to expected argument type 'Bool'")
    }

    @Test func anIncompleteStepIsOnlyParsed() throws {
        let result = try #require(apple.result("tutorial", 5))
        #expect(result.check == .parse)
        #expect(result.status == .passed)
    }

    @Test func fragmentsPutInTheirTypeMakeItConform() throws {
        for index in 0...3 {
            let result = try #require(apple.result("fragments", index))
            #expect(result.check == .typecheckApple)
            #expect(result.status == .passed, "\(result.reason ?? "")")
        }
    }

    @Test func anErrorInAFragmentIsAtItsLessonLine() throws {
        let result = try #require(apple.result("fragment-mistakes", 2))
        #expect(result.status == .failed)
        // The other blocks' errors are in the same swiftc run, but listed with their own blocks.
        #expect(result.diagnostics.map(\.location.line) == [result.line])
        #expect(result.line == AppleLesson.line(of: "controller.dismiss(animate: true)", in: AppleLesson.fragmentMistakes))
        #expect(result.reason == "incorrect argument label in call (have 'animate:', expected 'animated:')")
    }

    @Test func aFragmentInATypeNoBlockDeclaresFailsAtItsFence() throws {
        let result = try #require(apple.result("fragment-mistakes", 3))
        #expect(result.status == .failed)
        #expect(result.line == AppleLesson.line(of: "```swift apple in=Missing", in: AppleLesson.fragmentMistakes))
        #expect(result.reason == "cannot find type 'Missing' in scope")
    }

    @Test func publishedOnAStructFailsAsOnApplesSystems() throws {
        let result = try #require(apple.result("fragment-mistakes", 4))
        #expect(result.status == .failed)
        #expect(result.line == AppleLesson.line(of: "@Published var name", in: AppleLesson.fragmentMistakes))
        #expect(result.reason == "'wrappedValue' is unavailable: @Published is only available on properties of classes")
    }

    @Test func eachAppleBlockOfALessonIsTypecheckedWithTheOthersByOneFrontend() throws {
        let fixture = try FixtureCourse(id: "apple", lessons: ["fragments"])
        defer { fixture.remove() }
        try fixture.write("tr/01-fragments.md", AppleLesson.fragments)

        let results = try Verifier(options: try fixture.optionsLoggingSwiftcCalls()).verify([fixture.load()])

        #expect(results.map(\.status) == [.passed, .passed, .passed, .passed])
        // Four blocks, each checked with the other three: one `-wmo` frontend each, where
        // the driver's jobs without it were one frontend per file, 16.
        let typechecks = try fixture.swiftcCalls().split(separator: "\n").filter { $0 == "frontend -typecheck" }
        #expect(typechecks.count == 4)
    }

    @Test func blocksCheckedWithAFailingBlockAreSkippedNotFailedTwice() throws {
        for index in 0...1 {
            let result = try #require(apple.result("fragment-mistakes", index))
            #expect(result.status == .skipped)
            #expect(result.check == .skip)
            let first = try #require(AppleLesson.line(of: "controller.dismiss(animate: true)", in: AppleLesson.fragmentMistakes))
            #expect(result.reason == "not typechecked: other Apple code of this lesson it is checked with does not typecheck (line \(first))")
        }
    }
}
