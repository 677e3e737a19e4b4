/// A failed snippet `verify --bless` did not accept, and why: only a program that
/// ran to completion printed an output worth writing into the lesson.
public struct BlessRefusal: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var reason: String

    public var description: String { "\(file):\(line): error: not blessed: \(reason)" }
}
