import Foundation

extension JSONValue {
    /// A value JSONSerialization read (a file a person edits, such as course.json),
    /// its objects' keys sorted.
    public init(foundation value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let number as Int: self = .int(number)
        case let array as [Any]: self = .array(array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]: self = .object(object.keys.sorted().map { ($0, JSONValue(foundation: object[$0]!)) })
        default: self = .null
        }
    }
}
