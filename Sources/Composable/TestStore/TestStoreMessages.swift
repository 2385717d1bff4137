import ValueDump

/// The texts of `TestStore` failures, in TCA's words: a headline, a blank line, the detail or
/// diff indented 4, a legend, and a "To fix" paragraph where one helps.
///
/// Where this engine knows more than TCA says (what the in-flight effects wait on), it says it
/// after TCA's text, which is then the failure's compact message (see `TestFailure`).
///
/// `package`: the shell reports a `send` whose state differs from the one typed with the same
/// template.
package enum TestStoreMessages {
  package static let stateDoesNotMatch = "A state change does not match expectation"
  static let stateChangedUnexpectedly = "State was not expected to change, but a change occurred"
  static let noReceivedActionsToSkip = "There were no received actions to skip."
  static let noEffectsToSkip = "There were no in-flight effects to skip."

  static func threw(_ error: any Error) -> String {
    "Threw error: \(error)"
  }

  package static func stateMismatch<State>(
    headline: String, expected: State, actual: State
  ) -> String {
    """
    \(headline).

    \(difference(expected, actual, label: "Actual"))
    """
  }

  static let expectedChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state is \
    expected, omit the trailing closure.
    """

  static func mustHandleReceived<Action>(
    _ actions: [Action], before doing: String = "sending an action"
  ) -> String {
    """
    Must handle \(counted(actions.count, "received action")) before \(doing).

    Unhandled actions: \(customDump(actions))
    """
  }

  /// A `receive` found another action than the one expected; `detail` shows it.
  static func receivedUnexpected(_ detail: String) -> String {
    """
    Received unexpected action:

    \(detail)
    """
  }

  static func unexpectedAction<Action>(expected: Action, received: Action) -> String {
    difference(expected, received, label: "Received")
  }

  /// The diff of what was expected and what came (labelled `label`) with its legend, or both
  /// dumped whole when the diff shows nothing.
  private static func difference<Value>(
    _ expected: Value, _ other: Value, label: String
  )
    -> String
  {
    diff(expected, other, format: .proportional).map {
      "\($0.indented(by: 4))\n\n(Expected: −, \(label): +)"
    }
      ?? """
      Expected:
      \(customDump(expected).indented(by: 2))

      \(label):
      \(customDump(other).indented(by: 2))
      """
  }

  static func unexpectedAction<Action>(received: Action) -> String {
    customDump(received).indented(by: 2)
  }

  /// A `receive` of a case with a payload found another action: the diff of the two when the
  /// case is the one expected, else the action that came.
  static func unexpectedAction<Action>(
    expected: Action, received: Action, isExpectedCase: Bool
  ) -> String {
    guard isExpectedCase, let difference = diff(expected, received, format: .proportional) else {
      return unexpectedAction(received: received)
    }
    return "\(difference.indented(by: 2))\n\n(Expected: −, Actual: +)"
  }

  /// A `receive` whose action did not come: TCA's text, then what the in-flight effects wait on.
  static func noActionReceived<State, Action>(
    expected: TestStore<State, Action>.ExpectedAction,
    inFlight: [InFlightEffect<Action>], now: Duration?
  ) -> (message: String, compact: String) {
    let compact: String
    switch expected {
    case let .action(action):
      compact = """
        Expected to receive the following action, but didn't:

        \(customDump(action.value).indented(by: 2))
        """
    case .casePath:
      compact = "Expected to receive an action matching case path, but didn't get one."
    case .predicate:
      compact = "Expected to receive an action matching predicate, but didn't get one."
    case .anyAction:
      compact = "Expected to receive an action, but received none."
    }
    return ("\(compact)\n\n\(whyNothingArrived(inFlight, now: now))", compact)
  }

  static func whyNothingArrived<Action>(
    _ inFlight: [InFlightEffect<Action>], now: Duration?
  )
    -> String
  {
    guard !inFlight.isEmpty else {
      return """
        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """
    }
    return """
      Every in-flight effect is waiting, so none can deliver an action until what it waits on \
      happens:

      \(inFlight.map { $0.summary(now: now) }.joined(separator: "\n").indented(by: 2))

      To fix, advance the test clock (or use an immediate clock) before receiving, or check \
      that the effect you expected was not cancelled.
      """
  }

  static func effectsStillInFlight<Action>(
    _ effects: [InFlightEffect<Action>], isTask: Bool, now: Duration?
  ) -> String {
    """
    \(isTask ? "Expected task to finish, but it is still in-flight." : "Expected effects to finish, but there are still effects in-flight.")

    \(effects.map { $0.summary(now: now) }.joined(separator: "\n").indented(by: 2))

    To fix, advance the test clock so that sleeping effects may complete, or cancel \
    long-living effects (an action returning "Effect.cancel", or \
    "await store.skipInFlightEffects()").
    """
  }

  static func skippedActions<Action>(_ actions: [Action]) -> String {
    """
    \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

    \(actions.count == 1 ? customDump(actions[0]) : customDump(actions))
    """
  }

  static func skippedEffects<Action>(_ actions: [Action]) -> String {
    """
    \(actions.count) in-flight effect\(actions.count == 1 ? " was" : "s were") cancelled, \
    originating from:

    \(actions.count == 1 ? customDump(actions[0]) : customDump(actions))
    """
  }

  static func unhandledAtEnd<Action>(_ actions: [Action]) -> String {
    """
    The store received \(counted(actions.count, "unexpected action")).

      Unhandled actions:
    \(actions.map { debugCaseOutput($0, abbreviated: true) }.joined(separator: "\n").indented(by: 4))

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
  }

  static func unassertedSharedChange<State>(before: State, after: State) -> String {
    """
    Shared state changed after the test last asserted, and the change was not asserted: …

    \(difference(before, after, label: "Actual"))

    To fix, assert it with "store.assert { … }" or in the closure of the next "send" or \
    "receive", or make the test non-exhaustive with "store.exhaustivity = .off".
    """
  }

  /// An effect still running at the end of the test: TCA's text, then what the effect waits on.
  static func stillRunning<Action>(
    _ effect: InFlightEffect<Action>, now: Duration?
  ) -> (message: String, compact: String) {
    let compact = """
      An effect returned for this action is still running. It must complete before the end of \
      the test.

      To fix, inspect any effects the reducer returns for this action and ensure that all of \
      them complete by the end of the test. There are a few reasons why an effect may not have \
      completed:

      If using async/await in your effect, it may need a little bit of time to properly \
      finish. To fix you can simply perform "await store.finish()" at the end of your test.

      If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
      make sure that you wait enough time for it to perform the effect. If you are using a test \
      clock/scheduler, advance it so that the effects may complete, or consider using an \
      immediate clock/scheduler to immediately perform the effect instead.

      If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
      make sure those effects are torn down by marking the effect ".cancellable" and returning a \
      corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
      effect is driven by a Combine subject, send it a completion.

      If you do not wish to assert on these effects, perform "await \
      store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
      "store.exhaustivity = .off".
      """
    return (
      """
      \(compact)

      Still running:
      \(effect.summary(now: now).indented(by: 2))
      """,
      compact
    )
  }

  /// A `send` to a store whose feature dismissed itself: TCA's text, then why.
  static func sentToDismissedStore<Action>(_ action: Action) -> (message: String, compact: String) {
    let compact = "Can't send action to dismissed test store."
    return (
      """
      \(compact)

        Action:
      \(customDump(action, indent: 4))

      An effect called "dismiss" while no parent in this store presented the feature, which \
      dismissed the store: its effects were cancelled and it takes no more actions.
      """,
      compact
    )
  }
}

extension InFlightEffect {
  /// A line saying what the effect is and what it waits on:
  /// `#1 CancelID.delay, started by .decrementButtonTapped, sleeping on the clock until 1.000s;
  /// advance the clock by 1s`.
  ///
  /// - Parameter now: The virtual time, to say how far to advance the clock.
  package func summary(now: Duration?) -> String {
    let cancelled = isCancelled ? " (cancelled, still running)" : ""
    return "\(name)\(cancelled), \(waitDescription(now: now))"
  }

  /// The effect's number, cancellation ids and the action that started it:
  /// `#1 CancelID.delay, started by .decrementButtonTapped`.
  var name: String {
    let ids = cancelIDs.isEmpty ? "" : " " + cancelIDs.map(\.description).joined(separator: ", ")
    return "#\(number)\(ids), started by \(customDumpInline(originAction))"
  }

  /// What the effect waits on, in words.
  ///
  /// - Parameter now: The virtual time, to say how far to advance the clock.
  public func waitDescription(now: Duration?) -> String {
    switch wait {
    case let .clock(deadline):
      let advice = now.map { "; advance the clock by \((deadline - $0).shortDescription)" } ?? ""
      return "sleeping on the clock until \(deadline.formattedSeconds)\(advice)"
    case .outside:
      return "suspended outside the clock (a stream, a continuation or real work)"
    }
  }
}

extension Duration {
  /// The duration as people type it: `1s`, `250ms`, `1.5s`, `2m`, `1m30s`.
  package var shortDescription: String {
    let (seconds, attoseconds) = components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = abs(nanoseconds)
    if magnitude % 1_000_000_000 == 0 {
      let seconds = magnitude / 1_000_000_000
      if seconds >= 60, seconds % 60 == 0 { return "\(sign)\(seconds / 60)m" }
      if seconds > 60 { return "\(sign)\(seconds / 60)m\(seconds % 60)s" }
      return "\(sign)\(seconds)s"
    }
    if magnitude < 1_000_000_000, magnitude % 1_000_000 == 0 {
      return "\(sign)\(magnitude / 1_000_000)ms"
    }
    if magnitude % 1_000_000 == 0 {
      var fraction = String(magnitude % 1_000_000_000 / 1_000_000)
      fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      return "\(sign)\(magnitude / 1_000_000_000).\(fraction)s"
    }
    if magnitude % 1000 == 0 { return "\(sign)\(magnitude / 1000)µs" }
    return "\(sign)\(magnitude)ns"
  }
}
