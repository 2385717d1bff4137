import Foundation
import ValueDump

/// What was typed and printed in a session, kept for `record <file>`: each command line after
/// its prompt and what it printed, written as a lesson transcript that `--check` replays and
/// `--lesson` plays.
///
/// Output is kept as the shell printed it and written as piped output prints it: unstyled,
/// folded at 80 columns, whatever the terminal's width.
///
/// A session on feature files that reloaded edited files records each edit: `record` then writes
/// the files as they were at the start and as each reload found them into a folder named after
/// the transcript, and the transcript shows each edit as a `# edit <file> as in <copy>` line
/// before its `reload`, which a lesson makes when it plays and a check makes when it runs.
struct SessionRecording {
  /// What a recording keeps: a command and what it printed, or an edit of a feature file that a
  /// reload found.
  enum Entry {
    case command(prompt: String, line: String, output: [String])
    /// `file` indexes the session's feature files; `contents` is what the reload compiled.
    case edit(prompt: String, file: Int, contents: Data)
  }

  /// How many commands a recording keeps at most: a lesson is short, and a long piped session
  /// should not hold all it printed.
  static var limit: Int { 10_000 }

  /// The feature the session started on.
  var feature: String
  /// What the shell printed when the feature was loaded.
  var banner: String
  private(set) var entries: [Entry] = []
  /// The feature files' contents when the session started, for a recording with edits.
  var originals: [Data] = []
  /// Whether more commands ran than the recording keeps.
  private(set) var isCut = false

  /// Keeps a command, unless it is `record` itself: a recording is of what came before it.
  ///
  /// - Parameters:
  ///   - line: The command line as typed.
  ///   - prompt: The prompt it was typed at.
  ///   - output: What it printed.
  mutating func note(_ line: String, prompt: String, output: [String]) {
    if Command.name(of: line) == .record { return }
    guard entries.count < Self.limit else {
      isCut = true
      return
    }
    entries.append(.command(prompt: prompt, line: line, output: output))
  }

  /// Keeps the edits a reload found: the feature files whose contents differ from the last they
  /// had in the recording.
  ///
  /// - Parameter contents: The feature files' contents as the reload compiles them.
  mutating func noteEdits(_ contents: [Data], prompt: String) {
    for (file, data) in contents.enumerated() where data != self.contents(ofFile: file) {
      entries.append(.edit(prompt: prompt, file: file, contents: data))
    }
  }

  /// The last contents the recording has of feature file `file`.
  private func contents(ofFile file: Int) -> Data? {
    for case let .edit(_, edited, contents) in entries.reversed() where edited == file {
      return contents
    }
    return originals.indices.contains(file) ? originals[file] : nil
  }

  /// Whether a reload found edited files.
  var hasEdits: Bool {
    entries.contains { if case .edit = $0 { true } else { false } }
  }

  /// Writes the recording to `path` as a transcript, atomically, and says what it wrote.
  ///
  /// - Parameter files: The feature files the session ran on, for the transcript's header:
  ///   as the session names them (`named`), and from the transcript's folder (`relative`).
  func write(
    to path: String, files: (named: [String], relative: [String]) = ([], [])
  ) throws(ShellError) -> String {
    guard !isCut else {
      throw ShellError(.file(.recordTooLong(limit: Self.limit)))
    }
    var header = files.relative
    var lines: [(prompt: String, line: String, output: [String])] = []
    do throws(FileWriteError) {
      if hasEdits {
        let copies = try writeEditedFiles(beside: path, named: files.named)
        header = copies.files
        lines = entries.enumerated().map { index, entry in
          switch entry {
          case let .command(prompt, line, output):
            // A reload names the files as the session does; the lesson names its copies.
            let renamed = output.map {
              $0.replacingOccurrences(of: listed(files.named), with: listed(copies.files))
            }
            return (prompt, line, renamed)
          case let .edit(prompt, file, _):
            return (
              prompt, LessonComment.editLine(file: copies.files[file], copy: copies.edits[index]!),
              []
            )
          }
        }
      } else {
        lines = entries.compactMap {
          guard case let .command(prompt, line, output) = $0 else { return nil }
          return (prompt, line, output)
        }
      }
      // Folded as the banner is printed: a start's lines run long.
      var output = OutputWidth.piped.fit(ShellStyle.unstyled(banner)) + "\n"
      for (prompt, line, printed) in lines {
        output += prompt + line + "\n"
        if !printed.isEmpty {
          output +=
            OutputWidth.piped.fit(ShellStyle.unstyled(printed.joined(separator: "\n"))) + "\n"
        }
      }
      var transcript = Transcript(feature: feature, commands: [], output: output)
      transcript.files = header
      try AtomicFile.write(transcript.text, to: path)
    } catch {
      throw ShellError(.file(.cannotWrite(error)))
    }
    let edits = entries.count { if case .edit = $0 { true } else { false } }
    let narrations = lines.count { Command.isComment($0.line) } - edits
    let count = lines.count - narrations - edits
    return "  wrote \(counted(count, "command"))"
      + (narrations > 0 ? " and \(counted(narrations, "narration"))" : "")
      + (edits > 0 ? " and \(counted(edits, "edit"))" : "")
      + " to \(path); play it with "
      + "'store-repl --lesson \(path)', check it with 'store-repl --check \(path)'"
  }

  /// Writes the feature files as they were at the start, and as each edit left them, into the
  /// folder beside `path` named after it (`Lessons/Fix.transcript`: `Lessons/Fix/`).
  ///
  /// - Returns: The files' names from the transcript's folder, and each edit's copy by entry.
  private func writeEditedFiles(
    beside path: String, named: [String]
  ) throws(FileWriteError) -> (files: [String], edits: [Int: String]) {
    let url = URL(fileURLWithPath: path)
    let folderName = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent().appendingPathComponent(folderName)
    if mkdir(folder.path, 0o755) != 0, errno != EEXIST {
      // A folder that is not there is the transcript's, which the message names.
      let code = errno
      throw FileWriteError(path: code == ENOENT ? path : folder.path + "/", code: code)
    }
    let names = named.map { URL(fileURLWithPath: $0).lastPathComponent }
    let files = names.map { "\(folderName)/\($0)" }
    for (name, contents) in zip(names, originals) {
      try AtomicFile.write(bytes: contents, to: folder.appendingPathComponent(name).path)
    }
    var edits: [Int: String] = [:]
    var counts: [Int: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard case let .edit(_, file, contents) = entry else { continue }
      counts[file, default: 0] += 1
      let name = URL(fileURLWithPath: names[file]).deletingPathExtension().lastPathComponent
      let copy = "\(name).edit\(counts[file]!).swift"
      try AtomicFile.write(bytes: contents, to: folder.appendingPathComponent(copy).path)
      edits[index] = "\(folderName)/\(copy)"
    }
    return (files, edits)
  }
}
