/// A button of an alert or a confirmation dialog, as plain data: its label, its role and the
/// action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action> {
  /// The button's role, if any.
  public var role: ButtonStateRole?
  /// What the button does: the action it sends, if any.
  public var action: ButtonStateAction<Action>
  /// The button's text.
  public var label: TextState

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - role: The button's role, if any.
  ///   - action: What the button does; by default it only dismisses.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// Creates a button that sends an action.
  ///
  /// - Parameters:
  ///   - role: The button's role, if any.
  ///   - action: The action the button sends.
  ///   - label: The button's text.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// The button with its action transformed.
  ///
  /// - Parameter transform: Turns the button's action into another.
  /// - Returns: The button.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: .send(action.action.map(transform))) { label }
  }
}

/// What a button does: sends an action, or only dismisses (`.send(nil)`).
public enum ButtonStateAction<Action> {
  /// Sends the action, if any, when the button is tapped.
  case send(Action?)

  /// The action the button sends, if any.
  public var action: Action? {
    switch self {
    case let .send(action): action
    }
  }
}

/// The role of a button.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// A button that cancels.
  case cancel
  /// A button that destroys data.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have the same label, role and action.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.label == rhs.label && lhs.role == rhs.role && lhs.action == rhs.action
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(role)
    hasher.combine(action)
  }
}

extension ButtonState: Sendable where Action: Sendable {}
extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// Builds the buttons of an alert or a dialog from buttons listed one per line.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }

  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
}
