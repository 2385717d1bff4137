/// What was typed and printed in a session, kept for `record <file>`: each command line after
/// its prompt and what it printed, written as a lesson transcript that `--check` replays and
/// `--lesson` plays.
///
/// Output is kept as the shell printed it and written as piped output prints it: unstyled,
/// folded at 80 columns, whatever the terminal's width.
struct SessionRecording {
  /// How many commands a recording keeps at most: a lesson is short, and a long piped session
  /// should not hold all it printed.
  static var limit: Int { 10_000 }

  /// The feature the session started on.
  var feature: String
  /// What the shell printed when the feature was loaded.
  var banner: String
  private(set) var exchanges: [(prompt: String, line: String, output: [String])] = []
  /// Whether more commands ran than the recording keeps.
  private(set) var isCut = false

  /// Keeps a command, unless it is `record` itself: a recording is of what came before it.
  ///
  /// - Parameters:
  ///   - line: The command line as typed.
  ///   - prompt: The prompt it was typed at.
  ///   - output: What it printed.
  mutating func note(_ line: String, prompt: String, output: [String]) {
    if !Shell.isComment(line),
      case .found(.record) = CommandName.resolve(
        String(CommandText(line).word), suggesting: false)
    {
      return
    }
    guard exchanges.count < Self.limit else {
      isCut = true
      return
    }
    exchanges.append((prompt, line, output))
  }

  /// Writes the recording to `path` as a transcript, atomically, and says what it wrote.
  ///
  /// - Parameter files: The feature files the session ran on, for the transcript's header.
  func write(to path: String, files: [String] = []) throws(ShellError) -> String {
    guard !isCut else {
      throw ShellError(
        .refused,
        "'record' keeps the first \(Self.limit) commands and this session has more; "
          + "'save' keeps its steps as a script")
    }
    var output = banner + "\n"
    for (prompt, line, lines) in exchanges {
      output += prompt + line + "\n"
      if !lines.isEmpty {
        output += OutputWidth.piped.fit(ShellStyle.unstyled(lines.joined(separator: "\n"))) + "\n"
      }
    }
    var transcript = Transcript(feature: feature, commands: [], output: output)
    transcript.files = files
    do throws(FileWriteError) {
      try AtomicFile.write(transcript.text, to: path)
    } catch {
      throw ShellError(.file, error.message)
    }
    let narrations = exchanges.count { Shell.isComment($0.line) }
    let count = exchanges.count - narrations
    return "  wrote \(count) command\(count == 1 ? "" : "s")"
      + (narrations > 0 ? " and \(narrations) narration\(narrations == 1 ? "" : "s")" : "")
      + " to \(path); play it with "
      + "'store-repl --lesson \(path)', check it with 'store-repl --check \(path)'"
  }
}
