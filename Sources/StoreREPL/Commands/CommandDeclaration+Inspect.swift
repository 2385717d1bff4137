/// The commands that read the session, write it to files, and the shell's own.
extension CommandDeclaration {
  static let effects = CommandDeclaration(
    .effects, usage: "effects", summary: "lists the effects in flight and what each is waiting on",
    request: .session(.effects))

  static let state = CommandDeclaration(
    .state, usage: "state [<path>]", summary: "prints the state, or a part of it",
    examples: ["state", "state count", "state main.weather"], completion: .statePaths
  ) { .session(.state($0.word)) }

  static let expect = CommandDeclaration(
    .expect, usage: "expect <path> == <value> | <condition>",
    summary: "asserts part of the state, or a condition ('help break')",
    examples: [
      "expect count == -1", "expect numberFact == nil", "expect main.weather.city == \"Seoul\"",
      "expect count > 0 && numberFact == nil", "expect effects.isEmpty",
    ], completion: .condition
  ) { .session(.expect($0.whole)) }

  static let actions = CommandDeclaration(
    .actions, usage: "actions", summary: "lists the feature's actions with their payloads",
    request: .session(.actions))

  static let log = CommandDeclaration(
    .log, usage: "log [<filter>]",
    summary:
      "lists the steps so far with the actions each sent and received; a filter keeps some "
      + "('help log')",
    examples: ["log", "log 10-20", "log received", "log \\.count", "log received 3-5"]
  ) { arguments throws(ShellError) in .session(.log(try SessionCommand.logFilter(arguments.word))) }

  static let diff = CommandDeclaration(
    .diff, usage: "diff [full | compact]",
    summary: "shows each step's state change in full (the default), or one line per changed path",
    examples: ["diff compact", "diff full"], completion: .words(["full", "compact"])
  ) { arguments throws(ShellError) in
    let word = arguments.word
    guard !word.isEmpty else { return .diff(nil) }
    guard let layout = ShellStyle.DiffLayout(rawValue: String(word.text)) else {
      throw ShellError(.command(.expectedDiffLayout), at: word.offset)
    }
    return .diff(layout)
  }

  static let trace = CommandDeclaration(
    .trace, usage: "trace [<step> | on | off]",
    summary:
      "shows how a step's actions went through the feature's reducers: which one changed which "
      + "field and returned which effect (the last step by default; 'on': after every step)",
    examples: ["trace", "trace 2", "trace on", "trace off"], completion: .words(["on", "off"])
  ) { arguments throws(ShellError) in
    .session(.trace(try SessionCommand.traceRequest(arguments.word)))
  }

  static let timeline = CommandDeclaration(
    .timeline, usage: "timeline [--svg <file> | --html <file>]",
    summary: "draws each effect as a bar over virtual time, with the steps underneath"
  ) { arguments throws(ShellError) in
    .session(.timeline(try SessionCommand.pictureFile(arguments.word)))
  }

  static let deps = CommandDeclaration(
    .deps, usage: "deps", summary: "shows the dependency scenario in use and the others",
    request: .session(.deps))

  static let save = CommandDeclaration(
    .save, usage: "save <file>",
    summary: "writes the session's steps as a script that '--script' replays",
    examples: ["save session.replscript"]
  ) { .save($0.fileArgument) }

  static let record = CommandDeclaration(
    .record, usage: "record <file>",
    summary: "writes what was typed and printed as a lesson that '--lesson' plays",
    examples: ["record Counting.transcript"]
  ) { .record($0.fileArgument) }

  static let export = CommandDeclaration(
    .export, usage: "export test [<file>] | html <file>",
    summary:
      "writes the session as a Swift Testing test on TestStore (prints it without a file), or "
      + "as an HTML handout: the steps, their diffs, the timeline, the state at each step",
    examples: [
      "export test", "export test Tests/FeatureTests/SessionTests.swift",
      "export html handout.html",
    ], completion: .words(["html", "test"])
  ) { arguments throws(ShellError) in
    .export(try ExportCommand(arguments: arguments.text, offset: arguments.offset))
  }

  static let features = CommandDeclaration(
    .features, usage: "features", summary: "lists the features you can load", request: .features)

  static let load = CommandDeclaration(
    .load, usage: "load <feature> [preview <n|name> | <state literal>]",
    summary: "loads a feature, from its default start, a preview or a state you type",
    examples: ["load Root", "load Counter Counter.State(count: 5)", "load Ticket preview 2"],
    completion: .features
  ) { .load($0.word) }

  static let reload = CommandDeclaration(
    .reload, usage: "reload",
    summary: "recompiles the feature's files and replays the session on the new code",
    request: .reload)

  static let help = CommandDeclaration(
    .help, aliases: ["?"], usage: "help [<command>]",
    summary: "lists the commands, or explains one", examples: ["help send"],
    completion: .commands
  ) { .help($0.word) }

  static let clear = CommandDeclaration(
    .clear, usage: "clear",
    summary: "clears the screen; in a lesson, the next command stays in sight", request: .clear)

  static let quit = CommandDeclaration(
    .quit, aliases: ["exit"], usage: "quit", summary: "ends the session (Ctrl-D does too)",
    request: .quit)
}

extension ArgumentText {
  /// The file a command writes; when none is given, its place is the end of the command's word,
  /// where it was to be typed.
  fileprivate var fileArgument: SessionCommand.Argument {
    let word = self.word
    return word.isEmpty ? SessionCommand.Argument(text: word.text, offset: offset) : word
  }
}
