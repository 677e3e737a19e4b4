import Foundation

/// One line of a tutorial listing: `12. return x` carries the number the page
/// printed beside it; a line without a number is one the step adds or changes.
struct ListingLine: Hashable, Sendable {
    var number: Int?
    var text: String

    /// `12. code` → (12, `code`); anything else keeps its text and has no number.
    init(parsing raw: String) {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        let rest = trimmed.dropFirst(digits.count)
        if !digits.isEmpty, digits.count <= 5, rest.hasPrefix(". ") || rest == "." {
            number = Int(digits)
            text = rest.dropFirst(1).trimmingCharacters(in: .whitespaces)
        } else {
            number = nil
            text = trimmed
        }
    }

    init(number: Int?, text: String) {
        self.number = number
        self.text = text
    }

    static func isNumbered(_ raw: String) -> Bool { ListingLine(parsing: raw).number != nil }
}
