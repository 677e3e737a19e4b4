// On Apple's systems `import UIKit` makes Foundation's names visible too.
@_exported import Foundation
