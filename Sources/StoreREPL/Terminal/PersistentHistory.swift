/// The history policy of the interactive reader, apart from libedit: which lines are kept, when
/// the file is written, and the single warning when it cannot be.
final class PersistentHistory {
  /// The file, or `nil` for a history in memory only.
  let file: HistoryFile?
  private let warn: (String) -> Void
  private var warned = false
  private var lastLine: String?

  init(file: HistoryFile?, warn: @escaping (String) -> Void) {
    self.file = file
    self.warn = warn
  }

  /// The lines of the file, the oldest first; none, with a warning, when it cannot be read.
  func load() -> [String] {
    guard let file else { return [] }
    do {
      let lines = try file.load()
      lastLine = lines.last
      return lines
    } catch {
      warnOnce(error)
      return []
    }
  }

  /// Records a command: appends it to the file at once (warning once if that fails).
  ///
  /// - Returns: The line to add to the in-memory history, or `nil` for a blank line or a repeat
  ///   of the previous one.
  func record(_ line: String) -> String? {
    let line = EditLineReader.trimmed(line)
    guard !line.isEmpty, line != lastLine else { return nil }
    lastLine = line
    if let file {
      do {
        try file.append(line)
      } catch {
        warnOnce(error)
      }
    }
    return line
  }

  private func warnOnce(_ error: HistoryFileError) {
    guard !warned else { return }
    warned = true
    warn(error.description)
  }
}
