import ValueDump

/// A failure the engine reports about how a feature or a test uses it, as a value: ``message``
/// writes its text, ``report()`` reports it where it happened.
///
/// The test store's own failures are written by `TestStoreMessages`, a dependency's by
/// `DependencyFailure`, shared state's by `SharingMessages`.
@usableFromInline
indirect enum EngineFailure {
  /// An `ifLet` received a child action while the child state was `nil`.
  case childActionWithoutState(action: Any, location: SourceLocation)
  /// An `ifCaseLet` received a child action while the state was in another case.
  case childActionInOtherCase(
    action: Any, state: Any, stateType: Any.Type, location: SourceLocation)
  /// A `Scope` on a case of the state received a child action while the state was in another
  /// case.
  case scopedActionInOtherCase(action: Any, state: Any, location: SourceLocation)
  /// An `ifLet` on presentation state received a presentation action while nothing was
  /// presented.
  case presentationActionWithoutDestination(action: Any, location: SourceLocation)
  /// A `forEach` received an action for an element its collection or stack does not hold.
  case actionForMissingElement(action: Any, location: SourceLocation)
  /// A `forEach` on a stack received a pop from an id it does not hold.
  case popOfMissingStackID(StackElementID, ids: [StackElementID], location: SourceLocation)
  /// A `forEach` on a stack received a push for an element id it holds.
  case pushOfContainedStackID(StackElementID, ids: [StackElementID], location: SourceLocation)
  /// A `forEach` on a stack received a push for an id past the next one the stack would give.
  case pushOfUnexpectedStackID(
    StackElementID, expected: StackElementID, location: SourceLocation)
  /// A reducer's `dismiss` ran where nothing presented it.
  case dismissalWithoutPresentation(location: SourceLocation)
  /// A test clock was asked to advance to an instant before its current time.
  case advanceIntoThePast(deadline: Duration, now: Duration, location: SourceLocation)
  /// A test clock's `run` timed out with sleepers still sleeping.
  case stillSleeping(timeout: Duration, sleepers: [String], location: SourceLocation)
  /// The step budget stopped an effect that never settled.
  case effectStopped(
    action: Any, steps: Int, number: Int, effectLocation: SourceLocation, sends: Int,
    location: SourceLocation)
  /// An effect's `send`, kept past the end of its `.run`, sent an action.
  case actionFromCompletedEffect(action: Any, origin: Any, location: SourceLocation)
  /// An `Effect.run` without a `catch:` threw.
  case unhandledError(any Error, location: SourceLocation)

  /// Where the failure is reported.
  var location: SourceLocation {
    switch self {
    case let .childActionWithoutState(_, location),
      let .childActionInOtherCase(_, _, _, location),
      let .scopedActionInOtherCase(_, _, location),
      let .presentationActionWithoutDestination(_, location),
      let .actionForMissingElement(_, location),
      let .popOfMissingStackID(_, _, location),
      let .pushOfContainedStackID(_, _, location),
      let .pushOfUnexpectedStackID(_, _, location),
      let .dismissalWithoutPresentation(location),
      let .advanceIntoThePast(_, _, location),
      let .stillSleeping(_, _, location),
      let .effectStopped(_, _, _, _, _, location),
      let .actionFromCompletedEffect(_, _, location),
      let .unhandledError(_, location):
      return location
    }
  }

  /// Reports the failure at its location.
  @usableFromInline
  func report() {
    IssueReporting.report(message, at: location)
  }

  /// A stack's failure in TCA's words: what its `forEach` received, then each field on two
  /// lines, `ID:` and `#9`.
  private static func stackMessage(
    at location: SourceLocation, _ received: String, _ fields: [(String, Any)]
  ) -> String {
    let lines = fields.map { "  \($0.0):\n    \($0.1)" }.joined(separator: "\n")
    return """
      A "forEach" at "\(location.fileID):\(location.line)" received \(received).

      \(lines)
      """
  }

  /// The reasons TCA gives for a child action that came while the state was in another case.
  private static let otherCaseReasons = """
    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """

  /// The text of the failure.
  var message: String {
    switch self {
    case let .childActionWithoutState(action, location):
      return """
        An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child \
        state was "nil".

          Action:
        \(customDump(action, indent: 4))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """

    case let .childActionInOtherCase(action, state, stateType, location):
      return """
        An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when child \
        state was set to a different case.

          Action:
        \(customDump(action, indent: 4))
          State:
        \(customDump(state, indent: 4))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "\(dumpTypeName(stateType, genericsAbbreviated: true))" to a different case before this \
        reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

        \(Self.otherCaseReasons)
        """

    case let .scopedActionInOtherCase(action, state, location):
      return """
        A "Scope" at "\(location.fileID):\(location.line)" received a child action when child \
        state was set to a different case.

          Action:
            \(debugCaseOutput(action))
          State:
            \(debugCaseOutput(state))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "\(dumpTypeName(type(of: state), genericsAbbreviated: true))" to a different case before the \
        scoped reducer ran. Child reducers must run before any parent reducer sets child state \
        to a different case. This ensures that child reducers can handle their actions while \
        their state is still available. Consider using "Reducer.ifCaseLet" to embed this \
        child reducer in the parent reducer that change its state to ensure the child reducer \
        runs first.

        \(Self.otherCaseReasons)
        """

    case let .presentationActionWithoutDestination(action, location):
      return """
        An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
        destination state was absent.

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or \
        from effects that start from this reducer.
        """

    case let .actionForMissingElement(action, location):
      let forEach = "A \"forEach\" at \"\(location.fileID):\(location.line)\""
      let stackAction = stackActionParts(in: action)
      return """
        \(forEach) received an action for a missing element.

          Action:
            \(debugCaseOutput(stackAction?.elementAction ?? action))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when \
        its state contains an element at this id. In SwiftUI applications, use \
        \(stackAction == nil ? "\"ForEachStore\"" : "\"NavigationStack.init(path:)\" with a binding to a store").
        """

    case let .popOfMissingStackID(id, ids, location):
      return Self.stackMessage(
        at: location, #"a "popFrom" action for a missing element"#,
        [("ID", id), ("Path IDs", ids)])

    case let .pushOfContainedStackID(id, ids, location):
      return Self.stackMessage(
        at: location, #"a "push" action for an element it already contains"#,
        [("ID", id), ("Path IDs", ids)])

    case let .pushOfUnexpectedStackID(id, expected, location):
      return Self.stackMessage(
        at: location, #"a "push" action with an unexpected generational ID"#,
        [("Received ID", id), ("Expected ID", expected)])

    case let .actionFromCompletedEffect(action, origin, _):
      return """
        An action was sent from a completed effect.

          Action:
            \(debugCaseOutput(action))

          Effect returned from:
            \(debugCaseOutput(origin))

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done \
        calling 'send'.
        """

    case let .dismissalWithoutPresentation(location):
      return """
        A reducer requested dismissal at "\(location.fileID):\(location.line)", but couldn't be \
        dismissed.

        This is generally considered an application logic error, and can happen when a parent \
        feature does not integrate the child with "ifLet" on presentation state or "forEach" on \
        a navigation stack, or when "dismiss" is called outside an effect of the child.
        """

    case let .advanceIntoThePast(deadline, now, _):
      return """
        Can't advance the test clock to \(deadline.formattedSeconds), which is before its \
        current time, \(now.formattedSeconds).
        """

    case let .stillSleeping(timeout, sleepers, _):
      return """
        Expected all sleeps to finish, but some were still sleeping after running the test clock \
        for \(timeout.formattedSeconds):

        \(sleepers.joined(separator: "\n").indented(by: 2))

        To fix, end what keeps sleeping (cancel a timer's effect, for one) before running the \
        clock, advance the clock by a duration instead, or give "run" a longer timeout.
        """

    case let .effectStopped(action, steps, number, effectLocation, sends, _):
      return """
        An effect returned for "\(customDumpInline(action))" was stopped after running \(steps) \
        steps without settling.

        Effect #\(number), created at "\(effectLocation.fileID):\(effectLocation.line)", sent \
        \(sends) actions without suspending on the clock. An effect that loops should sleep on a \
        clock between iterations, or be cancellable.
        """

    case let .unhandledError(error, location):
      return """
        An "Effect.run" returned from "\(location.fileID):\(location.line)" threw an unhandled error.

        \(customDump(error).indented(by: 4))

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
    }
  }
}

/// The parts of a navigation stack's action that a failure about a missing element shows.
protocol StackActionParts {
  /// The action of the element, for an element's action.
  var elementAction: Any? { get }
}

/// The stack action inside `action`, at any depth of its cases' payloads.
private func stackActionParts(in action: Any) -> (any StackActionParts)? {
  if let stackAction = action as? any StackActionParts { return stackAction }
  let mirror = Mirror(reflecting: action)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return nil }
  return stackActionParts(in: payload.value)
}

extension StackAction: StackActionParts {
  var elementAction: Any? {
    guard case let .element(_, action) = self else { return nil }
    return action
  }
}
