import SwiftUI

// The views of TCA's navigation states: a `TextState` as a `Text`, a `ButtonState` as a
// `Button`.

extension Text {
  /// A text that shows a `TextState`; a string literal is a `LocalizedStringKey` first, as
  /// with SwiftUI alone.
  ///
  /// - Parameter state: The text.
  @_disfavoredOverload
  public init(_ state: TextState) {
    self.init(verbatim: state.string)
  }
}

extension Button where Label == Text {
  /// A button made from a `ButtonState`: its label, its role, and its action, which `action`
  /// is called with (nil for a button that only dismisses).
  ///
  /// - Parameters:
  ///   - button: The button's state.
  ///   - action: Runs the button's action.
  public init<Action>(
    _ button: ButtonState<Action>, action: @escaping @MainActor (Action?) -> Void
  ) {
    let role: ButtonRole? =
      switch button.role {
      case .cancel?: .cancel
      case .destructive?: .destructive
      case nil: nil
      }
    let buttonAction = button.action.action
    self.init(role: role, action: { action(buttonAction) }, label: { Text(button.label) })
  }
}
