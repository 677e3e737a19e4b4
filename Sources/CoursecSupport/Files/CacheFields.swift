/// The field format of the binary cache payloads (validated pages, parsed lessons):
/// each field `<byte count>:<bytes>`, no escaping. Decoding it is several times cheaper
/// than Foundation's JSON on Linux, which is what a cache that every build reads for
/// every page or lesson needs.
public struct CacheFieldWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    public mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(contentsOf: String(utf8.count).utf8)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func number(_ number: Int) { text(String(number)) }

    public mutating func flag(_ value: Bool) { text(value ? "1" : "0") }

    /// `-` for nil, else `+` and the text.
    public mutating func optionalText(_ value: String?) { text(value.map { "+" + $0 } ?? "-") }

    /// The empty field for nil.
    public mutating func optionalNumber(_ value: Int?) { text(value.map(String.init) ?? "") }
}

/// Reads what `CacheFieldWriter` wrote; any field out of shape throws, and the caller
/// takes the whole entry for a miss.
public struct CacheFieldReader: Sendable {
    public struct Malformed: Error {
        public init() {}
    }

    private let bytes: [UInt8]
    private var position = 0

    public init(bytes: [UInt8]) { self.bytes = bytes }

    public var atEnd: Bool { position == bytes.count }

    private mutating func field() throws(Malformed) -> Range<Int> {
        var count = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
            let digit = Int(bytes[position]) &- 48
            guard (0...9).contains(digit), count < 1 << 40 else { throw Malformed() }
            count = count * 10 + digit
            position += 1
        }
        guard position < bytes.count, bytes.count - position - 1 >= count else { throw Malformed() }
        let start = position + 1
        position = start + count
        return start..<position
    }

    public mutating func text() throws(Malformed) -> String {
        String(decoding: bytes[try field()], as: UTF8.self)
    }

    /// A whole number, read from its digits without making a string of them.
    public mutating func number() throws(Malformed) -> Int {
        let range = try field()
        guard let number = Self.number(bytes[range]) else { throw Malformed() }
        return number
    }

    public mutating func nonNegative() throws(Malformed) -> Int {
        let value = try number()
        guard value >= 0 else { throw Malformed() }
        return value
    }

    public mutating func flag() throws(Malformed) -> Bool {
        switch try number() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    public mutating func optionalText() throws(Malformed) -> String? {
        let range = try field()
        guard let first = range.first else { throw Malformed() }
        switch bytes[first] {
        case UInt8(ascii: "-") where range.count == 1: return nil
        case UInt8(ascii: "+"): return String(decoding: bytes[(first + 1)..<range.upperBound], as: UTF8.self)
        default: throw Malformed()
        }
    }

    public mutating func optionalNumber() throws(Malformed) -> Int? {
        let range = try field()
        if range.isEmpty { return nil }
        guard let number = Self.number(bytes[range]) else { throw Malformed() }
        return number
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= 18 else { return nil }
        var value = 0
        for byte in rest {
            let digit = Int(byte) &- 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return negative ? -value : value
    }
}
