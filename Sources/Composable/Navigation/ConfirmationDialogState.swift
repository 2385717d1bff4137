/// A confirmation dialog (an action sheet) as plain data: its title and whether it shows,
/// its message and its buttons, each with the action it sends.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// It is dismissed when any of its buttons is tapped.
public struct ConfirmationDialogState<Action>: _EphemeralState {
  /// Whether the title shows.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility
  /// The title.
  public var title: TextState
  /// The message under the title, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates a confirmation dialog.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title shows.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message, if any.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.message = message?()
    self.buttons = actions()
  }
}

/// Whether the title of a confirmation dialog shows.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// As the platform decides.
  case automatic
  /// Hidden.
  case hidden
  /// Shown.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
