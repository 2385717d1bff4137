import Composable

/// The backend that runs the features in this process: the catalog built into the program, or
/// the features of a worker process's files (the worker serves one to the shell in front of it).
/// It runs what acts on a feature — its session's commands, `load`, `save`, `export`, `diff`,
/// `help`, `features` — and leaves the session's edges (the loop, `clear`, `record`, the end) to
/// the ``Shell`` in front.
package final class InProcessBackend: ShellBackend {
  /// The features that can be loaded.
  let features: [REPLFeature]
  /// Reducers of feature files that cannot be started, each with why: listed, never loaded.
  let unstartable: [REPLFeature]
  /// How output is dressed; `diff` changes its layout of diffs.
  package internal(set) var style: ShellStyle
  var session: (any FeatureSession)? {
    didSet { applyHistoryLimit() }
  }
  /// How many steps a session keeps at least before it folds older ones into a checkpoint
  /// (`--history`); nil: the session's default.
  package var historyLimit: Int? {
    didSet { applyHistoryLimit() }
  }
  /// The feature files the features were compiled from, as the command line named them, which a
  /// replay of a saved script must name too.
  var featureFiles: [String] = []
  /// How the loaded feature started, as ``FeatureChoice`` writes it: what `save` and `record`
  /// name.
  var choice: String?

  /// Creates a backend.
  ///
  /// - Parameters:
  ///   - features: The features that can be loaded; those that cannot start are listed.
  ///   - style: Plain or coloured output.
  package init(features: [REPLFeature], style: ShellStyle = .plain) {
    self.features = features.filter { $0.unstartableReason == nil }
    self.unstartable = features.filter { $0.unstartableReason != nil }
    self.style = style
  }

  /// Gives the session the limit, when one is set: the one place a session's limit is set, run
  /// whenever the limit or the session changes.
  private func applyHistoryLimit() {
    if let historyLimit { session?.historyLimit = historyLimit }
  }

  package var prompt: String {
    guard let session else { return "store-repl> " }
    let stopped = session.isStopped ? " " + Transcript.stoppedMark : ""
    return "\(session.featureName) \(session.now.formattedSeconds)\(stopped)> "
  }

  var position: Int { session?.position ?? 0 }

  /// None: the features are built into the program.
  var files: (any FeatureFilesBackend)? { nil }

  /// Loads a feature: by name, or as a ``FeatureChoice`` says, from a preview or a typed state.
  ///
  /// - Parameter offset: Where the choice is in the line it was typed on, for carets.
  /// - Returns: The feature, the choice with its name and what says it was loaded — the
  ///   banner, how it started, and the reducers that cannot start — or why it cannot be.
  func load(
    _ text: String, at offset: Int? = nil
  ) -> Result<(feature: REPLFeature, choice: String, banner: String), ShellError> {
    let resolved: (feature: REPLFeature, start: REPLStart, choice: FeatureChoice)
    switch resolve(FeatureChoice(parsing: text), at: offset) {
    case let .success(found): resolved = found
    case let .failure(error): return .failure(error)
    }
    do throws(ShellError) {
      session = try resolved.feature.makeSession(from: resolved.start)
    } catch {
      var error = error
      // A typed state's carets point into the literal, which follows the words before it.
      if let errorOffset = error.offset, case .state(let literal) = resolved.choice.start {
        error.offset = errorOffset + (offset ?? 0) + (text.utf8.count - literal.utf8.count)
      }
      return .failure(error)
    }
    choice = resolved.choice.text
    // What the files hold that cannot start is said once, under the banner.
    return .success(
      (
        resolved.feature, resolved.choice.text,
        ([Self.banner(resolved.feature)] + startRows(resolved.feature) + unstartableRows())
          .joined(separator: "\n")
      ))
  }

  /// The line that says a feature was loaded, and the note the feature starts with, if any.
  static func banner(_ feature: REPLFeature) -> String {
    let loaded = "\(feature.name) loaded. Type 'help' for commands, Tab to complete."
    guard let note = feature.startNote else { return loaded }
    return loaded + "\n" + note
  }

  func feature(named name: String) -> REPLFeature? {
    features.first { $0.name == name }
      ?? features.first { $0.name.lowercased() == name.lowercased() }
  }

  func problems(
    in commands: [String], lineNumbers: [Int]?, expectedFailures: Set<Int>
  ) async -> String? {
    guard let session else { return nil }
    var reports: [String] = []
    var current = session
    func report(_ problem: ShellError, at index: Int) {
      let number = lineNumbers.map { $0[index] } ?? index + 1
      let place = lineNumbers == nil ? "command \(number)" : "line \(number)"
      reports.append("\(place):\n" + problem.rendered(in: commands[index]).indented(by: 2))
    }
    for (index, line) in commands.enumerated() {
      let command: Command?
      do throws(ShellError) {
        command = try Command.read(line)
      } catch {
        if !expectedFailures.contains(index) { report(error, at: index) }
        continue
      }
      guard let command else { continue }
      if case let .load(name) = command.request {
        guard case let .success(found) = resolve(FeatureChoice(parsing: name.text), at: nil),
          let made = try? found.feature.makeSession(from: found.start)
        else { continue }
        current = made
        continue
      }
      if !expectedFailures.contains(index), let problem = current.problem(with: command) {
        report(problem, at: index)
      }
    }
    return reports.isEmpty ? nil : reports.joined(separator: "\n")
  }

  func run(_ command: Command, line: String, width: Int) async -> LineOutput {
    switch command.request {
    case let .help(word):
      return help(word, width: width, line: line)
    case .features:
      return LineOutput(lines: featureList())
    case let .load(name):
      return loadCommand(name, line: line)
    case .reload:
      return failure(
        ShellError(.feature(.reloadBuiltIn), at: command.wordOffset), in: line)
    case let .save(path):
      return save(path, line: line)
    case let .export(export):
      return await self.export(export, line: line)
    case let .diff(layout):
      return diffLayout(layout)
    case let .session(request):
      guard let session else {
        return failure(ShellError.noFeatureLoaded, in: line)
      }
      var style = style
      style.width = width
      if case let .screen(screen) = request {
        return await self.screen(screen, on: session, line: line, style: style)
      }
      let output = await session.run(request, of: command, line: line, style: style)
      var result = self.result(of: output, on: session, style: style)
      if redrawsScreen(after: command, output: output) {
        result.lines += await session.screenDrawing(style: style) ?? []
      }
      return result
    case .quit, .clear, .record:
      // The shell in front runs these itself.
      return LineOutput()
    }
  }

  func end() async -> (lines: [String], failed: Bool) {
    guard let session else { return ([], false) }
    let end = await session.end(style: style)
    return (end.lines, end.failed)
  }

  func failure(_ error: ShellError, in line: String) -> LineOutput {
    .failure(error, in: line, style: style)
  }
}
