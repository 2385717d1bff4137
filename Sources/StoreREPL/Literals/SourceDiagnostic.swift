/// A message about a place in a line of input, rendered with a caret under the column:
///
/// ```
/// error: expected ')' to close the payload
///  --> input:1:28
/// 1 | send .textFieldChanged("Hi"
///   |                            ^
/// ```
///
/// Parse errors, decode errors and the shell's own errors all point at their column through this
/// one type; ``ErrorRenderer`` writes the headline.
package struct SourceDiagnostic: Sendable, Hashable {
  /// The message, without location.
  package var message: String
  /// The UTF-8 byte offset in the input the message is about.
  package var offset: Int

  /// Creates a diagnostic.
  /// - Parameters:
  ///   - message: The message, without location.
  ///   - offset: The UTF-8 byte offset in the input the message is about.
  package init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The diagnostic as plain text, as ``ErrorRenderer`` writes it: headline, location, the
  /// offending line and a caret.
  /// - Parameter input: The whole input the offset refers to (usually the command line).
  /// - Returns: Four lines, without a trailing newline.
  package func rendered(in input: String) -> String {
    ErrorRenderer.plain.rendered(self, in: input)
  }

  /// What follows the headline: the location, the offending line and a caret under the column.
  /// - Parameter input: The whole input the offset refers to (usually the command line).
  /// - Returns: Three lines, without a trailing newline.
  func pointer(in input: String) -> String {
    let utf8 = Array(input.utf8)
    let offset = min(max(self.offset, 0), utf8.count)
    var lineStart = 0
    var lineNumber = 1
    for index in 0..<offset where utf8[index] == UInt8(ascii: "\n") {
      lineStart = index + 1
      lineNumber += 1
    }
    var lineEnd = offset
    while lineEnd < utf8.count, utf8[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    // An offset that falls inside a multi-byte character is moved back to its start.
    var caretOffset = offset
    while caretOffset > lineStart, caretOffset < lineEnd, utf8[caretOffset] & 0xC0 == 0x80 {
      caretOffset -= 1
    }
    var before = String(decoding: utf8[lineStart..<caretOffset], as: UTF8.self)
    var after = String(decoding: utf8[caretOffset..<lineEnd], as: UTF8.self)
    let column = before.count + 1
    // A long line is shown around the caret only, so that a megabyte typed or pasted by
    // mistake is not printed back.
    let window = Self.shownCharacters / 2
    if before.count > window { before = "…" + before.suffix(window - 1) }
    if after.count > window { after = after.prefix(window - 1) + "…" }
    let gutter = String(lineNumber)
    let blank = String(repeating: " ", count: gutter.count)
    return """
      \(blank)--> input:\(lineNumber):\(column)
      \(gutter) | \(Self.printable(before + after))
      \(blank) | \(Self.padding(matching: before))^
      """
  }

  /// How many characters of the offending line are shown at most, around the caret.
  static var shownCharacters: Int { 160 }

  /// A message with the control characters of the input it quotes shown as U+FFFD, its line
  /// breaks kept, and any quotation longer than ``longestQuotation`` characters shortened.
  static func printableMessage(_ message: String) -> String {
    // Most messages are one line.
    guard message.utf8.contains(UInt8(ascii: "\n")) else {
      return shorteningQuotations(in: printable(message))
    }
    return message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { shorteningQuotations(in: printable(String($0))) }
      .joined(separator: "\n")
  }

  /// How long a quotation of the input in a message may be before it is shortened.
  static var longestQuotation: Int { 120 }

  /// `line` with each `'…'` quotation longer than ``longestQuotation`` characters cut to its
  /// first 60 and an ellipsis: a word typed by mistake a megabyte long is not printed back.
  static func shorteningQuotations(in line: String) -> String {
    guard line.count > longestQuotation else { return line }
    var output = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "'") {
      output += rest[...open]
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: "'") else { break }
      let quoted = rest[..<close]
      output += quoted.count > longestQuotation ? quoted.prefix(60) + "…" : quoted
      output += "'"
      rest = rest[rest.index(after: close)...]
    }
    return output + rest
  }

  /// `text` with control characters shown as U+FFFD, so the echoed line cannot move the cursor.
  static func printable(_ text: String) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
      scalar != "\t" && (scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value))
    }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var output = ""
    for character in text {
      output.append(character.unicodeScalars.contains(where: isControl) ? "\u{FFFD}" : character)
    }
    return output
  }

  /// Blanks as wide on a terminal as `text`: tabs kept, wide characters counted twice.
  static func padding(matching text: String) -> String {
    var output = ""
    for character in text {
      if character == "\t" {
        output += "\t"
      } else {
        output += character.unicodeScalars.first.map(isWide) == true ? "  " : " "
      }
    }
    return output
  }

  /// Whether a terminal shows `scalar` two columns wide (East Asian wide and full-width forms,
  /// and emoji).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}

/// An error about a place in a literal: a message and the UTF-8 offset it is about, rendered
/// with a caret by ``SourceDiagnostic``.
package protocol LocatedError: Error {
  /// The message a user reads, without location.
  var message: String { get }
  /// The UTF-8 byte offset, in the parsed text, that the message is about.
  var offset: Int { get }
}

extension LocatedError {
  /// The whole diagnostic, pointing at the column in the line the user typed.
  /// - Parameters:
  ///   - commandLine: The whole line the user typed.
  ///   - literalOffset: The UTF-8 offset in `commandLine` where the parsed text starts.
  /// - Returns: `error: …`, the location, the line and a caret under the column.
  package func rendered(in commandLine: String, literalOffset: Int = 0) -> String {
    SourceDiagnostic(message: message, offset: literalOffset + offset).rendered(in: commandLine)
  }
}
