import SwiftMetadata
import ValueDump

/// Decodes a parsed literal as a value of `type`, reading the type's shape from the runtime
/// metadata: any enum (nested child actions, labeled and tuple payloads, `indirect` cases), its
/// payloads' structs, tuples, optionals, arrays, sets, dictionaries, numbers, strings, booleans,
/// `Duration` and `Result<_, any Error>` (see ``REPLError``).
///
/// Classes, functions, metatypes, existentials other than `any Error`, `Any` and `AnyHashable`,
/// and structs of the standard library and Foundation are refused with a ``DecodeError``; so is
/// anything that does not match. Nothing is written to memory before every part has been checked.
/// A literal nested deeper than ``LiteralParser/maximumDepth`` (built by hand: the parser refuses
/// it) is refused before anything is built.
///
/// - Parameters:
///   - literal: The parsed literal, such as the result of `LiteralParser.parse(".a(1)")`.
///   - type: The type to build, such as `EffectsBasics.Action.self`.
/// - Returns: The value.
/// - Throws: ``DecodeError`` saying what did not match, at the offset of the part at fault.
public func decode<Value>(
  _ literal: LiteralSyntax, as type: Value.Type = Value.self
) throws(DecodeError) -> Value {
  guard RuntimeFunctions.isAvailable else {
    throw DecodeError(.runtimeUnavailable, at: literal.range.lowerBound)
  }
  guard literal.nestingDepth <= LiteralParser.maximumDepth else {
    throw DecodeError(
      .tooDeeplyNested(limit: LiteralParser.maximumDepth), at: literal.range.lowerBound)
  }
  let decoder = LiteralDecoder()
  let value = try decoder.value(literal, as: type, for: .root)
  guard let value = value as? Value else {
    throw DecodeError(
      .unsupportedType(type: dumpTypeName(type), reason: "the built value has another type"),
      at: literal.range.lowerBound)
  }
  return value
}

/// A type that decodes itself from a literal, for types the metadata cannot describe safely
/// (classes, types with invariants, Foundation's `UUID` and `Date`).
///
/// The decoder asks a conforming type before anything else.
public protocol LiteralDecodable {
  /// Builds a value from `literal`.
  /// - Parameter literal: The parsed literal.
  /// - Returns: The value.
  /// - Throws: ``DecodeError`` when the literal does not describe a value.
  static func decode(literal: LiteralSyntax) throws(DecodeError) -> Self
}

/// The decoder: one method per shape of type, each checking the literal before building.
struct LiteralDecoder {
  /// Where a value is going, for messages: "for the payload of 'textFieldChanged'".
  enum Destination {
    case root
    case payload(case: String)
    case payloadValue(case: String, label: String?, index: Int)
    case field(type: String, name: String)
    case tupleElement(label: String?, index: Int)
    case element(of: String)
    case key(of: String)
    case value(of: String)

    /// The phrase used in messages.
    var phrase: String {
      switch self {
      case .root: "the action"
      case .payload(let name): "the payload of '\(name)'"
      case .payloadValue(let name, let label?, _): "'\(label):' in the payload of '\(name)'"
      case .payloadValue(let name, nil, let index):
        "value \(index + 1) of the payload of '\(name)'"
      case .field(let type, let name): "'\(name)' of \(type)"
      case .tupleElement(let label?, _): "the tuple element '\(label)'"
      case .tupleElement(nil, let index): "tuple element \(index + 1)"
      case .element(let type): "an element of \(type)"
      case .key(let type): "a key of \(type)"
      case .value(let type): "a value of \(type)"
      }
    }
  }

  /// Decodes `syntax` as a value of `type`, boxed as `Any` with exactly that dynamic type.
  func value(
    _ syntax: LiteralSyntax, as type: any Any.Type, for destination: Destination
  ) throws(DecodeError) -> Any {
    if let decodable = type as? any LiteralDecodable.Type {
      return try decodable.decode(literal: syntax)
    }
    if let scalar = try scalar(syntax, as: type, for: destination) {
      return scalar
    }
    if let container = try container(syntax, as: type, for: destination) {
      return container
    }
    let metadata = TypeMetadata(type)
    switch metadata.kind {
    case .enum:
      return try enumValue(syntax, as: metadata, for: destination)
    case .struct:
      return try structValue(syntax, as: metadata, for: destination)
    case .tuple:
      return try tupleValue(syntax, as: metadata, for: destination)
    case .class:
      throw unsupported(type, "it is a class", at: syntax)
    case .function:
      throw unsupported(type, "it is a function", at: syntax)
    case .metatype:
      throw unsupported(type, "it is a metatype", at: syntax)
    case .existential:
      throw unsupported(type, "only 'any Error', 'Any' and 'AnyHashable' are supported", at: syntax)
    case .optional, .other:
      throw unsupported(type, "its kind of type is not supported", at: syntax)
    }
  }

  /// The error for a literal that is not what `type` needs.
  func mismatch(
    _ syntax: LiteralSyntax, expected type: any Any.Type, for destination: Destination
  ) -> DecodeError {
    mismatch(syntax, expected: TypeName.withArticle(type), for: destination)
  }

  /// The error for a literal that is not `expected` (a phrase such as `a case of Splash.Action`).
  func mismatch(
    _ syntax: LiteralSyntax, expected: String, for destination: Destination
  ) -> DecodeError {
    DecodeError(
      .typeMismatch(expected: expected, context: destination.phrase, found: syntax.summary),
      at: syntax.range.lowerBound)
  }

  /// The error for a type no literal can build.
  func unsupported(
    _ type: any Any.Type, _ reason: String, at syntax: LiteralSyntax
  )
    -> DecodeError
  {
    DecodeError(
      .unsupportedType(type: dumpTypeName(type), reason: reason), at: syntax.range.lowerBound)
  }

  /// Checks that a built value has exactly `type`, ready to be written.
  func typed(
    _ value: Any, as type: any Any.Type, at syntax: LiteralSyntax
  ) throws(DecodeError)
    -> TypedValue
  {
    guard let typed = TypedValue(value, as: type) else {
      throw unsupported(type, "the built value has another type", at: syntax)
    }
    return typed
  }
}
