import Composable
import ValueDump

extension StoreSession {
  /// `send <action> [{ <assignments> }]`. In strict mode it is refused while actions wait to be
  /// received, and the session stays as it was: an exhaustive test store would report them and
  /// send anyway, then assert the new state against one that leaves out what they did, two
  /// diffs that disagree.
  func send(
    _ argument: ActionText, line: String, style: ShellStyle
  )
    async throws(ShellError) -> CommandOutput
  {
    guard !argument.isEmpty else {
      throw ShellError(
        .strict(.expectedAction(example: exampleAction)), at: argument.argument.offset)
    }
    let (action, rest) = try parseAction(argument)
    let (block, blockOffset) = (rest.text, rest.offset)
    var expected: State?
    var expectedShared: SharedHistory.Values?
    var assignments: [StateAssignment]?
    if !block.isEmpty {
      let parsed = try StateAssignment.parseBlock(block, offset: blockOffset)
      assignments = parsed
      var state = isExhaustive ? store.state : store.currentState
      // Worked out on scratch copies of shared state: the assignments are checked, and nothing
      // changes, before the command runs.
      expectedShared = try sharedWorld.history.scratching { () throws(ShellError) in
        for assignment in parsed { try assignment.apply(to: &state) }
      }.values
      expected = state
    }
    guard !store.isDismissed else {
      throw ShellError(.strict(.dismissed))
    }
    if isExhaustive {
      try expectNothingWaiting()
    }
    // Everything that can be wrong with the input was checked above: from here on the command
    // runs.
    if isExhaustive {
      await store.send(action, assert: assertion(assignments))
      return CommandOutput(lines: report(store.takeEvents(), style: style))
    }
    await store.send(action)
    let events = store.takeEvents()
    var output = CommandOutput(lines: report(events, style: style))
    guard let expected, let expectedShared, let actual = sentState(in: events) else {
      return output
    }
    // The expected state's shared values are those the assignments worked out.
    let mismatch = sharedWorld.history.reading(old: .values(expectedShared), new: .now) {
      stateEquality.isEqual(expected, actual)
        ? nil
        : TestStoreMessages.stateMismatch(
          headline: TestStoreMessages.stateDoesNotMatch, expected: expected, actual: actual)
    }
    if let mismatch {
      output.lines.append(style.error(mismatch.indented(by: 2)))
      output.failed = true
    } else if !isReplaying {
      output.lines.append("  (state as expected)")
    }
    return output
  }

  /// The action literal at the start of `argument` decoded as the feature's action, and the
  /// text after it, its leading whitespace skipped.
  func parseAction(
    _ argument: ActionText
  ) throws(ShellError) -> (Action, rest: SessionCommand.Argument) {
    (try decodedAction(argument), argument.rest)
  }

  /// The action literal of `argument`, parsed when its line was read, decoded as the feature's
  /// action.
  func decodedAction(_ argument: ActionText) throws(ShellError) -> Action {
    let syntax = try actionSyntax(argument)
    do {
      return try decode(syntax, as: Action.self)
    } catch {
      throw ShellError(error, shiftedBy: argument.argument.offset)
    }
  }

  /// The syntax of the action literal of `argument`, or the error that says why it does not
  /// parse, placed in the line.
  func actionSyntax(_ argument: ActionText) throws(ShellError) -> LiteralSyntax {
    switch argument.literal {
    case let .parsed(syntax, _): return syntax
    case let .failed(error): throw parseError(error, in: argument.argument)
    case nil: preconditionFailure("an empty action is refused before it is read")
    }
  }

  /// The error for a literal that does not parse; a bare word where the action needs a string
  /// (`.success(hi)`) is told how a string is written.
  func parseError(_ error: LiteralParseError, in argument: SessionCommand.Argument) -> ShellError {
    let (text, start) = (argument.text, argument.offset)
    guard case .expectedLeadingDot(let name) = error.kind else {
      return ShellError(error, shiftedBy: start)
    }
    var bytes = Array(text.utf8)
    let word = error.offset..<(error.offset + name.utf8.count)
    guard word.upperBound <= bytes.count, bytes[word].elementsEqual(name.utf8) else {
      return ShellError(error, shiftedBy: start)
    }
    let quoted = "\"" + name + "\""
    bytes.replaceSubrange(word, with: Array(quoted.utf8))
    guard let parsed = try? LiteralParser.parsePrefix(String(decoding: bytes, as: UTF8.self)),
      (try? decode(parsed.syntax, as: Action.self)) != nil
    else { return ShellError(error, shiftedBy: start) }
    return ShellError(.strict(.unquotedString(name)), at: start + error.offset)
  }

  /// Throws when actions fed back wait for `receive`, naming them and what to type.
  ///
  /// - Parameter doing: What the actions must be handled before.
  func expectNothingWaiting(before doing: String = "sending an action") throws(ShellError) {
    let waiting = store.receivedActions.map { customDumpInline($0.action) }
    guard !waiting.isEmpty else { return }
    throw ShellError(.strict(.actionsWaiting(waiting, before: doing)))
  }

  /// The state right after the action the user sent, among a command's events.
  func sentState(in events: [TestStoreEvent<State, Action>]) -> State? {
    for case let .reduced(step) in events where step.origin == .sent { return step.after }
    return nil
  }

  /// An action of the feature to show in messages: its first case without payload.
  var exampleAction: String {
    let all = cases(of: Action.self)
    let example = all.first { $0.payload == nil } ?? all.first
    return example.map { "'.\($0.name)'" } ?? "'.someAction'"
  }
}
