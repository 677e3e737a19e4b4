// On iOS `import SwiftUI` also makes UIKit's and Combine's names visible
// (`ObservableObject`, `@Published`, `UIViewController` with SwiftUI alone).
@_exported import Combine
@_exported import UIKit
