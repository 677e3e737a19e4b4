import CoursecSupport
import CourseModel
import Testing

@Suite struct JSONValueTests {
    static let value = JSONValue.object([
        ("b", .int(1)),
        ("a", .array([.bool(true), .null, .bool(false)])),
        ("empty", .array([])),
        ("nested", .object([("x", .string("y"))])),
        ("none", .object([])),
    ])

    @Test func compactSerializationKeepsTheKeysInTheirOrder() {
        #expect(Self.value.serialized() == #"{"b":1,"a":[true,null,false],"empty":[],"nested":{"x":"y"},"none":{}}"#)
    }

    @Test func prettySerializationIndentsByTwoSpacesAndKeepsEmptyContainersOnOneLine() {
        #expect(Self.value.serialized(pretty: true) == """
            {
              "b": 1,
              "a": [
                true,
                null,
                false
              ],
              "empty": [],
              "nested": {
                "x": "y"
              },
              "none": {}
            }
            """)
    }

    @Test func escapesQuotesBackslashesAndControlCharactersButNotOtherLetters() {
        #expect(JSONValue.string("a\"b\\c\nd\re\tf\u{1}g").serialized() == #""a\"b\\c\nd\re\tf\u0001g""#)
        #expect(JSONValue.string("Koordinatör コーディネータ").serialized() == "\"Koordinatör コーディネータ\"")
    }

    @Test func writesDoublesWithThreeDecimalsAndNonFiniteOnesAsNull() {
        #expect(JSONValue.double(1.5).serialized() == "1.500")
        #expect(JSONValue.double(0.0004).serialized() == "0.000")
        #expect(JSONValue.double(.infinity).serialized() == "null")
        #expect(JSONValue.double(.nan).serialized() == "null")
    }

    @Test func valuesAreEqualWhenTheySerializeAlikeSoKeyOrderCounts() {
        #expect(JSONValue.object([("a", .int(1)), ("b", .int(2))]) == .object([("a", .int(1)), ("b", .int(2))]))
        #expect(JSONValue.object([("a", .int(1)), ("b", .int(2))]) != .object([("b", .int(2)), ("a", .int(1))]))
        #expect(Set([JSONValue.int(1), .int(1), .string("1")]).count == 2)
    }

    @Test func anAbsentOptionalIsNull() {
        #expect(JSONValue.optional(nil as String?) == .null)
        #expect(JSONValue.optional("x" as String?) == .string("x"))
        #expect(JSONValue.optional(nil as Int?) == .null)
        #expect(JSONValue.optional(7 as Int?) == .int(7))
    }
}
