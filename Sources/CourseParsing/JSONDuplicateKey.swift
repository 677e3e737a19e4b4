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
        var found: JSONDuplicateKey?
        JSONKeyPlaces.walk(text) { key, _, line, repeated in
            guard repeated else { return true }
            found = JSONDuplicateKey(key: key, line: line)
            return false
        }
        return found
    }
}

/// Where each key of a JSON text stands: its line and its path from the top (an array's
/// element by its index, `["terms", "0", "tr", "use"]`), in the order written. Foundation's
/// parser keeps neither the lines nor the keys' order. Only keys are found here: the values
/// are read by JSONSerialization, which also says why a text is not JSON.
public struct JSONKeyPlaces: Sendable {
    public struct Place: Hashable, Sendable {
        public var path: [String]
        public var line: Int
    }

    public var places: [Place]

    public init(_ text: String) {
        var places: [Place] = []
        Self.walk(text) { key, path, line, _ in
            places.append(Place(path: path + [key], line: line))
            return true
        }
        self.places = places
    }

    /// The line of the key at `path`.
    public func line(_ path: [String]) -> Int? {
        places.first { $0.path == path }?.line
    }

    /// The keys directly under `path`, in the order written.
    public func keys(under path: [String]) -> [String] {
        places.filter { $0.path.count == path.count + 1 && Array($0.path.dropLast()) == path }.map { $0.path.last! }
    }

    /// Calls `visit` with each key, the path of the object that holds it, its line, and
    /// whether that object has the key already; stops when `visit` returns false.
    static func walk(_ text: String, _ visit: (_ key: String, _ path: [String], _ line: Int, _ repeated: Bool) -> Bool) {
        // Each open container: an object's keys and its current key, or an array's index.
        enum Open { case object(Set<String>, String), array(Int) }
        var open: [Open] = []
        var line = 1
        var lastString: (value: String, line: Int)?
        let bytes = Array(text.utf8)
        var index = 0
        func path() -> [String] {
            open.dropLast().map { container in
                switch container {
                case .object(_, let key): key
                case .array(let index): String(index)
                }
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "{"):
                open.append(.object([], ""))
                lastString = nil
            case UInt8(ascii: "["):
                open.append(.array(0))
                lastString = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                lastString = nil
            case UInt8(ascii: ","):
                if case .array(let count) = open.last { open[open.count - 1] = .array(count + 1) }
                lastString = nil
            case UInt8(ascii: ":"):
                if let key = lastString, case .object(var seen, _) = open.last {
                    let repeated = !seen.insert(key.value).inserted
                    open[open.count - 1] = .object(seen, key.value)
                    guard visit(key.value, path(), key.line, repeated) else { return }
                }
                lastString = nil
            case UInt8(ascii: "\""):
                var end = index + 1
                var escaped = false
                while end < bytes.count {
                    if escaped { escaped = false } else if bytes[end] == UInt8(ascii: "\\") { escaped = true } else if bytes[end] == UInt8(ascii: "\"") { break }
                    end += 1
                }
                guard end < bytes.count else { return }
                let raw = String(decoding: bytes[index...end], as: UTF8.self)
                lastString = (decoded(raw) ?? raw, line)
                index = end
            default:
                break
            }
            index += 1
        }
    }

    /// A string literal with its escapes read (`"\u0061"` is the key `a`).
    private static func decoded(_ literal: String) -> String? {
        guard literal.contains("\\") else { return String(literal.dropFirst().dropLast()) }
        return (try? JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String])?.first
    }
}
