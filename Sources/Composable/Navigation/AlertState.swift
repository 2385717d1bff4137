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
/// `.ifLet(\.$alert, action: /Action.alert)`: it is dismissed when any of its buttons is tapped.
public struct AlertState<Action>: _EphemeralState {
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
    self.title = title()
    self.message = message?()
    self.buttons = actions()
  }

  /// The alert with the actions of its buttons transformed.
  ///
  /// - Parameter transform: Turns a button's action into another.
  /// - Returns: The alert.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    var alert = AlertState<NewAction>(title: { title }, message: message.map { m in { m } })
    alert.buttons = buttons.map { $0.map(transform) }
    return alert
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
