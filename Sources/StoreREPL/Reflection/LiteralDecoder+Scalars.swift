import ValueDump

extension LiteralDecoder {
  /// Decodes numbers, booleans, strings, characters and durations; `nil` when `type` is none of
  /// them.
  func scalar(
    _ syntax: LiteralSyntax, as type: any Any.Type, for destination: Destination
  ) throws(DecodeError) -> Any? {
    switch type {
    case is Int.Type: return try integer(syntax, as: Int.self, for: destination)
    case is Int8.Type: return try integer(syntax, as: Int8.self, for: destination)
    case is Int16.Type: return try integer(syntax, as: Int16.self, for: destination)
    case is Int32.Type: return try integer(syntax, as: Int32.self, for: destination)
    case is Int64.Type: return try integer(syntax, as: Int64.self, for: destination)
    case is UInt.Type: return try integer(syntax, as: UInt.self, for: destination)
    case is UInt8.Type: return try integer(syntax, as: UInt8.self, for: destination)
    case is UInt16.Type: return try integer(syntax, as: UInt16.self, for: destination)
    case is UInt32.Type: return try integer(syntax, as: UInt32.self, for: destination)
    case is UInt64.Type: return try integer(syntax, as: UInt64.self, for: destination)
    case is Double.Type: return try floatingPoint(syntax, as: Double.self, for: destination)
    case is Float.Type: return try floatingPoint(syntax, as: Float.self, for: destination)
    case is Bool.Type:
      guard case .boolean(let value) = syntax.kind else {
        throw mismatch(syntax, expected: type, for: destination)
      }
      return value
    case is String.Type:
      return try string(syntax, as: type, for: destination)
    case is Substring.Type:
      return Substring(try string(syntax, as: type, for: destination))
    case is Character.Type:
      let text = try string(syntax, as: type, for: destination)
      guard text.count == 1, let character = text.first else {
        throw mismatch(syntax, expected: "a single character", for: destination)
      }
      return character
    case is Duration.Type:
      return try duration(syntax, for: destination)
    default:
      return nil
    }
  }

  /// The text of a string literal.
  private func string(
    _ syntax: LiteralSyntax, as type: any Any.Type, for destination: Destination
  ) throws(DecodeError) -> String {
    guard case .string(let value) = syntax.kind else {
      throw mismatch(syntax, expected: type, for: destination)
    }
    return value
  }

  /// An integer of type `T`, refusing literals that do not fit.
  private func integer<T: FixedWidthInteger>(
    _ syntax: LiteralSyntax, as type: T.Type, for destination: Destination
  ) throws(DecodeError) -> T {
    guard case .integer(let literal) = syntax.kind else {
      throw mismatch(syntax, expected: type, for: destination)
    }
    let value: T?
    if literal.isNegative, literal.magnitude > 0 {
      // -(m - 1) - 1 reaches T.min without overflowing on the way.
      value = T(exactly: literal.magnitude - 1).flatMap { T.isSigned ? 0 - $0 - 1 : nil }
    } else {
      value = T(exactly: literal.magnitude)
    }
    guard let value else {
      throw DecodeError(
        .integerOverflow(literal: literal.description, type: dumpTypeName(type)),
        at: syntax.range.lowerBound)
    }
    return value
  }

  /// A floating-point number of type `T` from an integer or floating-point literal.
  private func floatingPoint<T: BinaryFloatingPoint>(
    _ syntax: LiteralSyntax, as type: T.Type, for destination: Destination
  ) throws(DecodeError) -> T {
    switch syntax.kind {
    case .integer(let literal):
      let magnitude = T(literal.magnitude)
      return literal.isNegative ? -magnitude : magnitude
    case .float(let value):
      return T(value)
    default:
      throw mismatch(syntax, expected: type, for: destination)
    }
  }

  /// A `Duration` from `.seconds(n)`, `.milliseconds(n)`, `.microseconds(n)`,
  /// `.nanoseconds(n)` or `.zero`.
  private func duration(
    _ syntax: LiteralSyntax, for destination: Destination
  ) throws(DecodeError) -> Duration {
    let units = ["seconds", "milliseconds", "microseconds", "nanoseconds"]
    guard case .member(let member) = syntax.kind,
      TypeName.matches(member.typePath, Duration.self)
    else {
      throw mismatch(syntax, expected: "a Duration such as '.seconds(1)'", for: destination)
    }
    if member.name == "zero", member.arguments == nil { return .zero }
    guard units.contains(member.name) else {
      throw DecodeError(
        .unknownCase(
          name: member.name, type: "Duration",
          suggestion: Suggestion.best(for: member.name, among: units + ["zero"]),
          cases: units + ["zero"]),
        at: member.nameRange.lowerBound)
    }
    guard let arguments = member.arguments, arguments.count == 1, arguments[0].label == nil else {
      throw DecodeError(
        .wrongArgumentCount(
          context: "'\(member.name)'", expected: 1, found: member.arguments?.count ?? 0),
        at: syntax.range.lowerBound)
    }
    let argument = arguments[0].value
    let destination = Destination.payload(case: member.name)
    if case .integer = argument.kind {
      let amount = try integer(argument, as: Int64.self, for: destination)
      switch member.name {
      case "seconds": return .seconds(amount)
      case "milliseconds": return .milliseconds(amount)
      case "microseconds": return .microseconds(amount)
      default: return .nanoseconds(amount)
      }
    }
    let amount = try floatingPoint(argument, as: Double.self, for: destination)
    let scale: Double =
      switch member.name {
      case "seconds": 1
      case "milliseconds": 1e-3
      case "microseconds": 1e-6
      default: 1e-9
      }
    // `Duration.seconds(_: Double)` traps beyond its range; nobody steps a store by 10^15 s.
    guard abs(amount * scale) < 1e15 else {
      throw mismatch(argument, expected: "a duration under 10^15 seconds", for: destination)
    }
    return .seconds(amount * scale)
  }
}
