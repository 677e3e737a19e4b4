import CourseModel
import Testing

/// `AbsolutePath.resolving` is the one place `.`, `..` and empty components are resolved:
/// what a `..` with nothing before it does is the caller's choice.
@Suite struct PathResolvingTests {
    @Test func aDotDotAboveTheRootStaysThereIsKeptOrFailsAsAsked() {
        #expect(AbsolutePath.resolving("../../a//./b", from: ["x"], aboveRoot: .stayAtRoot) == ["a", "b"])
        #expect(AbsolutePath.resolving("../../a//./b", from: ["x"], aboveRoot: .keep) == ["..", "a", "b"])
        #expect(AbsolutePath.resolving("../../a//./b", from: ["x"], aboveRoot: .fail) == nil)
        #expect(AbsolutePath.resolving("../a/../b", from: ["x", "y"], aboveRoot: .fail) == ["x", "b"])
    }

    @Test func theAbsoluteAndSimplifiedSpellingsAreMadeByIt() {
        #expect(AbsolutePath.of("../../../a/./b/", in: "/x") == "/a/b")
        #expect(AbsolutePath.simplified("../x/../../y/.") == "../../y")
        #expect(AbsolutePath.simplified("/../x/..") == "/")
        #expect(AbsolutePath.simplified("x/..") == ".")
    }
}
