#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's background colour, as the terminal says it when asked (OSC 11), for a theme
/// that follows it where `COLORFGBG` says nothing: a white terminal gets the light theme.
///
/// The question is followed by a request for the device's attributes (DA1), which every
/// terminal answers: a terminal that does not know OSC 11 answers only the second, and the
/// shell stops waiting there instead of at a timeout, leaving nothing unread to reach the prompt.
enum TerminalBackground {
  /// What the shell writes: the background's colour (OSC 11), then the device's attributes.
  static let query = "\u{1B}]11;?\u{1B}\\\u{1B}[c"

  /// The background's red, green and blue, each from 0 to 1, in a terminal's answer to
  /// ``query``; nil when the answer holds no colour.
  ///
  /// The colour is `rgb:RRRR/GGGG/BBBB`, each part of 1 to 4 hex digits, ended by BEL or ST.
  static func color(inAnswer answer: [UInt8]) -> (red: Double, green: Double, blue: Double)? {
    let text = String(decoding: answer, as: UTF8.self)
    guard let start = text.range(of: "]11;rgb:") else { return nil }
    let parts = text[start.upperBound...]
      .prefix { $0.isHexDigit || $0 == "/" }
      .split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    var channels: [Double] = []
    for part in parts {
      guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
      channels.append(Double(value) / Double((1 << (4 * part.count)) - 1))
    }
    return (channels[0], channels[1], channels[2])
  }

  /// Whether a background of that colour is light: its relative luminance (sRGB) is above that
  /// of a mid grey.
  static func isLight(_ color: (red: Double, green: Double, blue: Double)) -> Bool {
    func linear(_ channel: Double) -> Double {
      channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    let luminance =
      0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    return luminance > 0.18
  }

  /// Asks the terminal on `input`/`output` for its background: whether it is light, or nil when
  /// the terminal does not say within `milliseconds` (or they are no terminal).
  static func isLight(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, milliseconds: Int32 = 300
  ) -> Bool? {
    guard isatty(input) == 1, isatty(output) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    defer { tcsetattr(input, TCSANOW, &saved) }
    guard writeAll(output, Array(query.utf8)) == 0 else { return nil }
    let answer = read(from: input, milliseconds: milliseconds)
    return color(inAnswer: answer).map(isLight)
  }

  /// What the terminal answers, up to the end of its answer to DA1 (`ESC [ ? … c`), or what
  /// came within the time.
  private static func read(from input: Int32, milliseconds: Int32) -> [UInt8] {
    var answer: [UInt8] = []
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    while answer.count < 256, poll(&descriptor, 1, milliseconds) > 0 {
      var byte: UInt8 = 0
      guard systemRead(input, &byte, 1) == 1 else { break }
      answer.append(byte)
      if byte == UInt8(ascii: "c"), endsDeviceAttributes(answer) { break }
    }
    return answer
  }

  /// Whether `bytes` end with an answer to DA1: `ESC [ ?` then digits and `;`, then `c`.
  private static func endsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
    guard let start = bytes.lastIndex(of: 0x1B), bytes.count - start >= 4,
      bytes[start + 1] == UInt8(ascii: "["), bytes[start + 2] == UInt8(ascii: "?")
    else { return false }
    return bytes[(start + 3)..<(bytes.count - 1)].allSatisfy {
      ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ";")
    }
  }
}
