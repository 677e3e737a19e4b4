import CourseModel
import Testing

@Suite struct CodeNormalizerTests {
    @Test func commentsAndStringTextGoButInterpolationsStay() {
        #expect(CodeNormalizer.normalize("let a = \"x \\(b) y\" // c\n/* d */ f(a)") == "let a = \"\"(b) f(a)")
    }

    @Test func aStringInsideAnInterpolationIsALiteralToo() {
        #expect(CodeNormalizer.normalize("print(\"a \\(f(\")\")) b\"); g()") == "print(\"\"(f(\"\"))); g()")
    }

    @Test func multilineAndRawStringsAreLiterals() {
        #expect(CodeNormalizer.normalize("let a = \"\"\"\n text \"\n \"\"\"\nlet b = #\"raw \"q\" \"#") == "let a = \"\" let b = \"\"")
    }
}
