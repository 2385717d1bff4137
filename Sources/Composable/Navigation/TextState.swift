import ValueDump

/// Text shown by an alert, a dialog or a button, as plain data that tests can compare.
///
/// ```swift
/// TextState("Delete \(todo.title)?")
/// ```
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text.
  public var string: String

  /// Creates text.
  ///
  /// - Parameter string: The text.
  public init(_ string: String) {
    self.string = string
  }

  /// Creates text from a string literal.
  ///
  /// - Parameter value: The text.
  public init(stringLiteral value: String) {
    self.string = value
  }
}

extension TextState: CustomDumpRepresentable {
  /// Text dumps as its string: `"Delete?"`.
  public var customDumpValue: Any { string }
}

extension TextState: CustomStringConvertible {
  public var description: String { string }
}
