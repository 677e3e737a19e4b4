/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    public init?(systemName name: String) { fatalError() }
    public init?(data: Data) { fatalError() }
    public init?(contentsOfFile path: String) { fatalError() }

    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
}
