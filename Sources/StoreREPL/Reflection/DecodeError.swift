import ValueDump

/// Why a parsed literal could not be turned into a value of the expected type, and where.
///
/// The error is a value; ``message`` is the one place its text is written and
/// ``rendered(in:literalOffset:)`` points at the column, as parse errors do.
public struct DecodeError: LocatedError, Sendable, Hashable {
  /// What went wrong.
  public var kind: Kind
  /// The UTF-8 byte offset, in the parsed text, of the part of the literal at fault.
  public var offset: Int

  /// Creates an error.
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - offset: The UTF-8 byte offset in the parsed text of the part at fault.
  public init(_ kind: Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// The things that can go wrong. Type names are as a user writes them (`[Int]`,
  /// `EffectsBasics.Action`); `context` phrases say where the value was going (`the payload of
  /// 'textFieldChanged'`).
  public enum Kind: Sendable, Hashable, Codable {
    /// The named case does not exist; `cases` are those that do.
    case unknownCase(name: String, type: String, suggestion: String?, cases: [String])
    /// The literal is not the kind of value the type needs.
    case typeMismatch(expected: String, context: String, found: String)
    /// The leading type path names another type.
    case wrongTypeName(written: String, expected: String)
    /// A case with a payload was written without one.
    case missingPayload(case: String, pattern: String)
    /// A case without payload was written with one.
    case unexpectedPayload(case: String)
    /// The number of values does not match.
    case wrongArgumentCount(context: String, expected: Int, found: Int)
    /// A value has a label other than the one expected there (`nil`: no label expected).
    case wrongLabel(context: String, expected: String?, found: String?)
    /// A struct's stored property was not given.
    case missingField(type: String, field: String)
    /// A label names no stored property of the struct.
    case unknownField(type: String, field: String, suggestion: String?)
    /// A stored property was given twice.
    case duplicateField(type: String, field: String)
    /// An integer literal does not fit the integer type.
    case integerOverflow(literal: String, type: String)
    /// A dictionary or set literal repeats a key.
    case duplicateKey(String)
    /// The type cannot be built from a literal at all.
    case unsupportedType(type: String, reason: String)
    /// The literal nests deeper than ``LiteralParser/maximumDepth``.
    case tooDeeplyNested(limit: Int)
    /// The Swift runtime does not offer what the decoder needs.
    case runtimeUnavailable
    /// A binding action's key path names a property that a binding cannot set.
    case notBindable(property: String, type: String, reason: String)
  }
}

extension DecodeError {
  /// The error for `syntax`, which is not `expected` (a phrase such as `a key path such as
  /// \.name`) where it was going (`context`).
  static func mismatch(
    _ syntax: LiteralSyntax, expected: String, context: String
  ) -> DecodeError {
    DecodeError(
      .typeMismatch(expected: expected, context: context, found: syntax.summary),
      at: syntax.range.lowerBound)
  }
}

extension DecodeError {
  /// The message a user reads, without location.
  public var message: String {
    switch kind {
    case .unknownCase(let name, let type, let suggestion, let cases):
      return Self.unknownCase(name, of: type, suggestion: suggestion, cases: cases)
    case .typeMismatch(let expected, let context, let found):
      return "expected \(expected) for \(context), found \(found)"
    case .wrongTypeName(let written, let expected):
      return "'\(written)' is not \(expected)"
    case .missingPayload(let name, let pattern):
      return "'\(name)' needs a payload: \(pattern)"
    case .unexpectedPayload(let name):
      return "'\(name)' has no payload"
    case .wrongArgumentCount(let context, let expected, let found):
      return "\(context) takes \(counted(expected, "value")), found \(found)"
    case .wrongLabel(let context, let expected?, let found?):
      return "expected the label '\(expected):' in \(context), found '\(found):'"
    case .wrongLabel(let context, let expected?, nil):
      return "expected the label '\(expected):' in \(context)"
    case .wrongLabel(let context, nil, let found?):
      return "unexpected label '\(found):' in \(context)"
    case .wrongLabel(let context, nil, nil):
      return "wrong label in \(context)"
    case .missingField(let type, let field):
      return "missing '\(field):' for \(type)"
    case .unknownField(let type, let field, let suggestion):
      return "\(type) has no stored property '\(field)'" + Suggestion.didYouMean(suggestion)
    case .duplicateField(let type, let field):
      return "'\(field):' is given twice for \(type)"
    case .integerOverflow(let literal, let type):
      return "integer literal '\(literal)' overflows when stored into '\(type)'"
    case .duplicateKey(let key):
      return "duplicate key \(key)"
    case .unsupportedType(let type, let reason):
      return "cannot build a value of type \(type) from a literal: \(reason)"
    case .tooDeeplyNested(let limit):
      return "the literal is nested more than \(limit) levels deep"
    case .runtimeUnavailable:
      return "this Swift runtime does not expose the type metadata functions the decoder needs"
    case .notBindable(let property, let type, let reason):
      return "cannot bind '\(property)' of \(type): \(reason)"
    }
  }

  /// `'x' is not a case of T; did you mean 'y'?`, or, with nothing close, the cases there are:
  /// `; its cases: a, b, c`.
  static func unknownCase(
    _ name: String, of type: String, suggestion: String?, cases: [String]
  ) -> String {
    let message = "'\(name)' is not a case of \(type)"
    if suggestion != nil || cases.isEmpty { return message + Suggestion.didYouMean(suggestion) }
    let shown = cases.sorted().prefix(12).map { ".\($0)" }.joined(separator: ", ")
    return message + "; its cases: " + shown
      + (cases.count > 12 ? " and \(cases.count - 12) more ('actions' lists them)" : "")
  }
}
