/// One expected line `verify --bless` changed: `file:line: "old" → "new"`.
public struct BlessChange: Hashable, Sendable {
    public var file: String
    public var line: Int
    /// nil: a line added (the program printed more).
    public var old: String?
    /// nil: a line removed (the program printed less).
    public var new: String?

    public var description: String {
        func shown(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "(nothing)" }
        return "\(file):\(line): \(shown(old)) → \(shown(new))"
    }
}
