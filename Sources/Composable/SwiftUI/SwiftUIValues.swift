// The values of `SwiftUI` that features keep in their state and actions, and the engine's
// effects take: code that imports only the engine names them as TCA code does with SwiftUI
// imported. The views, modifiers and the rest of SwiftUI come with `import SwiftUI`, as in
// TCA, where `ComposableArchitecture` does not bring them.
@_exported import struct SwiftUI.Animation
@_exported import struct SwiftUI.Bindable
@_exported import struct SwiftUI.Binding
@_exported import struct SwiftUI.Color
@_exported import enum SwiftUI.EditMode
@_exported import struct SwiftUI.LocalizedStringKey
@_exported import struct SwiftUI.Transaction
@_exported import func SwiftUI.withAnimation
@_exported import func SwiftUI.withTransaction
