/// The debugger's commands: breakpoints, watches, invariants and the search for a broken one.
extension CommandDeclaration {
  static let `break` = CommandDeclaration(
    .break,
    usage:
      "break <case path> | if <condition> | effect start|finish|cancel [<id>] | invariant [<n>]",
    summary:
      "stops before an action of a case is reduced, after a condition becomes true or an "
      + "invariant breaks, or at an effect's start, finish or cancellation; an 'advance' stops "
      + "at that instant",
    examples: [
      "break .decrementDelayResponse", "break \\.numberFactResponse.success",
      "break .splash(.responseCurrentWeather)", "break if count == 0",
      "break if count > 0 && numberFact == nil", "break if effects contains CancelID.delay",
      "break effect start", "break effect finish delay", "break invariant", "break invariant 1",
    ], isStep: true, completion: .breakpoint
  ) { .session(.breakpoint($0.whole)) }

  static let breakpoints = CommandDeclaration(
    .breakpoints, usage: "breakpoints",
    summary: "lists the breakpoints: number, enabled or not, where each stops",
    request: .session(.breakpoints))

  static let delete = CommandDeclaration(
    .delete, usage: "delete <breakpoint> | invariant <n>",
    summary: "removes a breakpoint, or an invariant", examples: ["delete 1", "delete invariant 1"],
    isStep: true, completion: .numbers(.breakpoints)
  ) { arguments throws(ShellError) in
    let word = arguments.word
    guard word.text.hasPrefix("invariant") else {
      return .session(
        .delete(
          try SessionCommand.number(word, of: .breakpoint, for: "delete"), at: word.offset))
    }
    let (text, offset) = word.text.dropFirst("invariant".count)
      .skippingLeadingWhitespace(offset: word.offset + "invariant".utf8.count)
    let number = try SessionCommand.number(
      SessionCommand.Argument(text: text, offset: offset), of: .invariant,
      for: "delete invariant")
    return .session(.deleteInvariant(number, at: offset))
  }

  static let disable = CommandDeclaration(
    .disable, usage: "disable <breakpoint>",
    summary: "keeps a breakpoint but stops no more at it ('enable' turns it back on)",
    examples: ["disable 1"], isStep: true, completion: .numbers(.enabledBreakpoints)
  ) { arguments throws(ShellError) in
    let word = arguments.word
    return .session(
      .disable(try SessionCommand.number(word, of: .breakpoint, for: "disable"), at: word.offset))
  }

  static let enable = CommandDeclaration(
    .enable, usage: "enable <breakpoint>", summary: "turns a disabled breakpoint back on",
    examples: ["enable 1"], isStep: true, completion: .numbers(.disabledBreakpoints)
  ) { arguments throws(ShellError) in
    let word = arguments.word
    return .session(
      .enable(try SessionCommand.number(word, of: .breakpoint, for: "enable"), at: word.offset))
  }

  static let `continue` = CommandDeclaration(
    .continue, usage: "continue",
    summary: "reduces the actions a breakpoint held and goes on with the 'advance' it stopped",
    isStep: true, request: .session(.resume))

  static let step = CommandDeclaration(
    .step, usage: "step", summary: "reduces the next action a breakpoint held, and stops again",
    isStep: true, request: .session(.step))

  static let watch = CommandDeclaration(
    .watch, usage: "watch <path>",
    summary: "prints a part of the state after every step, one line each",
    examples: ["watch count", "watch main.weather.city", "watch todos.count"], isStep: true,
    completion: .statePaths
  ) { arguments throws(ShellError) in
    let word = arguments.word
    guard !word.isEmpty else {
      throw ShellError(.debugger(.expectedWatchPath), at: word.offset)
    }
    return .session(.watch(word))
  }

  static let watches = CommandDeclaration(
    .watches, usage: "watches", summary: "lists the watches", request: .session(.watches))

  static let unwatch = CommandDeclaration(
    .unwatch, usage: "unwatch <watch>", summary: "removes a watch", examples: ["unwatch 1"],
    isStep: true, completion: .numbers(.watches)
  ) { arguments throws(ShellError) in
    let word = arguments.word
    return .session(
      .unwatch(try SessionCommand.number(word, of: .watch, for: "unwatch"), at: word.offset))
  }

  static let invariant = CommandDeclaration(
    .invariant, usage: "invariant <condition>",
    summary: "adds a condition every step must keep: a step that breaks it fails",
    examples: [
      "invariant count >= -1", "invariant !isNumberFactRequestInFlight || numberFact == nil",
    ], isStep: true, completion: .condition
  ) { arguments throws(ShellError) in
    let whole = arguments.whole
    guard !whole.isEmpty else {
      throw ShellError(.debugger(.expectedInvariant), at: whole.offset)
    }
    return .session(.invariant(whole))
  }

  static let invariants = CommandDeclaration(
    .invariants, usage: "invariants", summary: "lists the invariants",
    request: .session(.invariants))

  static let explore = CommandDeclaration(
    .explore, usage: "explore [depth <n>] [for <duration>] [only|except <case>, …]",
    summary:
      "searches the shortest sequence of actions a user can send, and clock moves, that breaks "
      + "an invariant",
    examples: [
      "explore", "explore depth 4", "explore depth 8 for 30s",
      "explore only incrementButtonTapped, decrementButtonTapped",
      "explore except numberFactButtonTapped",
    ], completion: .exploreArguments
  ) { arguments throws(ShellError) in .session(try SessionCommand.explore(arguments.word)) }
}
