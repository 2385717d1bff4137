import ValueDump

extension InProcessBackend {
  /// The commands and their summaries in two columns that fit `width`: the usages take a
  /// third of it at most, a longer usage has a line of its own, and each summary is folded
  /// under itself.
  static func commandTable(width: Int) -> [String] {
    LineWrapping.table(
      CommandName.allCases.map { ($0.usage, $0.summary) }, indent: 4, width: width)
  }

  /// `help [<command>]`.
  func help(_ argument: SessionCommand.Argument, width: Int, line: String) -> LineOutput {
    let (word, start) = (String(argument.text), argument.offset)
    guard !word.isEmpty else {
      var lines = ["  Commands (unique prefixes work, Tab completes):"]
      lines += Self.commandTable(width: width)
      lines.append(
        "  Actions are Swift literals: .decrementButtonTapped, .textFieldChanged(\"Hi\").")
      lines.append("  Type 'help <command>' for examples.")
      return LineOutput(lines: lines)
    }
    switch CommandName.resolve(word) {
    case let .found(command):
      var lines = ["  \(command.usage)", "    \(command.summary)"]
      let own = session?.examples(for: command)
      let examples = own ?? command.examples
      if !examples.isEmpty {
        if let session, own != nil {
          lines.append("  Examples on \(session.featureName):")
        } else {
          lines.append("  Examples:")
        }
        lines += examples.map { "    \($0)" }
      }
      return LineOutput(lines: lines)
    case let .ambiguous(candidates):
      return failure(
        ShellError.ambiguousCommand(word, candidates, at: start), in: line)
    case .unknown:
      return failure(
        ShellError(
          .command(
            .noHelp(
              word,
              suggestion: Suggestion.best(for: word, among: CommandName.allCases.map(\.rawValue)))),
          at: start), in: line)
    }
  }

  /// `diff [full | compact]`: how each step's state change is shown from now on.
  func diffLayout(_ layout: ShellStyle.DiffLayout?) -> LineOutput {
    guard let layout else {
      let other: ShellStyle.DiffLayout = style.look.diff == .full ? .compact : .full
      return LineOutput(lines: [
        "  diffs are \(style.look.diff.rawValue); 'diff \(other.rawValue)' shows them \(other.rawValue == "full" ? "whole" : "one line per changed path")"
      ])
    }
    style.look.diff = layout
    return LineOutput(lines: [
      layout == .full
        ? "  diffs show the whole state, the changed lines marked"
        : "  diffs show one line per changed path"
    ])
  }

  /// `features`: the catalog, the loaded feature marked.
  func featureList() -> [String] {
    Self.featureRows(features, marking: session?.featureName) + unstartableRows()
  }

  /// The reducers of the files that cannot be started, each with why, after a heading; none
  /// when all start.
  func unstartableRows() -> [String] {
    guard !unstartable.isEmpty else { return [] }
    return ["Found, but cannot be started:"]
      + unstartable.map { "   \($0.name)  \($0.summary): \($0.unstartableReason ?? "")" }
  }

  /// A row for each feature, its name and what it is, the one named `marked` starred, and
  /// under it the previews that start it.
  static func featureRows(_ features: [REPLFeature], marking marked: String? = nil) -> [String] {
    let width = features.map(\.name.count).max() ?? 0
    let previews = previews(of: features)
    return features.flatMap { feature in
      let mark = feature.name == marked ? "*" : " "
      let padding = String(repeating: " ", count: width - feature.name.count)
      return [" \(mark) \(feature.name)\(padding)  \(feature.summary)"]
        + previews.filter { $0.feature.name == feature.name }.map {
          "     preview \($0.number): \(title($0))"
        }
    }
  }

  /// `load <feature>`.
  func loadCommand(_ argument: SessionCommand.Argument, line: String) -> LineOutput {
    let (name, start) = (String(argument.text), argument.offset)
    guard !name.isEmpty else {
      return failure(
        ShellError(.feature(.expectedFeatureName(features.map(\.name))), at: start),
        in: line)
    }
    switch load(name, at: start) {
    case let .success(loaded):
      // The banner is the command's output, so that a lesson compares it as it does any other.
      return LineOutput(
        lines: [Self.banner(loaded.feature)] + startRows(loaded.feature))
    case let .failure(error):
      var output = failure(error, in: line)
      if error.kind == .unknownName, feature(named: FeatureChoice(parsing: name).name) == nil {
        output.lines += ["Features:"] + Self.featureRows(features) + unstartableRows()
      }
      return output
    }
  }

  /// `save <file>`: the steps so far as a script, written atomically.
  func save(_ argument: SessionCommand.Argument, line: String) -> LineOutput {
    let path = String(argument.text)
    guard let session else {
      return failure(ShellError.noFeatureLoaded, in: line)
    }
    guard !path.isEmpty else {
      return failure(
        ShellError(.file(.saveNeedsAFile), at: argument.offset),
        in: line)
    }
    if let folded = session.foldedHistory {
      return failure(
        ShellError.noStart(for: "script", folded: folded), in: line)
    }
    let script = Script(feature: choice ?? session.featureName, commands: session.scriptCommands)
    do throws(FileWriteError) {
      try AtomicFile.write(script.text, to: path)
    } catch {
      return failure(ShellError(.file(.cannotWrite(error))), in: line)
    }
    return LineOutput(lines: [script.written(to: path, naming: featureFiles)])
  }

  /// `export test [<file>]` and `export html <file>`.
  func export(_ command: ExportCommand, line: String) async -> LineOutput {
    guard let session else {
      return failure(ShellError.noFeatureLoaded, in: line)
    }
    switch command {
    case let .test(path):
      return exportTest(of: session, to: path, line: line)
    case let .html(path, narration):
      return await exportHandout(of: session, to: path, narration: narration, line: line)
    }
  }

  /// `export test [<file>]`: the test printed, or written atomically.
  private func exportTest(
    of session: any FeatureSession, to path: String?, line: String
  ) -> LineOutput {
    if let folded = session.foldedHistory {
      return failure(
        ShellError.noStart(for: "test", folded: folded), in: line)
    }
    let name = ExportedTestName.forFile(path, feature: session.featureName)
    let test = session.exportedTest(named: name)
    let warnings = test.warnings.map { style.error("  " + $0) }
    guard let path else {
      var output = LineOutput(lines: [test.text.indented(by: 2)] + warnings)
      output.sourceLine = 0
      return output
    }
    do throws(FileWriteError) {
      try AtomicFile.write(test.text, to: path)
    } catch {
      return failure(ShellError(.file(.cannotWrite(error))), in: line)
    }
    return LineOutput(lines: ["  wrote the test \(name)() to \(path)"] + warnings)
  }

  /// `export html <file>`: the session as a handout page, written atomically.
  private func exportHandout(
    of session: any FeatureSession, to path: String, narration: SessionNarration, line: String
  ) async -> LineOutput {
    if let folded = session.foldedHistory {
      return failure(
        ShellError.noStart(for: "handout", folded: folded), in: line)
    }
    var handout = await session.handout()
    handout.narration = narration.paragraphs(through: handout.lastStep)
    do throws(FileWriteError) {
      try AtomicFile.write(handout.html, to: path)
    } catch {
      return failure(ShellError(.file(.cannotWrite(error))), in: line)
    }
    let steps = handout.lastStep
    return LineOutput(
      lines: ["  wrote the handout (\(counted(steps, "step"))) to \(path)"])
  }

  /// The error for a feature name that names none: the nearest name, and the features.
  ///
  /// - Parameter listing: Whether the message lists the features, one to a line.
  func unknownFeature(_ name: String, at offset: Int?, listing: Bool = true) -> ShellError {
    if let found = unstartable.first(where: { $0.name.lowercased() == name.lowercased() }) {
      return ShellError(
        .feature(
          .unstartable(
            found.name, summary: found.summary, reason: found.unstartableReason ?? "")),
        at: offset)
    }
    let names = features.map(\.name)
    return ShellError(
      .feature(
        .unknownFeature(
          name, suggestion: Suggestion.best(for: name, among: names),
          listing: listing ? Self.featureRows(features) + unstartableRows() : nil)),
      at: offset)
  }

  /// Completions for a line being typed: commands, then each command's arguments.
  package func completions(for line: String) -> [String] {
    let text = CommandText(line)
    guard !text.isWordOnly else {
      return CommandName.allCases.map(\.rawValue).filter { $0.hasPrefix(text.word.lowercased()) }
    }
    let partial = String(text.arguments.skippingLeadingWhitespace(offset: 0).text)
    guard let command = Command.name(of: line) else { return [] }
    switch command.declaration.completion {
    case .features:
      // After a feature's name, its previews: `load Ticket preview 2`.
      let name = partial.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
      let candidates =
        partial.contains(" ") && feature(named: name) != nil
        ? previews.filter { $0.feature.name.lowercased() == name.lowercased() }.map {
          "\($0.feature.name) preview \($0.number)"
        }
        : features.map(\.name)
      return candidates.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
    case .commands:
      return CommandName.allCases.map(\.rawValue).filter { $0.hasPrefix(partial) }
    case let .words(words) where session == nil:
      return words.filter { $0.hasPrefix(partial) }
    default:
      return session?.completions(for: command, partial: partial) ?? []
    }
  }
}
