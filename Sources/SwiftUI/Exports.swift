// `import SwiftUI` brings Foundation, as Apple's does: a view file that imports nothing else
// names `Date`, `URL` and `CGFloat`.
@_exported import Foundation
