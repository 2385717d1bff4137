/// The binary form in which the shell and its worker send their ``WorkerRequest``s and
/// ``WorkerAnswer``s: any `Codable` value, as the tree of containers its `Codable` conformance
/// makes, written compactly. ``WireEncoder`` writes it and ``WireDecoder`` reads it.
///
/// A value is a tag byte, then its body; numbers are LEB128 (signed ones zigzag-encoded first),
/// so that small ones take a byte:
///
/// | tag | value | body |
/// |---|---|---|
/// | 0 | nil | nothing |
/// | 1, 2 | `false`, `true` | nothing |
/// | 3 | a signed integer | zigzag LEB128 |
/// | 4 | an unsigned integer | LEB128 |
/// | 5 | a floating-point number | its 8 bytes as a `Double`, little-endian |
/// | 6 | a string | its UTF-8 byte count, then its UTF-8 bytes |
/// | 7 | a list (an unkeyed container) | its count, then its values |
/// | 8 | a record (a keyed container) | its count, then each key, as a string's body, and its value |
///
/// An enum with payloads is a record of one entry, its case's name, holding a record of its
/// payload's labels (`_0`, `_1` for those without one), as Swift's synthesized conformances
/// make it; an optional that is nil is left out of its record.
enum Wire {
  enum Tag: UInt8 {
    case null = 0
    case `false` = 1
    case `true` = 2
    case signed = 3
    case unsigned = 4
    case double = 5
    case string = 6
    case list = 7
    case record = 8

    /// What it tags, for an error's message: `a string`.
    var name: String {
      switch self {
      case .null: "nil"
      case .false, .true: "a Bool"
      case .signed: "a signed integer"
      case .unsigned: "an unsigned integer"
      case .double: "a floating-point number"
      case .string: "a string"
      case .list: "a list"
      case .record: "a record"
      }
    }
  }

  /// How deep containers may nest in a message that is read: deeper, it is refused before it
  /// can exhaust the reader's stack.
  static let maximumDepth = 256
}

/// The key of a list's element, for a coding path.
struct WireIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
