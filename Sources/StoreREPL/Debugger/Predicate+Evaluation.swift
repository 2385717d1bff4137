import Composable
import ValueDump

/// What a ``Predicate`` is evaluated against: the state and the effects in flight.
struct PredicateContext {
  var state: Any
  private let countEffects: () -> Int
  /// Whether an effect in flight has the cancellation id written so (`delay`, `CancelID.delay`).
  var hasEffect: (Substring) -> Bool
  /// Where the literals of conditions are kept decoded, when someone keeps them (a session).
  var literals: DecodedLiterals?

  /// A context; the effects are counted only when a condition reads them.
  init(
    state: Any, effectCount: @escaping @autoclosure () -> Int,
    hasEffect: @escaping (Substring) -> Bool, literals: DecodedLiterals? = nil
  ) {
    self.state = state
    self.countEffects = effectCount
    self.hasEffect = hasEffect
    self.literals = literals
  }

  /// How many effects are in flight.
  var effectCount: Int { countEffects() }
}

/// The literals of conditions decoded as the types they were compared with, kept by a session:
/// a condition is evaluated after every step (`invariant`), thousands of times a second by
/// `explore`, and decoding its literal each time would cost more than reading the state.
final class DecodedLiterals: Sendable {
  struct Key: Hashable {
    var type: ObjectIdentifier
    var literal: LiteralSyntax
  }

  /// A literal decoded, unwrapped, with how a value of its type compares with it: `order`
  /// gives -1, 0 or 1 (nil for a value of another type or an unordered type), `equals` whether
  /// it is equal (nil for another type or one without `==`). Worked out once, by the literal's
  /// own type, so that a comparison casts to that type rather than to `any Comparable`.
  // NB: `@unchecked` because a decoded value need not be `Sendable`; it is only read.
  struct Value: @unchecked Sendable {
    var value: Any?
    var order: ((Any) -> Int?)?
    var equals: ((Any) -> Bool?)?

    init(_ decoded: Any) {
      value = Predicate.unwrapped(decoded)
      if let comparable = value as? any Comparable {
        order = orderAgainst(comparable)
      }
      if let equatable = value as? any Equatable {
        equals = equalityWith(equatable)
      }
    }
  }

  private let values = Lock<[Key: Value]>([:])

  /// The literal decoded as `type`, decoded once; an error is thrown each time.
  func value(
    _ literal: LiteralSyntax, as type: Any.Type, for destination: LiteralDecoder.Destination
  ) throws(DecodeError) -> Value {
    let key = Key(type: ObjectIdentifier(type), literal: literal)
    if let known = values.withLock({ $0[key] }) { return known }
    let value = Value(try LiteralDecoder().value(literal, as: type, for: destination))
    values.withLock { values in
      // Bounded: the conditions of a session are few, and a long session types many.
      if values.count >= 256 { values.removeAll() }
      values[key] = value
    }
    return value
  }
}

extension Predicate {
  /// Whether the condition holds.
  ///
  /// A path that meets a nil on its way reads as nil: `destination.alert == nil` holds when
  /// `destination` is nil, and every other comparison with it fails.
  ///
  /// - Throws: What makes the condition meaningless against this state: a property the state
  ///   does not have, a literal that is no value of the path's type, an order asked of values
  ///   that have none, a lone path that is no Bool.
  func holds(in context: PredicateContext) throws(ShellError) -> Bool {
    switch self {
    case let .not(inner): return !(try inner.holds(in: context))
    case let .and(left, right):
      guard try left.holds(in: context) else { return false }
      return try right.holds(in: context)
    case let .or(left, right):
      if try left.holds(in: context) { return true }
      return try right.holds(in: context)
    case let .effectsContain(id, _): return context.hasEffect(id)
    case let .test(operand):
      let reading = try operand.read(in: context)
      guard let value = reading.value else { return false }
      guard let bool = value as? Bool else {
        throw ShellError(
          .condition(
            .notABool(
              operand.text, type: dumpTypeName(type(of: value)),
              literal: StateChanges.literal(value))), at: operand.offset)
      }
      return bool
    case let .compare(operand, comparison, literal):
      let reading = try operand.read(in: context)
      if case .nil = literal.kind {
        guard comparison == .equal || comparison == .notEqual else {
          throw ShellError(.condition(.orderedNil), at: literal.range.lowerBound)
        }
        return (reading.value == nil) == (comparison == .equal)
      }
      guard let type = reading.type else { return comparison == .notEqual }
      let decoded: DecodedLiterals.Value
      do throws(DecodeError) {
        if let literals = context.literals {
          decoded = try literals.value(literal, as: type, for: reading.destination)
        } else {
          decoded = DecodedLiterals.Value(
            try LiteralDecoder().value(literal, as: type, for: reading.destination))
        }
      } catch {
        throw ShellError(error, shiftedBy: 0)
      }
      guard let actual = reading.value, let expected = decoded.value else {
        return (reading.value == nil && decoded.value == nil) != (comparison == .notEqual)
      }
      switch comparison {
      case .equal: return decoded.equals?(actual) ?? Self.equal(actual, expected)
      case .notEqual: return !(decoded.equals?(actual) ?? Self.equal(actual, expected))
      default:
        if let order = decoded.order?(actual) {
          switch comparison {
          case .less: return order < 0
          case .greater: return order > 0
          case .lessOrEqual: return order <= 0
          default: return order >= 0
          }
        }
        guard let comparable = actual as? any Comparable,
          let isLess = comparable.isLess(than: expected),
          let isGreater = (expected as? any Comparable)?.isLess(than: actual)
        else {
          throw Self.unordered(
            comparison, operand.text, is: Swift.type(of: actual), at: operand.offset)
        }
        switch comparison {
        case .less: return isLess
        case .greater: return isGreater
        case .lessOrEqual: return !isGreater
        default: return !isLess
        }
      }
    }
  }

  /// The operands that read the state, each once, in order: what a failed `expect` shows.
  var paths: [Operand] {
    var found: [Operand] = []
    func visit(_ predicate: Predicate) {
      switch predicate {
      case let .not(inner): visit(inner)
      case let .and(left, right), let .or(left, right):
        visit(left)
        visit(right)
      case let .test(operand), let .compare(operand, _, _):
        if !found.contains(where: { $0.text == operand.text }) { found.append(operand) }
      case .effectsContain: break
      }
    }
    visit(self)
    return found
  }

  /// The error of an order (`<`, `>=`, …) asked of `path`, whose values of `type` have none.
  static func unordered(
    _ comparison: Comparison, _ path: String, is type: any Any.Type, at offset: Int
  ) -> ShellError {
    ShellError(
      .condition(.unordered(comparison: comparison.rawValue, path, type: dumpTypeName(type))),
      at: offset)
  }

  /// Equality by the value's own `==` when it has one, else by its dump.
  static func equal(_ left: Any, _ right: Any) -> Bool {
    if let left = left as? any Equatable, let equal = left.isEqual(to: right) { return equal }
    return customDump(left) == customDump(right)
  }

  /// The value inside any number of optionals, or nil.
  static func unwrapped(_ value: Any) -> Any? {
    guard value is any OptionalContainer else { return value }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }
}

extension Predicate.Operand {
  /// What an operand read: its value, optionals unwrapped (nil for a nil), the type a literal
  /// compared with it decodes as (nil when a nil on the way hid it), and where that literal goes,
  /// for messages.
  struct Reading {
    var value: Any?
    var type: Any.Type?
    /// Where a literal compared with it goes: the type that owns the field, named only when a
    /// message needs it.
    var place: Place

    enum Place {
      case root
      case field(of: Any.Type, name: String)
      case named(type: String, name: String)
    }

    init(value: Any?, type: Any.Type?, destination place: Place) {
      self.value = value
      self.type = type
      self.place = place
    }

    var destination: LiteralDecoder.Destination {
      switch place {
      case .root: .root
      case let .field(owner, name): .field(type: dumpTypeName(owner), name: name)
      case let .named(type, name): .field(type: type, name: name)
      }
    }
  }

  /// Reads the operand from the context.
  func read(in context: PredicateContext) throws(ShellError) -> Reading {
    switch self {
    case let .effects(isEmpty, _):
      let value: Any = isEmpty ? context.effectCount == 0 : context.effectCount
      return Reading(
        value: value, type: Swift.type(of: value), destination: .named(type: "effects", name: text))
    case let .path(path, _):
      guard let last = path.components.last else {
        return Reading(
          value: context.state, type: Swift.type(of: context.state), destination: .root)
      }
      let ownerPath = StatePath(components: path.components.dropLast())
      let owner: Any
      do {
        owner = try ownerPath.value(in: context.state)
      } catch  where error.problem.isNil {
        return Reading(value: nil, type: nil, destination: .root)
      }
      let ownerType = Swift.type(of: owner)
      if case let .property(name) = last.key, name == "count" || name == "isEmpty",
        let count = Self.elementCount(owner)
      {
        let value: Any = name == "count" ? count : count == 0
        return Reading(
          value: value, type: Swift.type(of: value),
          destination: .field(of: ownerType, name: name))
      }
      let value: Any
      do {
        value = try path.value(in: context.state)
      } catch  where error.problem.isNil {
        return Reading(value: nil, type: nil, destination: .root)
      }
      return Reading(
        value: Predicate.unwrapped(value), type: Swift.type(of: value),
        destination: .field(of: ownerType, name: last.name))
    }
  }

  /// How many elements a collection, a string or a dictionary has; nil for other values.
  static func elementCount(_ value: Any) -> Int? {
    if value is any OptionalContainer {
      return Predicate.unwrapped(value).flatMap(elementCount)
    }
    if let collection = value as? any StateCollection { return collection.stateElementCount }
    if let string = value as? String { return string.count }
    if let collection = value as? any Collection { return collection.count }
    return nil
  }
}

extension ShellError.Problem {
  /// Whether the problem is a nil met on a path.
  fileprivate var isNil: Bool {
    if case .path(.isNil) = self { true } else { false }
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one; nil when it is of another type.
  fileprivate func isEqual(to other: Any) -> Bool? {
    (other as? Self).map { $0 == self }
  }
}

extension Comparable {
  /// Whether this value comes before `other`; nil when `other` is of another type.
  fileprivate func isLess(than other: Any) -> Bool? {
    (other as? Self).map { self < $0 }
  }
}

/// How a value compares with `expected`: -1, 0 or 1, or nil for a value of another type.
private func orderAgainst<Value: Comparable>(_ expected: Value) -> (Any) -> Int? {
  { actual in
    guard let actual = actual as? Value else { return nil }
    return actual < expected ? -1 : (expected < actual ? 1 : 0)
  }
}

/// Whether a value equals `expected`, or nil for a value of another type.
private func equalityWith<Value: Equatable>(_ expected: Value) -> (Any) -> Bool? {
  { actual in (actual as? Value).map { $0 == expected } }
}
