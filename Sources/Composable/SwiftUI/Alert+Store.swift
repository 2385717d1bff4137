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
    let sent = SentAction()
    return self.alert(
      Text(alert?.title ?? ""), isPresented: isPresented(item, unless: sent), presenting: alert,
      actions: { alert in buttons(alert.buttons, store: store, sent: sent) },
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
    let sent = SentAction()
    let visibility: Visibility =
      switch dialog?.titleVisibility {
      case .visible?: .visible
      case .hidden?: .hidden
      default: .automatic
      }
    return confirmationDialog(
      Text(dialog?.title ?? ""), isPresented: isPresented(item, unless: sent),
      titleVisibility: visibility,
      actions: { if let dialog { buttons(dialog.buttons, store: store, sent: sent) } },
      message: { if let message = dialog?.message { Text(message) } })
  }
}

/// Whether a button of an alert or a dialog sent its action: the feature's `ifLet` then
/// dismissed it already, as it dismisses an alert or a dialog after any of its actions.
@MainActor
private final class SentAction {
  var isSent = false
}

/// A binding that is true while the store is there, and dismisses it when set to false, unless
/// a button's action dismissed it: then the store's state, which a store that records what is
/// sent without reducing it keeps, is not asked whether the alert is still there.
@MainActor
private func isPresented<Value>(_ item: Binding<Value?>, unless sent: SentAction) -> Binding<Bool> {
  Binding(
    get: { item.wrappedValue != nil },
    set: { isPresented in
      defer { sent.isSent = false }
      if !isPresented, !sent.isSent { item.wrappedValue = nil }
    })
}

/// The buttons of an alert or a dialog, each sending its action to the store.
@MainActor
@ViewBuilder
private func buttons<Action>(
  _ buttons: [ButtonState<Action>], store: Store<some Any, Action>?, sent: SentAction
)
  -> some View
{
  ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
    Button(button) { action in
      if let action {
        sent.isSent = true
        store?.send(action)
      }
    }
  }
}
