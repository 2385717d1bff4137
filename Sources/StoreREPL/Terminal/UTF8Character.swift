/// The bytes of one character as the terminal sends them, a byte at a time, read as UTF-8.
enum UTF8Character: Equatable {
  /// They make a whole character: its Unicode scalar value.
  case scalar(UInt32)
  /// They begin a character (or are none yet): more are to come.
  case incomplete
  /// They are not UTF-8.
  case invalid

  /// Reads `bytes`, the bytes read so far of one character.
  init(_ bytes: [UInt8]) {
    guard let lead = bytes.first else {
      self = .incomplete
      return
    }
    let length =
      switch lead {
      case 0x00...0x7F: 1
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0, bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else {
      self = .invalid
      return
    }
    guard bytes.count >= length else {
      self = .incomplete
      return
    }
    guard bytes.count == length,
      let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
    else {
      self = .invalid
      return
    }
    self = .scalar(scalar.value)
  }
}
