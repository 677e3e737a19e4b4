import Foundation

/// A key written twice in one JSON object. Foundation's parser keeps one of the two
/// values without a word, so a site.json or course.json with two `"title"`s would publish
/// whichever it kept; the readers refuse it, naming the key and its second line.
struct JSONDuplicateKey: Equatable {
    var key: String
    var line: Int

    /// The first key repeated in an object of `text`, read in one pass; nil when there
    /// is none (or the text is not JSON: the parser then says why).
    static func first(in text: String) -> JSONDuplicateKey? {
        // Each open object's keys; nil for an open array.
        var open: [Set<String>?] = []
        var line = 1
        var lastString: (value: String, line: Int)?
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "{"):
                open.append([])
                lastString = nil
            case UInt8(ascii: "["):
                open.append(nil)
                lastString = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                lastString = nil
            case UInt8(ascii: ","):
                lastString = nil
            case UInt8(ascii: ":"):
                if let key = lastString, let keys = open.last, var seen = keys {
                    guard seen.insert(key.value).inserted else { return JSONDuplicateKey(key: key.value, line: key.line) }
                    open[open.count - 1] = seen
                }
                lastString = nil
            case UInt8(ascii: "\""):
                var end = index + 1
                var escaped = false
                while end < bytes.count {
                    if escaped { escaped = false } else if bytes[end] == UInt8(ascii: "\\") { escaped = true } else if bytes[end] == UInt8(ascii: "\"") { break }
                    end += 1
                }
                guard end < bytes.count else { return nil }
                let raw = String(decoding: bytes[index...end], as: UTF8.self)
                lastString = (decoded(raw) ?? raw, line)
                index = end
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// A string literal with its escapes read (`"\u0061"` is the key `a`).
    private static func decoded(_ literal: String) -> String? {
        guard literal.contains("\\") else { return String(literal.dropFirst().dropLast()) }
        return (try? JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String])?.first
    }
}
