import Composable
import ValueDump

extension StoreSession {
  /// `exhaustive on | off`.
  func exhaustive(_ isOn: Bool) async -> CommandOutput {
    if isOn {
      // Actions fed back before strict mode was on count as received.
      await store.skipReceivedActions(strict: false)
      store.exhaustivity = .on
      isExhaustive = true
      return CommandOutput(
        lines: [
          "  strict mode: actions fed back wait for 'receive', and each step's state is asserted"
        ])
    }
    store.exhaustivity = .off
    isExhaustive = false
    return CommandOutput(lines: ["  strict mode off: actions fed back are accepted as they come"])
  }

  func end(style: ShellStyle) async -> CommandOutput {
    guard isExhaustive else { return CommandOutput() }
    var output = CommandOutput()
    let unreceived = store.receivedActions.map { customDumpInline($0.action) }
    if !unreceived.isEmpty {
      output.lines.append(
        style.error(
          ([
            "The session ended with \(counted(unreceived.count, "action")) not received: …",
            "",
          ]
            + unreceived.map { "  \($0)" }).joined(separator: "\n").indented(by: 2)))
      output.failed = true
    }
    let failures = FailureCollector()
    await IssueReporting.withFailureHandler({ failures.append($0) }) {
      await store.finish(
        effects: nil,
        at: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
    for failure in failures.take() where !failure.isExpected {
      output.lines.append(style.error(failure.message.indented(by: 2)))
      output.failed = true
    }
    return output
  }

  /// `receive [<action>] [{ <assignments> }]`.
  func receive(
    _ argument: ActionText, line: String, style: ShellStyle
  )
    async throws(ShellError) -> CommandOutput
  {
    guard isExhaustive else {
      throw ShellError(.strict(.receiveNeedsStrictMode))
    }
    var matches: (Action) -> Bool = { _ in true }
    var expected = TestStore<State, Action>.ExpectedAction.anyAction
    if !argument.isEmpty {
      (matches, expected) = try pattern(
        try actionSyntax(argument), offset: argument.argument.offset)
    }
    let (text, start) = (argument.rest.text, argument.rest.offset)
    var assignments: [StateAssignment]?
    if !text.isEmpty {
      let parsed = try StateAssignment.parseBlock(text, offset: start)
      assignments = parsed
      var probe = store.state
      // Checked on scratch copies of shared state, which the probe leaves as they are.
      _ = try sharedWorld.history.scratching { () throws(ShellError) in
        for assignment in parsed { try assignment.apply(to: &probe) }
      }
    }
    let queued = store.receivedActions.map { customDumpInline($0.action) }
    await store.receive(matches, expecting: expected, assert: assertion(assignments))
    var lines = report(store.takeEvents(), style: style)
    let left = store.receivedActions.count
    if left < queued.count, let first = queued.first {
      lines.append(
        "  received \(first)"
          + (left > 0 ? "; \(left) more waiting" : ""))
    }
    return CommandOutput(lines: lines)
  }

  /// The closure that turns the state before a step into the expected one.
  func assertion(_ assignments: [StateAssignment]?) -> ((inout State) throws -> Void)? {
    guard let assignments else { return nil }
    return { state in
      for assignment in assignments { try assignment.apply(to: &state) }
    }
  }

  /// What a `receive` pattern matches: the action itself when the literal is a whole action,
  /// else the actions whose cases are those the literal names (`.numberFactResponse`,
  /// `.splash(.responseCurrentWeather)`), whatever their payloads; and what a failure says was
  /// expected.
  func pattern(
    _ syntax: LiteralSyntax, offset: Int
  ) throws(ShellError) -> (
    matches: (Action) -> Bool, expected: TestStore<State, Action>.ExpectedAction
  ) {
    if let action = try? decode(syntax, as: Action.self) {
      let expected = customDump(action)
      return ({ customDump($0) == expected }, .action(UncheckedSendable(action)))
    }
    let names = Self.caseNames(in: syntax)
    guard !names.isEmpty else {
      throw ShellError(.strict(.expectedPattern), at: offset)
    }
    var type: any Any.Type = Action.self
    for name in names {
      let known = cases(of: type)
      guard let info = known.first(where: { $0.name == name }) else {
        let names = known.map(\.name)
        let error = DecodeError(
          .unknownCase(
            name: name, type: dumpTypeName(type),
            suggestion: Suggestion.best(for: name, among: names), cases: names), at: 0)
        throw ShellError(error, shiftedBy: offset)
      }
      if let payload = info.payload, payload.count == 1 { type = payload[0].type }
    }
    return (
      { action in caseChain(of: action).prefix(names.count).map(\.name) == names }, .casePath
    )
  }

  /// The case names a literal spells, outermost first: `.a(.b(1))` → `["a", "b"]`.
  static func caseNames(in syntax: LiteralSyntax) -> [String] {
    guard case let .member(member) = syntax.kind else { return [] }
    var names = [member.name]
    if let arguments = member.arguments, arguments.count == 1, arguments[0].label == nil {
      names += caseNames(in: arguments[0].value)
    }
    return names
  }

  /// `expect <path> == <value>`.
  func expect(
    _ argument: SessionCommand.Argument, style: ShellStyle
  ) throws(ShellError)
    -> CommandOutput
  {
    let (text, start) = (argument.text, argument.offset)
    if Predicate.isCondition(text) { return try expectCondition(argument, style: style) }
    guard let equals = text.range(of: "==") else {
      throw ShellError(.strict(.expectedComparison), at: start)
    }
    let pathText = text[..<equals.lowerBound].trimmingTrailingWhitespace()
    let path = try StatePath.parse(pathText, offset: start)
    guard !path.components.isEmpty else {
      throw ShellError(.strict(.expectedPropertyBeforeEquals), at: start)
    }
    let actual = try path.value(in: store.currentState)
    let owner = try StatePath(components: path.components.dropLast()).value(
      in: store.currentState)
    let (valueText, valueStart) = text[equals.upperBound...].skippingLeadingWhitespace(
      offset: start + text[..<equals.upperBound].utf8.count)
    let literal: LiteralSyntax
    do {
      literal = try LiteralParser.parse(valueText)
    } catch {
      throw ShellError(error, shiftedBy: valueStart)
    }
    let expected: Any
    do throws(DecodeError) {
      expected = try LiteralDecoder().value(
        literal, as: type(of: actual),
        for: .field(
          type: dumpTypeName(type(of: owner)), name: path.components.last?.name ?? path.text))
    } catch {
      throw ShellError(error, shiftedBy: valueStart)
    }
    let expectedDump = customDump(expected)
    let actualDump = customDump(actual)
    guard expectedDump != actualDump else {
      return CommandOutput(lines: [
        "  \(path.text.isEmpty ? "state" : path.text) == \(customDumpInline(actual))"
      ])
    }
    let difference = markedLineDiff(expectedDump, actualDump).joined(separator: "\n")
    return CommandOutput(
      lines: [
        style.error(
          """
          Expectation failed: \(path.text.isEmpty ? "state" : path.text) == \(literal.description) …

          \(difference.indented(by: 4))

          (Expected: −, Actual: +)
          """.indented(by: 2))
      ], failed: true)
  }
}
