import CourseModel
import Foundation

/// Lesson and seed text is clean UTF-8 without control characters, or an error
/// that says where: a NUL or an escape code hidden in a lesson would otherwise
/// pass into the pages and the JSON unseen.
public enum LessonTextCheck {
    /// `data` as text, or an error at the line and column (in bytes) of the first
    /// byte that is not UTF-8.
    static func decode(_ data: Data, file: String) throws(CourseError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        let bytes = [UInt8](data)
        let bad = firstInvalidByte(bytes)
        let before = bytes[..<bad]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let byte = String(bytes[bad], radix: 16, uppercase: true)
        throw CourseError("not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) at column \(bad - lineStart + 1) (save the file as UTF-8)", at: SourceLocation(file: file, line: line))
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return index }
            index += length
        }
        return bytes.count
    }

    /// The length of the valid UTF-8 sequence starting at `index`, 0 if there is none.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }

    /// Throws at the line of the first C0 control character other than tab, line
    /// feed and carriage return.
    static func checkControlCharacters(_ text: String, file: String) throws(CourseError) {
        guard let first = controls(in: text, all: false).first else { return }
        throw CourseError("control character \(first) at column \(first.column); \(holds)", at: SourceLocation(file: file, line: first.line))
    }

    /// Where the control characters a lesson cannot hold are in `text`: every one, or the first.
    private static func controls(in text: String, all: Bool) -> [DroppedControl] {
        guard firstForbiddenControl(in: text) != nil else { return [] }
        var found: [DroppedControl] = []
        var line = 1
        var column = 0
        for scalar in text.unicodeScalars {
            column += 1
            if scalar == "\n" {
                line += 1
                column = 0
            } else if isForbidden(scalar) {
                found.append(DroppedControl(line: line, column: column, scalar: scalar))
                if !all { break }
            }
        }
        return found
    }

    /// A control character taken out of a text that is not a lesson yet (a book's chapter).
    public struct DroppedControl: Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var scalar: Unicode.Scalar

        /// `U+0014`, `U+0000 (NUL)`: as a refusal names it.
        public var description: String {
            let code = String(scalar.value, radix: 16, uppercase: true)
            return "U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)\(scalar.value == 0 ? " (NUL)" : "")"
        }
    }

    /// `data` as UTF-8 text without the control characters a lesson cannot hold, and
    /// where each one was: an importer keeps the rest of the text and warns at each.
    /// Text that is not UTF-8 is still refused, as no byte of it can be trusted.
    public static func decodeDroppingControls(_ data: Data, file: String) throws(CourseError) -> (text: String, dropped: [DroppedControl]) {
        let text = try decode(data, file: file)
        let dropped = controls(in: text, all: true)
        guard !dropped.isEmpty else { return (text, []) }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.lazy.filter { !isForbidden($0) })
        return (String(kept), dropped)
    }

    /// What a lesson may hold, said in every refusal of a control character.
    public static let holds = "a lesson holds text, tabs and line breaks only"

    /// The first C0 control character of `text` that a lesson cannot hold (every one but
    /// tab, line feed and carriage return): `verify --bless` asks before it writes
    /// what a program printed into a lesson, which would then no longer load.
    public static func firstForbiddenControl(in text: String) -> Unicode.Scalar? {
        // Every lesson is read through here, most without any: their bytes are scanned
        // first (a C0 control is one byte in UTF-8, never part of a longer sequence).
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        }
        if clean == true { return nil }
        return text.unicodeScalars.first(where: isForbidden)
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
    }
}
