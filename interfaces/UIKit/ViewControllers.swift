/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }

    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var navigationController: UINavigationController? { fatalError() }
    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }

    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }

    open func addChild(_ childController: UIViewController) { fatalError() }
    open func removeFromParent() { fatalError() }
    open func willMove(toParent parent: UIViewController?) { fatalError() }
    open func didMove(toParent parent: UIViewController?) { fatalError() }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
// `delegate` is left out: UIImagePickerController narrows its type, which only an
// Objective-C declaration can do, and no lesson sets a navigation controller's delegate.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }

    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set { fatalError() }
    }
    open var topViewController: UIViewController? { fatalError() }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
// Every method of this protocol is optional; a protocol extension stands in for
// Objective-C's `optional` (see docs/interfaces.md).
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { fatalError() }
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { fatalError() }
}
