/// The shell's commands: the first word of a line.
package enum CommandName: String, CaseIterable, Sendable, Codable {
  case send, receive, advance, wait, effects, cancel, state, expect, set, actions, log, diff, trace
  case undo, goto, reset, skip, replace, exhaustive, timeline, save, record, export, deps
  case scenario, features, load, reload, help
  case `break`, breakpoints, delete, disable, enable, `continue`, step, watch, watches, unwatch
  case invariant, invariants, explore
  case clear, quit

  /// Whether the command changes the session, and so is a step of its history.
  var isStep: Bool {
    switch self {
    case .send, .receive, .advance, .wait, .cancel, .scenario, .exhaustive, .set, .skip, .replace:
      true
    case .break, .delete, .disable, .enable, .continue, .step, .watch, .unwatch, .invariant: true
    default: false
    }
  }

  /// Other words that name the command.
  var aliases: [String] {
    switch self {
    case .quit: ["exit"]
    case .help: ["?"]
    default: []
    }
  }

  /// How the command is written.
  package var usage: String {
    switch self {
    case .send: "send <action> [{ <assignments> }]"
    case .receive: "receive [<action>] [{ <assignments> }]"
    case .expect: "expect <path> == <value> | <condition>"
    case .set: "set <path> = <value>"
    case .exhaustive: "exhaustive on | off"
    case .timeline: "timeline [--svg <file> | --html <file>]"
    case .save: "save <file>"
    case .record: "record <file>"
    case .export: "export test [<file>] | html <file>"
    case .advance: "advance <duration> | next | all"
    case .wait: "wait [<duration>]"
    case .effects: "effects"
    case .cancel: "cancel <cancel-id> | #<n>"
    case .state: "state [<path>]"
    case .actions: "actions"
    case .log: "log [<filter>]"
    case .diff: "diff [full | compact]"
    case .trace: "trace [<step> | on | off]"
    case .undo: "undo [<n>]"
    case .goto: "goto <step>"
    case .reset: "reset"
    case .skip: "skip <step>"
    case .replace: "replace <step> <action>"
    case .deps: "deps"
    case .scenario: "scenario <name>"
    case .features: "features"
    case .load: "load <feature> [preview <n|name> | <state literal>]"
    case .reload: "reload"
    case .help: "help [<command>]"
    case .clear: "clear"
    case .quit: "quit"
    case .break: "break <case path> | if <condition> | effect start|finish|cancel [<id>]"
    case .breakpoints: "breakpoints"
    case .delete: "delete <breakpoint> | invariant <n>"
    case .disable: "disable <breakpoint>"
    case .enable: "enable <breakpoint>"
    case .continue: "continue"
    case .step: "step"
    case .watch: "watch <path>"
    case .watches: "watches"
    case .unwatch: "unwatch <watch>"
    case .invariant: "invariant <condition>"
    case .invariants: "invariants"
    case .explore: "explore [depth <n>] [for <duration>]"
    }
  }

  /// What the command does, in one line.
  package var summary: String {
    switch self {
    case .send: "sends an action; prints the state diff, the effects started and what they fed back"
    case .receive: "in strict mode, asserts the next action an effect fed back (payload optional)"
    case .expect: "asserts part of the state, or a condition ('help break')"
    case .set: "changes part of the state, as a step: undone, replayed and exported like one"
    case .exhaustive:
      "strict mode, as an exhaustive TestStore: fed-back actions must be received, states asserted"
    case .advance: "moves the virtual clock and prints what woke up, in order"
    case .timeline: "draws each effect as a bar over virtual time, with the steps underneath"
    case .save: "writes the session's steps as a script that '--script' replays"
    case .record: "writes what was typed and printed as a lesson that '--lesson' plays"
    case .export:
      "writes the session as a Swift Testing test on TestStore (prints it without a file), or "
        + "as an HTML handout: the steps, their diffs, the timeline, the state at each step"
    case .wait: "waits real time (1s, 30s at most) for effects outside the virtual clock"
    case .effects: "lists the effects in flight and what each is waiting on"
    case .cancel: "cancels in-flight effects by cancellation id or by number"
    case .state: "prints the state, or a part of it"
    case .actions: "lists the feature's actions with their payloads"
    case .log:
      "lists the steps so far with the actions each sent and received; a filter keeps some "
        + "('help log')"
    case .diff:
      "shows each step's state change in full (the default), or one line per changed path"
    case .trace:
      "shows how a step's actions went through the feature's reducers: which one changed which "
        + "field and returned which effect (the last step by default; 'on': after every step)"
    case .undo: "goes back one step, or n steps: state, clock and effects rewind too"
    case .goto:
      "goes to right after a step of the log (0: the start); later steps stay until a new step"
    case .reset: "goes back to the start (goto 0)"
    case .skip:
      "replays the session without a step of its past (again: with it) and shows what now differs"
    case .replace:
      "replays the session with a past 'send' sending another action and shows what now differs"
    case .deps: "shows the dependency scenario in use and the others"
    case .scenario: "switches to another dependency scenario"
    case .features: "lists the features you can load"
    case .load: "loads a feature, from its default start, a preview or a state you type"
    case .reload: "recompiles the feature's files and replays the session on the new code"
    case .help: "lists the commands, or explains one"
    case .clear: "clears the screen; in a lesson, the next command stays in sight"
    case .quit: "ends the session (Ctrl-D does too)"
    case .break:
      "stops before an action of a case is reduced, after a condition becomes true, or at an "
        + "effect's start, finish or cancellation; an 'advance' stops at that instant"
    case .breakpoints: "lists the breakpoints: number, enabled or not, where each stops"
    case .delete: "removes a breakpoint, or an invariant"
    case .disable: "keeps a breakpoint but stops no more at it ('enable' turns it back on)"
    case .enable: "turns a disabled breakpoint back on"
    case .continue:
      "reduces the actions a breakpoint held and goes on with the 'advance' it stopped"
    case .step: "reduces the next action a breakpoint held, and stops again"
    case .watch: "prints a part of the state after every step, one line each"
    case .watches: "lists the watches"
    case .unwatch: "removes a watch"
    case .invariant: "adds a condition every step must keep: a step that breaks it fails"
    case .invariants: "lists the invariants"
    case .explore:
      "searches the shortest sequence of actions and clock moves that breaks an invariant"
    }
  }

  /// Examples for `help <command>`.
  var examples: [String] {
    switch self {
    case .send:
      [
        "send .decrementButtonTapped", "send .textFieldChanged(\"Hello\")",
        "send .decrementButtonTapped { count = -1; numberFact = nil }",
        "send .splash(.fetchCurrentWeather)",
      ]
    case .advance: ["advance 1s", "advance 250ms", "advance 1m30s", "advance next", "advance all"]
    case .wait: ["wait", "wait 250ms", "wait 5s"]
    case .receive:
      [
        "receive", "receive .decrementDelayResponse { count = 0 }",
        "receive .numberFactResponse { isNumberFactRequestInFlight = false; numberFact = \"0 is a good number.\" }",
      ]
    case .expect:
      [
        "expect count == -1", "expect numberFact == nil", "expect main.weather.city == \"Seoul\"",
        "expect count > 0 && numberFact == nil", "expect effects.isEmpty",
      ]
    case .set:
      [
        "set count = 5", "set numberFact = nil", "set main.weather.city = \"Busan\"",
        "set todos[id: UUID(0)].title = \"Milk\"",
      ]
    case .exhaustive: ["exhaustive on", "exhaustive off"]
    case .save: ["save session.replscript"]
    case .record: ["record Counting.transcript"]
    case .export:
      [
        "export test", "export test Tests/FeatureTests/SessionTests.swift",
        "export html handout.html",
      ]
    case .cancel: ["cancel delay", "cancel CancelID.delay", "cancel #1"]
    case .state: ["state", "state count", "state main.weather"]
    case .scenario: ["scenario failure"]
    case .load: ["load Root", "load Counter Counter.State(count: 5)", "load Ticket preview 2"]
    case .undo: ["undo", "undo 3"]
    case .goto: ["goto 2", "goto 0"]
    case .skip: ["skip 2"]
    case .replace: ["replace 2 .incrementButtonTapped"]
    case .log: ["log", "log 10-20", "log received", "log \\.count"]
    case .diff: ["diff compact", "diff full"]
    case .trace: ["trace", "trace 2", "trace on", "trace off"]
    case .help: ["help send"]
    case .break:
      [
        "break .decrementDelayResponse", "break \\.numberFactResponse.success",
        "break .splash(.responseCurrentWeather)", "break if count == 0",
        "break if count > 0 && numberFact == nil", "break if effects contains CancelID.delay",
        "break effect start", "break effect finish delay",
      ]
    case .delete: ["delete 1", "delete invariant 1"]
    case .disable: ["disable 1"]
    case .enable: ["enable 1"]
    case .watch: ["watch count", "watch main.weather.city", "watch todos.count"]
    case .unwatch: ["unwatch 1"]
    case .invariant:
      ["invariant count >= -1", "invariant !isNumberFactRequestInFlight || numberFact == nil"]
    case .explore: ["explore", "explore depth 4", "explore depth 8 for 30s"]
    default: []
    }
  }

  /// The command a word names: the name, an alias, or a unique prefix of a name.
  ///
  /// - Parameters:
  ///   - word: The word typed.
  ///   - suggesting: Whether an unknown word gets the closest name, for its message.
  static func resolve(_ word: String, suggesting: Bool = true) -> Resolution {
    let word = word.lowercased()
    if let exact = allCases.first(where: { $0.rawValue == word || $0.aliases.contains(word) }) {
      return .found(exact)
    }
    let matches = allCases.filter { $0.rawValue.hasPrefix(word) }
    switch matches.count {
    case 1: return .found(matches[0])
    case 0:
      guard suggesting else { return .unknown(suggestion: nil) }
      return .unknown(suggestion: Suggestion.best(for: word, among: names))
    default: return .ambiguous(matches)
    }
  }

  /// The commands' names, prepared once for ``Suggestion``.
  static let names = Suggestion.Names(allCases.map(\.rawValue))

  /// What a word names.
  enum Resolution: Equatable {
    case found(CommandName)
    case ambiguous([CommandName])
    case unknown(suggestion: String?)
  }
}
