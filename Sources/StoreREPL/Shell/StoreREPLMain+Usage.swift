import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `'a' or 'b'`, `'a', 'b' or 'c'`.
func alternatives(_ names: [String]) -> String {
  let quoted = names.map { "'\($0)'" }
  guard let last = quoted.last else { return "" }
  return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
}

func featureLines(_ features: [REPLFeature]) -> [String] {
  let width = features.map(\.name.count).max() ?? 0
  return features.map { feature in
    "  \(feature.name)\(String(repeating: " ", count: width - feature.name.count))  \(feature.summary)"
  }
}

/// How wide output is: `--width <n>` wherever it is among the arguments, else the terminal's
/// when standard output is one, else 80.
func outputWidth(_ arguments: [String]) -> OutputWidth {
  if let flag = arguments.firstIndex(of: "--width"), flag + 1 < arguments.count,
    let columns = Int(arguments[flag + 1]), columns >= LineWrapping.narrowest
  {
    return .columns(columns)
  }
  return Terminal.isTerminal(STDOUT_FILENO) ? .terminal(STDOUT_FILENO) : .piped
}

func usageLine(_ program: String) -> String {
  "\(program) [<file.swift>…] [<feature>] [--preview <n|name> | --state <literal>] [--package <dir> [--target <name>]] [--swift-version 5|6] [--watch] [--resume] [--in-process] [--script <file>] [--lesson <transcript> [--notes <path>]] [--check <transcript>…] [--history <steps>] [--step-timeout <duration>] [--width <columns>] [--theme <name>] [--diff compact] [--ascii] [--no-color] [--version] [--help]"
}

/// Files with several features, none named: which to name, and how.
func severalFeatures(
  _ features: [REPLFeature], in paths: [String], program: String
) -> String {
  let files = paths.count == 1 ? paths[0] : "these files"
  let command = ([program] + paths + ["<feature>"]).joined(separator: " ")
  let startable = features.filter { $0.unstartableReason == nil }
  let unstartable = features.filter { $0.unstartableReason != nil }
  // The command on a line of its own, so that a long path does not fold it mid-word.
  return ErrorRenderer.plain.line(
    "\(files) \(paths.count == 1 ? "has" : "have") \(startable.count) features; name the one to "
      + "start:")
    + "  \(command)\nwith <feature> one of:\n"
    + featureLines(startable).joined(separator: "\n") + "\n"
    + (unstartable.isEmpty
      ? ""
      : "Found, but cannot be started:\n"
        + unstartable.map { "  \($0.name)  \($0.summary): \($0.unstartableReason ?? "")\n" }
        .joined())
}

/// `--help`: each option's text is one paragraph, laid out to the output's width.
func usage(_ program: String, features: [REPLFeature], width: Int) -> String {
  let arguments = [
    (
      "<file.swift>…",
      "compiles the files (TCA 1.x code importing ComposableArchitecture) and starts their "
        + "feature. Their code runs in a worker process: a crash is reported and the session "
        + "goes on"
    ),
    (
      "<feature>",
      "the feature to start: one of the catalog's (below), or of the files when they have "
        + "several"
    ),
  ]
  let options = [
    (
      "--preview <n|name>",
      "starts the feature where one of the files' previews starts, by its number or its name; "
        + "without it, where the first one starts"
    ),
    (
      "--state <literal>",
      "starts the feature from a state typed as a Swift literal, its fields set on the "
        + "default start's state"
    ),
    (
      "--package <dir>",
      "compiles the Swift files of a package's target (Sources/<target>) as feature files; "
        + "--target <name> names it when there are several"
    ),
    (
      "--swift-version 5|6",
      "the Swift language mode the files compile in: 5 by default, as in an Xcode app target; "
        + "a package's target compiles in the mode its Package.swift declares, and a resumed "
        + "session in the mode it started in"
    ),
    ("--watch", "reloads the files whenever one of them is saved, as 'reload' does"),
    (
      "--resume",
      "goes on with the last session on these files (or the last of all), from the steps "
        + "it saved as they happened"
    ),
    ("--in-process", "runs the files' code in the shell's own process (a crash ends it)"),
    ("--script <file>", "runs a script written by 'save', then goes on reading commands"),
    (
      "--lesson <transcript>",
      "plays a lesson: its next command waits at the prompt, Enter runs it"
    ),
    (
      "--notes <path>",
      "with --lesson: writes the presenter's notes (the next command, what it prints, the "
        + "lesson's '# note:' lines) to a file or another terminal, and the class's screen "
        + "no longer shows the next command"
    ),
    (
      "--check <transcript>…",
      "replays each transcript's commands and fails with a diff when the output differs"
    ),
    (
      "--history <steps>",
      "keeps at least this many steps for time travel (100000 by default); older ones are "
        + "folded into a checkpoint"
    ),
    (
      "--step-timeout <duration>",
      "ends the feature files' code when a command runs longer (30s by default when input is "
        + "not a terminal, and for every step a recovery or reload replays; at a terminal "
        + "Ctrl-C stops a command)"
    ),
    (
      "--width <columns>",
      "folds output to this many columns (the terminal's, or 80 when output is piped)"
    ),
    (
      "--theme <name>",
      "'dark' (the default, unless COLORFGBG says the background is light), 'light' for a "
        + "white background, or 'high-contrast': bold text on coloured bands, for a projector"
    ),
    (
      "--diff compact",
      "shows each step's changes one line per path ('count: 0 → -1') instead of the whole state"
    ),
    ("--ascii", "marks diff lines with ' ', '-' and '+', to paste into a Markdown diff block"),
    ("--no-color", "no colours, even on a terminal (NO_COLOR does the same)"),
    ("--version", "prints the version"),
    ("--help", "prints this help"),
  ]
  let lines =
    [
      "\(program): step a Composable Architecture store by hand.", "",
      "Usage: \(usageLine(program))", "", "Arguments:",
    ] + LineWrapping.table(arguments, indent: 4, width: width, alignedWith: options)
    + ["", "Options:"] + LineWrapping.table(options, indent: 4, width: width)
    + ["", "Features:"] + featureLines(features)
    + ["", "In the shell, type 'help' for the commands.", ""]
  return LineWrapping.wrapped(lines.joined(separator: "\n"), width: width)
}
