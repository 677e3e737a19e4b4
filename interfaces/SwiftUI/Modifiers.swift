/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    public static var largeTitle: Font { fatalError() }
    public static var title: Font { fatalError() }
    public static var headline: Font { fatalError() }
    public static var subheadline: Font { fatalError() }
    public static var body: Font { fatalError() }
    public static var caption: Font { fatalError() }
    public static var footnote: Font { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/edge/set
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// https://developer.apple.com/documentation/swiftui/text/font(_:)
extension Text {
    public func font(_ font: Font?) -> Text { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    public func padding(_ length: CGFloat) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { fatalError() }
}
