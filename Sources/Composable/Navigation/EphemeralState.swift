import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// State that is dismissed as soon as it sends an action, such as an alert or a confirmation
/// dialog: `ifLet` sets it to `nil` after a `.presented` action it can send (its `Action`, or a
/// case of the destination's action that carries one), unless the parent presented another one
/// in its place (one with another `id`, when the state is `Identifiable`).
public protocol _EphemeralState<Action> {
  /// The actions the state's buttons send.
  associatedtype Action
}

extension _EphemeralState {
  /// Whether the state could have sent `action`: its own action, or an enum case (of a
  /// destination's action) whose payload is one, `.alert(.confirmDeletion)`.
  static func canSend(_ action: Any) -> Bool {
    if action is Action { return true }
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
      return false
    }
    return payload is Action
  }
}

/// What tells one presented ephemeral state from another: its `id` when it is `Identifiable`.
@usableFromInline
struct EphemeralIdentity: Equatable {
  let id: AnyHashable?
}

/// The identity of a presented state that is ephemeral (an ephemeral type, or an enum case
/// holding one, `Destination.State.alert(AlertState)`), or `nil` when it is not.
@usableFromInline
func ephemeralIdentity(of state: Any) -> EphemeralIdentity? {
  guard let ephemeral = ephemeralPayload(of: state) else { return nil }
  guard let identifiable = ephemeral as? any Identifiable else { return EphemeralIdentity(id: nil) }
  return EphemeralIdentity(id: anyID(of: identifiable))
}

private func anyID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

/// Whether `state` is ephemeral, or an enum case holding ephemeral state, that could have sent
/// `action`.
@usableFromInline
func ephemeralState(_ state: Any, canSend action: Any) -> Bool {
  guard let ephemeral = ephemeralPayload(of: state) else { return false }
  return type(of: ephemeral).canSend(action)
}

/// The ephemeral state itself, or the one an enum case holds.
private func ephemeralPayload(of state: Any) -> (any _EphemeralState)? {
  if let state = state as? any _EphemeralState { return state }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return nil
  }
  return payload as? any _EphemeralState
}

/// The number of the last alert or dialog id handed out.
private let lastEphemeralNumber = Atomic<UInt64>(0)

/// A new id for an alert or a confirmation dialog: `00000000-0000-0000-0000-00000000002a` for
/// the 42nd, so that no run depends on a random number.
func nextEphemeralID() -> UUID {
  let number = lastEphemeralNumber.add(1, ordering: .relaxed).newValue
  let byte = { (index: Int) in UInt8(truncatingIfNeeded: number >> (8 * (7 - index))) }
  return UUID(
    uuid: (
      0, 0, 0, 0, 0, 0, 0, 0, byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6),
      byte(7)
    ))
}
