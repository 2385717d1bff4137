import ValueDump

/// A condition as a test on `TestStore` writes it: the same condition, read on `store.state`.
extension Predicate {
  /// What a condition comes to in Swift once what it reads of the effects in flight is read in.
  enum SwiftCondition: Equatable {
    /// A Bool expression on the state, and how tightly its outermost operator binds.
    case expression(String, SwiftPrecedence)
    /// Nothing of the state is left to read: the condition is this Bool at that moment.
    case constant(Bool)
  }

  /// How tightly an expression binds, loosest first, as Swift's precedence groups order them.
  enum SwiftPrecedence: Int, Comparable {
    case disjunction, conjunction, comparison, prefix, primary

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The condition as a test writes it on `root` (`store.state`), a value of `stateType`.
  ///
  /// `TestStore` has no API for the effects in flight, so what the condition reads of them is
  /// read from `context`, the session at one moment: an effect term that does not decide an
  /// `||` or an `&&` is dropped from it, one that does decides it, and a condition that reads
  /// nothing else comes to a Bool. Paths are written as Swift reads them (see
  /// ``StatePath/swift(from:of:)``), literals as a test writes values; where Swift has no order
  /// for an optional, `(path).map { $0 >= 1 } == true` holds as the shell's order does, false for
  /// a nil.
  ///
  /// - Throws: What Swift cannot read or compare so, or a literal that is no value of its path's
  ///   type.
  func swift(
    on root: String, of stateType: any Any.Type, effects context: PredicateContext
  ) throws(ShellError) -> SwiftCondition {
    func swift(_ predicate: Predicate) throws(ShellError) -> SwiftCondition {
      try predicate.swift(on: root, of: stateType, effects: context)
    }
    switch self {
    case .and(let left, let right):
      return try Self.joined(left, "&&", right, decidedBy: false, as: .conjunction, swift)
    case .or(let left, let right):
      return try Self.joined(left, "||", right, decidedBy: true, as: .disjunction, swift)
    case .effectsContain, .test(.effects), .compare(.effects, _, _):
      return .constant(try holds(in: context))
    case .test(.path(let path, let offset)), .not(.test(.path(let path, let offset))):
      let expression = try path.swift(from: root, of: stateType)
      guard expression.valueType == Bool.self else {
        throw ShellError(
          .condition(
            .notABool(path.text, type: dumpTypeName(expression.valueType), literal: nil)),
          at: offset)
      }
      let isNegated = if case .not = self { true } else { false }
      // An optional Bool is true when it is `true`: `!` of that is `!= true`.
      guard !expression.isOptional else {
        return .expression(expression.text + (isNegated ? " != true" : " == true"), .comparison)
      }
      return isNegated
        ? .expression("!" + expression.text, .prefix) : .expression(expression.text, .primary)
    case .not(let inner):
      switch try swift(inner) {
      case .constant(let value): return .constant(!value)
      case .expression(let text, let precedence):
        return .expression("!" + Self.grouped(text, precedence, within: .prefix), .prefix)
      }
    case .compare(.path(let path, let offset), let comparison, let literal):
      let expression = try path.swift(from: root, of: stateType)
      let value = try Self.swiftValue(
        literal, comparison, as: expression.type, for: .field(type: "the state", name: path.text))
      let written = "\(comparison.rawValue) \(value)"
      switch comparison {
      case .equal, .notEqual:
        guard value == "nil" || expression.valueType is any Equatable.Type else {
          throw ShellError(
            .condition(
              .notEquatable(
                comparison: comparison.rawValue, path.text,
                type: dumpTypeName(expression.valueType))), at: offset)
        }
        return .expression("\(expression.text) \(written)", .comparison)
      default:
        guard expression.valueType is any Comparable.Type else {
          throw Self.unordered(comparison, path.text, is: expression.valueType, at: offset)
        }
        guard expression.isOptional else {
          return .expression("\(expression.text) \(written)", .comparison)
        }
        let optional = expression.isChained ? "(\(expression.text))" : expression.text
        return .expression("\(optional).map { $0 \(written) } == true", .comparison)
      }
    }
  }

  /// A literal compared with a value of `type`, as a test writes that value: `-1`, `"Milk"`,
  /// `.active`, `UUID(0)`, `nil`.
  private static func swiftValue(
    _ literal: LiteralSyntax, _ comparison: Comparison, as type: any Any.Type,
    for destination: LiteralDecoder.Destination
  ) throws(ShellError) -> String {
    if case .nil = literal.kind {
      guard comparison == .equal || comparison == .notEqual else {
        throw ShellError(.condition(.orderedNil), at: literal.range.lowerBound)
      }
      return "nil"
    }
    do throws(DecodeError) {
      let value = try LiteralDecoder().value(literal, as: type, for: destination)
      return unwrapped(value).map(StateChanges.literal) ?? "nil"
    } catch {
      throw ShellError(error, shiftedBy: 0)
    }
  }

  /// `left && right` or `left || right`, each side written by `swift`, a side that comes to a
  /// Bool read in: one that is `decisive` (false for `&&`, true for `||`) decides the whole, the
  /// other leaves the other side. The right side is not written when the left decides, as Swift
  /// does not evaluate it.
  private static func joined(
    _ left: Predicate, _ operator: String, _ right: Predicate, decidedBy decisive: Bool,
    as precedence: SwiftPrecedence, _ swift: (Predicate) throws(ShellError) -> SwiftCondition
  ) throws(ShellError) -> SwiftCondition {
    let first = try swift(left)
    if case .constant(let value) = first { return value == decisive ? first : try swift(right) }
    let second = try swift(right)
    switch (first, second) {
    case (.expression(let leftText, let leftPrecedence), .expression(let text, let own)):
      return .expression(
        grouped(leftText, leftPrecedence, within: precedence) + " \(`operator`) "
          + grouped(text, own, within: precedence), precedence)
    case (_, .constant(let value)):
      return value == decisive ? second : first
    case (.constant, _):
      preconditionFailure("a left side that comes to a Bool returned above")
    }
  }

  /// An operand of an operator that binds as `precedence`, in parentheses when it binds less.
  private static func grouped(
    _ text: String, _ own: SwiftPrecedence, within precedence: SwiftPrecedence
  ) -> String {
    own < precedence ? "(\(text))" : text
  }
}
