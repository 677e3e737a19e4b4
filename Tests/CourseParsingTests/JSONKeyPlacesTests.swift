@testable import CourseParsing
import Testing

/// The lines and order of a JSON text's keys, which Foundation's parser does not keep:
/// `po export` names a glossary field's line, `po import` keeps the file's order.
@Suite struct JSONKeyPlacesTests {
    static let text = """
        {"terms": [
          {"id": "a", "tr": {"use": "x"}},
          {
            "id": "b",
            "ja": {"means": "m, \\"q\\": [1]", "use": "y"},
            "en": {"use": "z", "avoid": ["w", "v"]}
          }
        ]}
        """

    @Test func eachKeyHasItsLineAndItsPathWithArrayIndices() {
        let places = JSONKeyPlaces(Self.text)
        #expect(places.places.map { "\($0.path.joined(separator: "/")):\($0.line)" } == [
            "terms:1", "terms/0/id:2", "terms/0/tr:2", "terms/0/tr/use:2",
            "terms/1/id:4", "terms/1/ja:5", "terms/1/ja/means:5", "terms/1/ja/use:5",
            "terms/1/en:6", "terms/1/en/use:6", "terms/1/en/avoid:6",
        ])
        #expect(places.line(["terms", "1", "ja", "use"]) == 5)
        #expect(places.keys(under: ["terms", "1"]) == ["id", "ja", "en"])
        #expect(places.keys(under: ["terms", "1", "ja"]) == ["means", "use"])
    }

    @Test func aRepeatedKeyIsStillFoundAtItsSecondLine() {
        #expect(JSONDuplicateKey.first(in: "{\"a\": [{\"b\": 1,\n \"b\": 2}]}") == JSONDuplicateKey(key: "b", line: 2))
        #expect(JSONDuplicateKey.first(in: "[{\"b\": 1}, {\"b\": 2}]") == nil)
    }
}
