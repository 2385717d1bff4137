/// The commands that act on the store and the clock, and those that move through the session's
/// history.
extension CommandDeclaration {
  static let send = CommandDeclaration(
    .send, usage: "send <action> [{ <assignments> }]",
    summary: "sends an action; prints the state diff, the effects started and what they fed back",
    examples: [
      "send .decrementButtonTapped", "send .textFieldChanged(\"Hello\")",
      "send .decrementButtonTapped { count = -1; numberFact = nil }",
      "send .splash(.fetchCurrentWeather)",
    ], isStep: true, completion: .actions
  ) { .session(.send(ActionText($0.whole))) }

  static let receive = CommandDeclaration(
    .receive, usage: "receive [<action>] [{ <assignments> }]",
    summary: "in strict mode, asserts the next action an effect fed back (payload optional)",
    examples: [
      "receive", "receive .decrementDelayResponse { count = 0 }",
      "receive .numberFactResponse { isNumberFactRequestInFlight = false; numberFact = \"0 is a good number.\" }",
    ], isStep: true, completion: .actions
  ) { .session(.receive(ActionText($0.whole, isOptional: true))) }

  static let advance = CommandDeclaration(
    .advance, usage: "advance <duration> | next | all",
    summary: "moves the virtual clock and prints what woke up, in order",
    examples: ["advance 1s", "advance 250ms", "advance 1m30s", "advance next", "advance all"],
    isStep: true, completion: .words(["next", "all", "1s", "100ms"])
  ) { arguments throws(ShellError) in
    let word = arguments.word
    return .session(.advance(try SessionCommand.advance(word), at: word.offset))
  }

  static let wait = CommandDeclaration(
    .wait, usage: "wait [<duration>]",
    summary: "waits real time (1s, 30s at most) for effects outside the virtual clock",
    examples: ["wait", "wait 250ms", "wait 5s"], isStep: true
  ) { arguments throws(ShellError) in .session(.wait(try SessionCommand.wait(arguments.word))) }

  static let cancel = CommandDeclaration(
    .cancel, usage: "cancel <cancel-id> | #<n>",
    summary: "cancels in-flight effects by cancellation id or by number",
    examples: ["cancel delay", "cancel CancelID.delay", "cancel #1"], isStep: true,
    completion: .effects
  ) { arguments throws(ShellError) in
    let word = arguments.word
    return .session(.cancel(try SessionCommand.cancelTarget(word), at: word.offset))
  }

  static let set = CommandDeclaration(
    .set, usage: "set <path> = <value>",
    summary: "changes part of the state, as a step: undone, replayed and exported like one",
    examples: [
      "set count = 5", "set numberFact = nil", "set main.weather.city = \"Busan\"",
      "set todos[id: UUID(0)].title = \"Milk\"",
    ], isStep: true, completion: .assignedPath
  ) { .session(.set($0.whole)) }

  static let scenario = CommandDeclaration(
    .scenario, usage: "scenario <name>", summary: "switches to another dependency scenario",
    examples: ["scenario failure"], isStep: true, completion: .scenarios
  ) { .session(.scenario($0.word)) }

  static let exhaustive = CommandDeclaration(
    .exhaustive, usage: "exhaustive on | off",
    summary:
      "strict mode, as an exhaustive TestStore: fed-back actions must be received, states asserted",
    examples: ["exhaustive on", "exhaustive off"], isStep: true, completion: .words(["on", "off"])
  ) { arguments throws(ShellError) in
    let word = arguments.word
    switch word.text {
    case "on": return .session(.exhaustive(true))
    case "off": return .session(.exhaustive(false))
    default: throw ShellError(.strict(.expectedOnOrOff), at: word.offset)
    }
  }

  static let skip = CommandDeclaration(
    .skip, usage: "skip <step>",
    summary:
      "replays the session without a step of its past (again: with it) and shows what now differs",
    examples: ["skip 2"], isStep: true, completion: .pastSteps(withAction: false)
  ) { arguments throws(ShellError) in
    let word = arguments.word
    return .session(.skip(try SessionCommand.stepNumber(word, for: "skip 2"), at: word.offset))
  }

  static let replace = CommandDeclaration(
    .replace, usage: "replace <step> <action>",
    summary:
      "replays the session with a past 'send' sending another action and shows what now differs",
    examples: ["replace 2 .incrementButtonTapped"], isStep: true,
    completion: .pastSteps(withAction: true)
  ) { arguments throws(ShellError) in
    let whole = arguments.whole
    let (number, action) = whole.firstWord
    let step = try SessionCommand.stepNumber(number, for: "replace 2 .incrementButtonTapped")
    guard !action.isEmpty else {
      throw ShellError(.past(.expectedReplacement), at: action.offset)
    }
    return .session(.replace(step, ActionText(action), at: whole.offset))
  }

  static let undo = CommandDeclaration(
    .undo, usage: "undo [<n>]",
    summary: "goes back one step, or n steps: state, clock and effects rewind too",
    examples: ["undo", "undo 3"]
  ) { arguments throws(ShellError) in
    let word = arguments.word
    guard !word.isEmpty else { return .session(.undo(1, at: word.offset)) }
    guard let count = Int(word.text), count > 0 else {
      throw ShellError(.timeTravel(.expectedUndoCount), at: word.offset)
    }
    return .session(.undo(count, at: word.offset))
  }

  static let goto = CommandDeclaration(
    .goto, usage: "goto <step>",
    summary:
      "goes to right after a step of the log (0: the start); later steps stay until a new step",
    examples: ["goto 2", "goto 0"]
  ) { arguments throws(ShellError) in
    let word = arguments.word
    guard let target = Int(word.text), target >= 0 else {
      throw ShellError(.timeTravel(.expectedGotoStep), at: word.offset)
    }
    return .session(.goto(target, at: word.offset))
  }

  static let reset = CommandDeclaration(
    .reset, usage: "reset", summary: "goes back to the start (goto 0)", request: .session(.reset))
}
