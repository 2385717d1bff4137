/// The markers in front of the lines of a ``diff(_:_:format:)``.
public struct DiffFormat: Equatable, Sendable {
  /// In front of lines only the first (old, expected) value has.
  public var first: String
  /// In front of lines only the second (new, actual) value has.
  public var second: String
  /// In front of lines both values share.
  public var both: String

  /// Creates a format from its three markers.
  ///
  /// - Parameters:
  ///   - first: In front of lines only the first value has.
  ///   - second: In front of lines only the second value has.
  ///   - both: In front of lines both values share.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// `-`, `+` and a space, for monospaced text such as a terminal.
  public static let `default` = DiffFormat(first: "-", second: "+", both: " ")

  /// `−` (minus sign), `+` and a figure space, which keep equal widths in proportional fonts, as
  /// test failure messages use.
  public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")
}
