@preconcurrency import CLibEdit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension EditLineReader {
  /// The address of the reader inside `readline`, for the duration of the call: libedit calls
  /// the completion function through a C pointer that carries no context. The callback runs on
  /// that same thread, inside that call, while the reader is alive.
  static let active = Atomic<UInt>(0)

  /// The `rl_attempted_completion_function`: asks the active reader's `completer` and hands
  /// libedit a match list (`[replacement, listed…, NULL]`, allocated with `malloc`, which
  /// libedit frees).
  ///
  /// - Parameters:
  ///   - text: libedit's word before the cursor.
  ///   - start: Where that word starts, in characters (Unicode scalars).
  ///   - end: The cursor, in characters.
  static func complete(
    text: UnsafePointer<CChar>?, start: Int32, end: Int32
  )
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  {
    clibedit_set_completion_over()
    let address = active.load(ordering: .relaxed)
    guard address != 0, let pointer = UnsafeRawPointer(bitPattern: address),
      let buffer = clibedit_line_buffer()
    else { return nil }
    let reader = Unmanaged<EditLineReader>.fromOpaque(pointer).takeUnretainedValue()
    guard let completer = reader.completer else { return nil }

    let line = String(cString: buffer)
    let cursor = utf8Offset(ofScalar: Int(end), in: line)
    let wordStart = utf8Offset(ofScalar: Int(start), in: line)
    guard
      let edit = CompletionEdit(
        completer(line, cursor), line: line, cursor: cursor, wordStart: wordStart)
    else { return nil }
    return matchList([edit.replacement] + edit.listed)
  }

  /// The UTF-8 offset of the `scalarOffset`-th Unicode scalar of `line` (clamped to its end).
  static func utf8Offset(ofScalar scalarOffset: Int, in line: String) -> Int {
    line.unicodeScalars.prefix(max(0, scalarOffset)).reduce(0) { $0 + UTF8.width($1) }
  }

  private static func matchList(
    _ strings: [String]
  )
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  {
    guard
      let list = malloc((strings.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: strings.count + 1)
    else { return nil }
    for (index, string) in strings.enumerated() {
      list[index] = strdup(string)
    }
    list[strings.count] = nil
    return list
  }
}
