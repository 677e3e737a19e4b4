/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency
open class UIResponder: NSObject {
    public override init() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency
open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }

    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }

    open func addSubview(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutSubviews() { fatalError() }
}
