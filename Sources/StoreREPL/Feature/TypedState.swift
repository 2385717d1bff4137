import ValueDump

/// A state typed on the command line or after `load`: `Ticket.State(holder: "Ada", seat: …)`.
///
/// Each labelled argument is set on the state the feature's start makes, as `set` would set it;
/// the fields it leaves out keep the values of that start. Offsets in its errors are UTF-8
/// offsets into the literal.
struct TypedState {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  /// The literal's assignments, checked against `State`'s name.
  func assignments<State>(for _: State.Type) throws(ShellError) -> [StateAssignment] {
    let syntax: LiteralSyntax
    do throws(LiteralParseError) {
      syntax = try LiteralParser.parse(text)
    } catch {
      throw ShellError(error, shiftedBy: 0)
    }
    let expected = dumpTypeName(State.self)
    guard case .call(let call) = syntax.kind else {
      throw ShellError(
        .assignment(.expectedStateCall(type: expected)), at: syntax.range.lowerBound)
    }
    guard TypeName.matches(call.typePath, State.self) || call.typePath == ["State"] else {
      throw ShellError(
        .assignment(
          .wrongStateType(written: call.typePath.joined(separator: "."), expected: expected)),
        at: call.typeRange.lowerBound)
    }
    var assignments: [StateAssignment] = []
    for argument in call.arguments {
      guard let label = argument.label else {
        throw ShellError(
          .assignment(.expectedFieldLabel), at: argument.value.range.lowerBound)
      }
      let offset = argument.labelRange?.lowerBound ?? argument.value.range.lowerBound
      assignments.append(
        StateAssignment(
          path: StatePath(components: [StatePath.Component(name: label, offset: offset)]),
          value: argument.value, valueOffset: 0))
    }
    return assignments
  }

  /// Sets the literal's fields on `state`.
  ///
  /// - Returns: The same fields as the assignments a test makes: `$0.holder = "Ada"`.
  @discardableResult
  func apply<State>(to state: inout State) throws(ShellError) -> [String] {
    let bytes = Array(text.utf8)
    let assignments = try assignments(for: State.self)
    for assignment in assignments {
      try assignment.apply(to: &state)
    }
    return assignments.map { assignment in
      "$0.\(assignment.path.text) = "
        + String(decoding: bytes[assignment.value.range], as: UTF8.self)
    }
  }
}
