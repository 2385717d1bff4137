import ValueDump

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An alert as plain data: its title, message and buttons, each button with the action it
/// sends.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \"Milk\"?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Present it with `@PresentationState var alert: AlertState<Action.Alert>?` and
/// `.ifLet(\.$alert, action: /Action.alert)`: it is dismissed when any of its buttons is tapped,
/// unless the parent presents another alert in answer to the button's action.
///
/// Two alerts are equal when their title, message and buttons are: the ``id`` that tells one
/// presentation from another is neither compared nor dumped.
public struct AlertState<Action>: _EphemeralState, Identifiable {
  /// What tells this alert from another with the same content: each alert created gets its own,
  /// and a copy or `map` keeps it.
  public let id: UUID
  /// The title.
  public var title: TextState
  /// The message under the title, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons; none gives a single button that only dismisses.
  ///   - message: The message, if any.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: nextEphemeralID(), title: title(), message: message?(), buttons: actions())
  }

  init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The alert with the actions of its buttons transformed.
  ///
  /// - Parameter transform: Turns a button's action into another.
  /// - Returns: The alert, with the same ``id``.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have the same title, message and buttons, whatever their ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// An alert dumps as its title, message and buttons, without its id.
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: ["title": title, "message": message as Any, "buttons": buttons],
      displayStyle: .struct)
  }
}
