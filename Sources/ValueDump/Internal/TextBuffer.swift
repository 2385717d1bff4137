/// UTF-8 text under construction.
///
/// NB: Appending bytes to an array is about twice as fast as appending small strings to a
/// `String`, and a dump is tens of thousands of small appends.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether the text spans more than one line.
  var containsNewline: Bool { bytes.contains(UInt8(ascii: "\n")) }

  /// The number of bytes written so far.
  var count: Int { bytes.count }

  /// Makes room for at least `capacity` bytes in all.
  mutating func reserveCapacity(_ capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  static func += (buffer: inout TextBuffer, text: String) {
    var text = text
    text.withUTF8 { buffer.bytes.append(contentsOf: $0) }
  }

  static func += (buffer: inout TextBuffer, text: Substring) {
    buffer.bytes.append(contentsOf: text.utf8)
  }

  static func += (buffer: inout TextBuffer, other: TextBuffer) {
    buffer.bytes.append(contentsOf: other.bytes)
  }
}
