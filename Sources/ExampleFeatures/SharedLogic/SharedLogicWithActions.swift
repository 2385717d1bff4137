import ComposableArchitecture

/// The state of both shared-logic features: three controls and a summary of them.
@ObservableState
public struct SharedLogicState: Equatable, Sendable {
  /// A counter the button increments.
  public var count = 0
  /// The toggle.
  public var isEnabled = false
  /// The text field.
  public var description = ""
  /// A summary of the three, kept up to date by the shared computation.
  public var summary = ""

  /// Creates the state.
  public init(
    count: Int = 0, isEnabled: Bool = false, description: String = "", summary: String = ""
  ) {
    self.count = count
    self.isEnabled = isEnabled
    self.description = description
    self.summary = summary
  }
}

/// Three controls whose changes share a computation, shared through an extra action.
///
/// Every user action returns `.send(.sharedComputation)`: two actions for one tap, and a test
/// that has to receive the internal action each time. Compare `SharedLogicWithMethods`.
@Reducer
public struct SharedLogicWithActions: Sendable {
  /// The feature's state.
  public typealias State = SharedLogicState

  /// The feature's actions.
  public enum Action: Equatable, Sendable {
    /// The button was tapped.
    case buttonTapped
    /// The toggle was flipped.
    case toggleChanged
    /// The text field was edited.
    case textFieldChanged(String)
    /// The computation the three controls share.
    case sharedComputation
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.count += 1
        return .send(.sharedComputation)

      case .toggleChanged:
        state.isEnabled.toggle()
        return .send(.sharedComputation)

      case let .textFieldChanged(text):
        state.description = text
        return .send(.sharedComputation)

      case .sharedComputation:
        state.summary = summarize(state)
        return .none
      }
    }
  }
}

/// Three controls whose changes share a computation, shared through a method.
///
/// The method takes `inout State` and returns the shared effect, so each user action does all
/// its work at once and a test reads as a script of what the user does.
@Reducer
public struct SharedLogicWithMethods: Sendable {
  /// The feature's state.
  public typealias State = SharedLogicState

  /// The feature's actions.
  public enum Action: Equatable, Sendable {
    /// The button was tapped.
    case buttonTapped
    /// The toggle was flipped.
    case toggleChanged
    /// The text field was edited.
    case textFieldChanged(String)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.count += 1
        return self.sharedComputation(state: &state)

      case .toggleChanged:
        state.isEnabled.toggle()
        return self.sharedComputation(state: &state)

      case let .textFieldChanged(text):
        state.description = text
        return self.sharedComputation(state: &state)
      }
    }
  }

  /// The shared work: updates the summary.
  func sharedComputation(state: inout State) -> Effect<Action> {
    state.summary = summarize(state)
    return .none
  }
}

private func summarize(_ state: SharedLogicState) -> String {
  "count \(state.count), \(state.isEnabled ? "on" : "off"), \(state.description.count) characters"
}
