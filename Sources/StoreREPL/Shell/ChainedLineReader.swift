/// Reads a script's lines first, then another reader's.
///
/// The script's lines are not echoed by any terminal, so the shell prints them after the prompt
/// as it does for piped input; once they are used up, the other reader takes over.
final class ChainedLineReader: LineReader {
  private var lines: [String]
  private let next: any LineReader
  private var isReadingScript: Bool

  init(first lines: [String], then next: any LineReader) {
    self.lines = lines.reversed()
    self.next = next
    self.isReadingScript = !lines.isEmpty
  }

  func readLine(prompt: String) throws -> String? {
    if let line = lines.popLast() {
      isReadingScript = true
      return line
    }
    isReadingScript = false
    return try next.readLine(prompt: prompt)
  }

  func addHistory(_ line: String) {
    if !isReadingScript { next.addHistory(line) }
  }

  var echoesInput: Bool { isReadingScript ? false : next.echoesInput }
}
