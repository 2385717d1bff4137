import SwiftUI

// `alert($store.scope(state: \.alert, action: \.alert))` and its confirmation dialog: an alert
// shown from a feature's `AlertState`, whose buttons send their actions to the feature.

extension View {
  /// This view with the alert of a feature's `AlertState` while it is presented: tapping a
  /// button sends its action, and then dismisses.
  ///
  /// - Parameter item: The binding to the alert's store, `$store.scope(state: \.alert,
  ///   action: \.alert)`.
  /// - Returns: The view.
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    let store = item.wrappedValue
    let alert = store?.state
    return self.alert(
      Text(alert?.title ?? ""), isPresented: isPresented(item), presenting: alert,
      actions: { alert in buttons(alert.buttons, store: store) },
      message: { alert in alert.message.map { Text($0) } })
  }

  /// This view with the confirmation dialog of a feature's `ConfirmationDialogState` while it
  /// is presented: tapping a button sends its action, and then dismisses.
  ///
  /// - Parameter item: The binding to the dialog's store.
  /// - Returns: The view.
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    let store = item.wrappedValue
    let dialog = store?.state
    let visibility: Visibility =
      switch dialog?.titleVisibility {
      case .visible?: .visible
      case .hidden?: .hidden
      default: .automatic
      }
    return confirmationDialog(
      Text(dialog?.title ?? ""), isPresented: isPresented(item), titleVisibility: visibility,
      actions: { if let dialog { buttons(dialog.buttons, store: store) } },
      message: { if let message = dialog?.message { Text(message) } })
  }
}

/// A binding that is true while the store is there, and dismisses it when set to false.
@MainActor
private func isPresented<Value>(_ item: Binding<Value?>) -> Binding<Bool> {
  Binding(
    get: { item.wrappedValue != nil },
    set: { if !$0 { item.wrappedValue = nil } })
}

/// The buttons of an alert or a dialog, each sending its action to the store.
@MainActor
@ViewBuilder
private func buttons<Action>(
  _ buttons: [ButtonState<Action>], store: Store<some Any, Action>?
)
  -> some View
{
  ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
    Button(button) { action in
      if let action { store?.send(action) }
    }
  }
}
