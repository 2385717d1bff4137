#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a file descriptor (standard input by default) or from bytes in memory,
/// without prompts or editing: the reader for pipes, files and `--script`.
///
/// Lines end at `\n`; a `\r` before it is dropped (CRLF files), a last line without a newline
/// is still a line, a UTF-8 byte order mark at the start is skipped, and bytes that are not
/// UTF-8 become replacement characters. Input is read in 64 KiB chunks and lines may be of any
/// length.
package final class PlainLineReader: LineReader {
  private enum Source {
    case descriptor(Int32)
    case memory
  }

  private let source: Source
  private let interrupts: InterruptFlag
  private var buffer: [UInt8]
  /// Where the next line starts in `buffer`.
  private var lineStart = 0
  /// How far `buffer` is known to hold no newline after `lineStart`.
  private var scanned = 0
  private var atEnd: Bool
  private var atStart = true

  /// The plain reader never echoes: the session prints `prompt + line` itself.
  package var echoesInput: Bool { false }

  /// Creates a reader of a file descriptor.
  ///
  /// - Parameters:
  ///   - fileDescriptor: The descriptor to read; the reader never closes it.
  ///   - interrupts: The flag the SIGINT handler raises; when a read is interrupted by Ctrl-C,
  ///     `readLine(prompt:)` throws `LineReaderInterrupt` (bytes already read are kept). Only
  ///     with `InterruptFlag.shared` (and `InterruptFlag.installSignalHandler()`) does a Ctrl-C
  ///     pressed on another thread's watch reach this reader's `read`.
  package init(fileDescriptor: Int32 = STDIN_FILENO, interrupts: InterruptFlag = .shared) {
    source = .descriptor(fileDescriptor)
    self.interrupts = interrupts
    buffer = []
    atEnd = false
  }

  /// Creates a reader of bytes in memory.
  ///
  /// - Parameter bytes: The whole input.
  package init(bytes: some Sequence<UInt8>) {
    source = .memory
    interrupts = InterruptFlag()
    buffer = Array(bytes)
    atEnd = true
  }

  /// Creates a reader of a string in memory.
  ///
  /// - Parameter text: The whole input.
  package convenience init(text: String) {
    self.init(bytes: text.utf8)
  }

  /// Reads the next line, ignoring `prompt`.
  ///
  /// - Parameter prompt: Ignored: the plain reader shows no prompt.
  /// - Returns: The line without its line ending, or `nil` at end of input.
  /// - Throws: `LineReaderInterrupt` when Ctrl-C interrupted a read of the terminal.
  package func readLine(prompt: String) throws -> String? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        return takeLine(upTo: newline, consuming: newline + 1)
      }
      scanned = buffer.count
      if atEnd {
        return lineStart < buffer.count
          ? takeLine(upTo: buffer.count, consuming: buffer.count) : nil
      }
      try fill()
    }
  }

  /// Does nothing: the plain reader keeps no history.
  package func addHistory(_ line: String) {}

  // MARK: - Buffer

  private func takeLine(upTo end: Int, consuming next: Int) -> String {
    var start = lineStart
    if atStart {
      atStart = false
      if buffer[start..<end].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    }
    var last = end
    if last > start, buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
    let line = String(decoding: buffer[start..<last], as: UTF8.self)
    lineStart = next
    scanned = next
    return line
  }

  private func readChunk(_ descriptor: Int32, at offset: Int, count: Int) -> Int {
    buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, count) }
  }

  private func fill() throws {
    guard case .descriptor(let descriptor) = source else {
      atEnd = true
      return
    }
    if lineStart > 0 {
      // Drop consumed lines before reading more, so that the buffer holds one line at most
      // plus one chunk, and scanning stays linear in the input.
      buffer.removeSubrange(..<lineStart)
      scanned -= lineStart
      lineStart = 0
    }
    let chunkSize = 64 * 1024
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunkSize))
    while true {
      let count =
        interrupts === InterruptFlag.shared
        ? InterruptFlag.interruptingReads { readChunk(descriptor, at: oldCount, count: chunkSize) }
        : readChunk(descriptor, at: oldCount, count: chunkSize)
      if count >= 0 {
        buffer.removeLast(chunkSize - count)
        if count == 0 { atEnd = true }
        return
      }
      let code = errno
      if code == EINTR {
        if interrupts.take() {
          buffer.removeLast(chunkSize)
          throw LineReaderInterrupt()
        }
        continue
      }
      // A read error (EIO on a hung-up terminal, EBADF) ends the input like end of file.
      buffer.removeLast(chunkSize)
      atEnd = true
      return
    }
  }
}
