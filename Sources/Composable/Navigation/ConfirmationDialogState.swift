import ValueDump

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
/// It is dismissed when any of its buttons is tapped, unless the parent presents another dialog
/// in answer to the button's action.
///
/// Two dialogs are equal when their content is: the ``id`` that tells one presentation from
/// another is neither compared nor dumped.
public struct ConfirmationDialogState<Action>: _EphemeralState, Identifiable {
  /// What tells this dialog from another with the same content: each dialog created gets its
  /// own, and a copy keeps it.
  public let id: UUID
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
    self.id = nextEphemeralID()
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

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have the same title, its visibility, message and buttons, whatever their
  /// ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the content, as `==` compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// A dialog dumps as its content, without its id.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility, "title": title, "message": message as Any,
        "buttons": buttons,
      ],
      displayStyle: .struct)
  }
}
