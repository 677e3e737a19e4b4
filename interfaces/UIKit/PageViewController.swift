/// https://developer.apple.com/documentation/uikit/uipageviewcontroller
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle
    public enum TransitionStyle: Int, @unchecked Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation
    public enum NavigationOrientation: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationdirection
    public enum NavigationDirection: Int, @unchecked Sendable {
        case forward = 0
        case reverse = 1
    }

    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey
    public struct OptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let spineLocation: UIPageViewController.OptionsKey = { fatalError() }()
        public static let interPageSpacing: UIPageViewController.OptionsKey = { fatalError() }()
    }

    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    weak open var dataSource: (any UIPageViewControllerDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
    weak open var delegate: (any UIPageViewControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    open var viewControllers: [UIViewController]? { fatalError() }
    open var transitionStyle: UIPageViewController.TransitionStyle { fatalError() }
    open var navigationOrientation: UIPageViewController.NavigationOrientation { fatalError() }

    open func setViewControllers(
        _ viewControllers: [UIViewController]?,
        direction: UIPageViewController.NavigationDirection,
        animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    // Optional in Objective-C: defaults below.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { fatalError() }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    // Optional in Objective-C: default below.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) { fatalError() }
}
