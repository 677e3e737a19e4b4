/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { fatalError() }
    public init?(coder aDecoder: NSCoder, rootView: Content) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }

    public var rootView: Content {
        get { fatalError() }
        set { fatalError() }
    }
}
