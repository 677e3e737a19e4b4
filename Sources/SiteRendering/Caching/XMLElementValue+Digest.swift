import CoursecSupport
import CourseModel

extension XMLElementValue {
    /// Feeds the element into `hasher` so that two elements hash alike only when
    /// they are equal: every name, value and text is preceded by its length and a
    /// tag, so no concatenation of different trees reads the same.
    func digest(into hasher: inout SHA256) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        append(to: &bytes)
        hasher.update(bytes)
    }

    private func append(to bytes: inout [UInt8]) {
        Self.field(0x45, name, into: &bytes)
        for attribute in attributes {
            Self.field(0x41, attribute.name, into: &bytes)
            Self.field(0x56, attribute.value, into: &bytes)
        }
        for child in children {
            switch child {
            case .element(let element): element.append(to: &bytes)
            case .text(let text): Self.field(0x54, text, into: &bytes)
            }
        }
        bytes.append(0x2F)
    }

    private static func field(_ tag: UInt8, _ text: String, into bytes: inout [UInt8]) {
        bytes.append(tag)
        let count = text.utf8.count
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: count >> shift)) }
        bytes.append(contentsOf: text.utf8)
    }
}
