import Composable
import ValueDump

extension StoreSession {
  /// `set <path> = <value>`: writes the value into the state at the path, as a step, and prints
  /// the state's change as `send` prints an action's.
  ///
  /// Effects in flight keep running, and the actions they feed back are reduced from the new
  /// state. The value is decoded as the type at the path and the path is walked before anything
  /// changes, so a bad path or value leaves the session as it was. In strict mode it is refused
  /// while actions wait to be received, which an exhaustive test store would report and drop.
  func set(
    _ argument: SessionCommand.Argument, style: ShellStyle
  ) throws(ShellError) -> CommandOutput {
    guard !argument.isEmpty else {
      throw ShellError(
        .assignment(.expectedAssignment(example: exampleAssignment)), at: argument.offset)
    }
    let (assignment, rest) = try StateAssignment.parsePrefix(argument)
    let trailing = rest.skippingLeadingWhitespace
    guard trailing.isEmpty else {
      throw ShellError(
        .assignment(.trailingTextAfterValue(String(trailing.text))), at: trailing.offset)
    }
    guard !store.isDismissed else {
      throw ShellError(.strict(.dismissed))
    }
    if isExhaustive { try expectNothingWaiting(before: "setting the state") }
    let before = store.currentState
    var after = before
    // A path through shared state writes the shared value itself, and the session's history of
    // shared values keeps the write, as it keeps the reducer's: the history's versions read the
    // state before and after, and time travel puts the value back.
    let history = sharedWorld.history
    let versionBefore = history.version
    var failure: ShellError?
    withDependencies {
      $0.sharedHistory = history
    } operation: {
      do throws(ShellError) {
        try assignment.apply(to: &after)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    let versions = (before: versionBefore, after: history.version)
    store.state = after
    let changes = history.reading(old: versions.before, new: versions.after) {
      StateChanges.assignments(before, after)
    }
    scratch.stateChanges = changes.all.filter { !changes.repeatedShared.contains($0) }
    scratch.effectsInFlight = store.inFlightEffects.map { $0.summary(now: nil) }
    guard !isReplaying else { return CommandOutput(lines: []) }
    let lives = self.lives
    let renderer = StepRenderer<State, Action>(
      style: style, now: now, isExhaustive: isExhaustive, waitDescription: { _ in nil },
      startedIDs: { lives[$0]?.ids ?? [] }, sharedHistory: history)
    let change = renderer.difference(before, after, versions: versions)
    scratch.diffs.append(change.shown)
    scratch.fullDiffs.append(change.full ?? change.shown)
    return CommandOutput(lines: [change.shown])
  }

  /// An assignment of the feature's state to show in messages: its first short field, as it is.
  private var exampleAssignment: String {
    scalarFields().first.map { "'\($0.name) = \($0.literal)'" } ?? "'count = 5'"
  }
}
