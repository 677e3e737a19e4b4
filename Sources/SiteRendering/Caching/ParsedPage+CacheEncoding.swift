import Foundation

/// How the page cache stores what validating a page found: length-prefixed fields
/// (`<byte count>:<bytes>`), no escaping. Every build with unchanged pages reads
/// one per page, and decoding this is several times cheaper than JSON (a 1,000-lesson
/// site holds 87,000 links; `perf` put the JSON decoding at a sixth of the render step).
extension LibXML.ParsedPage {
    func cacheEncoded() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * (references.count + ids.count + 1))
        func field(_ text: String) {
            bytes.append(contentsOf: "\(text.utf8.count):".utf8)
            bytes.append(contentsOf: text.utf8)
        }
        field(publicID.map { "+" + $0 } ?? "-")
        field(String(problems.count))
        for problem in problems { field(String(problem.line)); field(problem.message) }
        field(String(ids.count))
        ids.forEach(field)
        field(String(references.count))
        for reference in references {
            field(reference.attribute); field(reference.element); field(reference.value); field(String(reference.line))
        }
        return bytes
    }

    /// Nil unless `bytes` is exactly one encoded page.
    init?(cacheEncoded bytes: some Collection<UInt8>) {
        var reader = FieldReader(bytes: Array(bytes))
        guard let id = reader.text(), let problemCount = reader.number() else { return nil }
        var problems: [Problem] = []
        for _ in 0..<problemCount {
            guard let line = reader.number(), let message = reader.text() else { return nil }
            problems.append(Problem(line: line, message: message))
        }
        guard let idCount = reader.number() else { return nil }
        var ids: [String] = []
        ids.reserveCapacity(idCount)
        for _ in 0..<idCount {
            guard let id = reader.text() else { return nil }
            ids.append(id)
        }
        guard let referenceCount = reader.number() else { return nil }
        var references: [Reference] = []
        references.reserveCapacity(referenceCount)
        for _ in 0..<referenceCount {
            guard let attribute = reader.text(), let element = reader.text(), let value = reader.text(), let line = reader.number() else { return nil }
            references.append(Reference(attribute: attribute, element: element, value: value, line: line))
        }
        guard reader.atEnd, id == "-" || id.hasPrefix("+") else { return nil }
        self.init(problems: problems, publicID: id == "-" ? nil : String(id.dropFirst()), ids: ids, references: references)
    }
}

private struct FieldReader {
    var bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position == bytes.count }

    mutating func text() -> String? {
        var count = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
            let digit = Int(bytes[position]) - 48
            guard (0...9).contains(digit), count < 1 << 40 else { return nil }
            count = count * 10 + digit
            position += 1
        }
        guard position < bytes.count, bytes.count - position - 1 >= count else { return nil }
        let start = position + 1
        position = start + count
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func number() -> Int? {
        text().flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
    }
}
