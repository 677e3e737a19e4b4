/// https://developer.apple.com/documentation/uikit/uiscrollview
// `delegate` is left out: UITableView narrows its type, which only an
// Objective-C declaration can do.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    open var contentOffset: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style
    public enum Style: Int, @unchecked Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    weak open var dataSource: (any UITableViewDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    open func reloadData() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    // Optional in Objective-C: default below.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/indexpath (UIKit additions: row, section)
extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }
    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource {
    public init(style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var tableView: UITableView! {
        get { fatalError() }
        set { fatalError() }
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
}
