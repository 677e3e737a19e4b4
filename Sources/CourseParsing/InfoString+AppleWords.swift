import CourseModel

/// `in=Type` and `incomplete`: how a lesson says what its Apple-only code is
/// typechecked with (docs/format.md).
extension InfoString {
    /// Takes `in=` or `incomplete`; false for any other word.
    mutating func takeAppleWord(_ word: String, at location: SourceLocation) throws(CourseError) -> Bool {
        if word == "incomplete" {
            incomplete = true
            return true
        }
        guard let value = word.value(after: "in=") else { return false }
        guard Self.isTypePath(value) else {
            throw CourseError("in= needs the type the fragment belongs to, such as 'ImagePicker' or 'ImagePicker.Coordinator', not '\(value)'", at: location)
        }
        context = value
        return true
    }

    func checkAppleWords(for role: BlockRole, info: String, at location: SourceLocation) throws(CourseError) {
        if context != nil, role != .apple {
            throw CourseError("in= belongs to an apple fragment: 'swift apple in=Type'", at: location)
        }
        if incomplete, role != .apple, role != .step {
            throw CourseError("incomplete belongs to an apple block or a tutorial step, not to '\(info)'", at: location)
        }
        if incomplete, context != nil {
            throw CourseError("an incomplete block is only parsed, so in= would not be used; drop one of them", at: location)
        }
    }

    /// `Name` or `Outer.Inner`: identifiers joined by dots.
    static func isTypePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first == "_" || first.isLetter else { return false }
            return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }
}
