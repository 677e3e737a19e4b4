/// https://developer.apple.com/documentation/uikit/uiimagepickercontroller
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/sourcetype
    public enum SourceType: Int, @unchecked Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey
    public struct InfoKey: Hashable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let mediaType: UIImagePickerController.InfoKey = { fatalError() }()
        public static let originalImage: UIImagePickerController.InfoKey = { fatalError() }()
        public static let editedImage: UIImagePickerController.InfoKey = { fatalError() }()
        public static let cropRect: UIImagePickerController.InfoKey = { fatalError() }()
        public static let imageURL: UIImagePickerController.InfoKey = { fatalError() }()
    }

    // Overriding every designated initializer inherits `init()`, which is how
    // Objective-C gives Swift `UIImagePickerController()`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public override init(rootViewController: UIViewController) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }

    weak open var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    open var sourceType: UIImagePickerController.SourceType {
        get { fatalError() }
        set { fatalError() }
    }
    open var allowsEditing: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate
// Both methods are optional in Objective-C: defaults below.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) { fatalError() }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { fatalError() }
}
