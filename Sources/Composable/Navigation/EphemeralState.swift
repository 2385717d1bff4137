/// State that is dismissed as soon as it sends an action, such as an alert or a confirmation
/// dialog: `ifLet` sets it to `nil` after any `.presented` action.
public protocol _EphemeralState {}

/// Whether a presented state is ephemeral: an ephemeral type, or an enum case holding one
/// (`Destination.State.alert(AlertState)`).
@usableFromInline
func isEphemeral(_ state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
