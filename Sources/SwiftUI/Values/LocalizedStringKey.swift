import ValueDump

/// The key of a localised string, as SwiftUI's `LocalizedStringKey`: made from a string literal,
/// with interpolations.
///
/// No strings table is read here: a key dumps as its text with the interpolated values in it,
/// and two keys are equal when they were made from the same literal and values. An enum can use
/// it as its raw value, as TCA's Todos example does:
///
/// ```swift
/// enum Filter: LocalizedStringKey, CaseIterable, Hashable {
///   case all = "All"
///   case active = "Active"
/// }
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// A part of the literal: text, or an interpolated value shown as text.
  enum Part: Hashable, Sendable {
    case literal(String)
    case argument(String)
  }

  var parts: [Part]

  /// Creates a key from a string, as a literal with no interpolation makes it.
  ///
  /// - Parameter value: The key.
  public init(_ value: String) {
    self.parts = [.literal(value)]
  }

  /// Creates a key from a string literal.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from a literal with interpolated values.
  ///
  /// - Parameter stringInterpolation: The literal's parts.
  public init(stringInterpolation: StringInterpolation) {
    self.parts = stringInterpolation.parts
  }

  /// The parts of a localised string literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var parts: [Part] = []

    /// Makes room for a literal's parts.
    ///
    /// - Parameters:
    ///   - literalCapacity: The number of characters of literal text.
    ///   - interpolationCount: The number of interpolated values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      parts.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Adds literal text.
    ///
    /// - Parameter literal: The text.
    public mutating func appendLiteral(_ literal: String) {
      guard !literal.isEmpty else { return }
      parts.append(.literal(literal))
    }

    /// Adds an interpolated value.
    ///
    /// - Parameter value: The value, shown as `String(describing:)` shows it.
    public mutating func appendInterpolation<T>(_ value: T) {
      parts.append(.argument(String(describing: value)))
    }
  }
}

extension LocalizedStringKey: CustomStringConvertible, CustomDumpRepresentable {
  /// The text the key stands for, with the interpolated values in place.
  public var description: String {
    parts.map { part in
      switch part {
      case .literal(let text), .argument(let text): text
      }
    }
    .joined()
  }

  /// The text the key stands for, as dumps and diffs print it: a string.
  public var customDumpValue: Any { description }
}
