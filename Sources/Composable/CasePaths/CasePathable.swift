import Synchronization

/// An enum whose cases have case paths that key paths can name: `\Action.Cases.child`, written
/// `\.child` where a ``CaseKeyPath`` is expected.
///
/// The `@CasePathable` macro conforms an enum by generating ``AllCasePaths``, a struct with one
/// property per case that returns the case's ``AnyCasePath``. `@Reducer` applies it to a
/// feature's `Action` for you.
public protocol CasePathable {
  /// A struct with one property per case, each the ``AnyCasePath`` of that case.
  associatedtype AllCasePaths: Sendable

  /// The case paths of every case.
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// The root of the key paths to the enum's cases: `\Action.Cases.child`.
  public typealias Cases = Case<Self>
}

/// A case of an enum, as the value of a key path: `\Case<Action>.child` is a ``CaseKeyPath``.
///
/// Key paths over `Case` are how TCA 1.x names cases: `Scope(state: \.child, action: \.child)`,
/// `store.receive(\.splash.responseCurrentWeather)`. Each member access appends the member's
/// case path to the one built so far; ``AnyCasePath/init(_:)`` turns the key path back into a
/// case path.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  /// The path from the key path's root to this case, with its root type erased; `nil` at the
  /// root, where the path is the identity.
  let path: (any ErasedCasePath)?

  /// The case of the root itself, where every case key path starts.
  public init() {
    self.path = nil
  }

  init(path: any ErasedCasePath) {
    self.path = path
  }

  /// Returns the case reached by going through this case and then `next`.
  ///
  /// - Parameter next: A case path from this case's value to a deeper value.
  /// - Returns: The deeper case.
  public func appending<Appended>(_ next: AnyCasePath<Value, Appended>) -> Case<Appended> {
    guard let path else { return Case<Appended>(path: next) }
    return Case<Appended>(path: path.appending(next))
  }

  /// The case of one of the value's cases: `\.child`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }
}

/// A key path to an enum case: `\.child`, `\.splash.responseCurrentWeather`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A key path to some case of an enum, whatever its payload: what `is(_:)` takes.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

// MARK: - Erasure

/// A case path whose root type is not known statically.
protocol ErasedCasePath: Sendable {
  /// Appends a case path from this path's value; `Next.Root` is this path's `Value`.
  func appending<Next, Appended>(_ next: AnyCasePath<Next, Appended>) -> any ErasedCasePath
  /// The payload of a root of this path's root type, when it is this path's case.
  func extractAny(from root: Any) -> Any?
}

extension CasePath: ErasedCasePath {
  func appending<Next, Appended>(_ next: AnyCasePath<Next, Appended>) -> any ErasedCasePath {
    // `Case<Next>` holds this path only when `Next == Value`.
    appending(path: unsafeBitCast(next, to: CasePath<Value, Appended>.self))
  }

  func extractAny(from root: Any) -> Any? {
    guard let root = root as? Root else { return nil }
    return extract(from: root).map { $0 as Any }
  }
}

/// A `Case` whose value type is not known statically, for ``PartialCaseKeyPath``s.
protocol AnyCase {
  func matches(_ root: Any) -> Bool
}

extension Case: AnyCase {
  func matches(_ root: Any) -> Bool {
    guard let path else { return true }
    return path.extractAny(from: root) != nil
  }
}

// MARK: - Case paths from key paths

extension CasePath {
  /// Creates the case path that a case key path names.
  ///
  /// ```swift
  /// let path = AnyCasePath(\Root.Action.Cases.splash.responseCurrentWeather)
  /// ```
  ///
  /// - Parameter keyPath: A key path to a case, `\.child` where the type is known.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    if let cached = CaseKeyPathCache.shared.path(for: keyPath) as? Self {
      self = cached
      return
    }
    let value = Case<Root>()[keyPath: keyPath]
    if let path = value.path {
      self = path as! Self
    } else {
      // `\.self`, the identity: `Value == Root`.
      self = CasePath<Root, Root>(embed: { $0 }, extract: { $0 }) as! Self
    }
    CaseKeyPathCache.shared.store(self, for: keyPath)
  }
}

extension KeyPath {
  /// Embeds a payload in the case this key path names: `(\Action.Cases.child)(.tapped)`.
  ///
  /// - Parameter value: The payload.
  /// - Returns: The enum value of that case.
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    AnyCasePath(self).embed(value)
  }

  /// Returns the case without payload that this key path names.
  ///
  /// - Returns: The enum value of that case.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    AnyCasePath(self).embed(())
  }
}

/// The case paths already built from case key paths, by key path.
///
/// A reducer's `body` is built again for every action, and with it every `Scope`'s case path.
/// A case key path goes through dynamic-member subscripts, so the runtime makes a new key path
/// object each time the literal is evaluated: the cache is keyed by key path equality, which
/// compares components, not by identity. It stops growing at `capacity` distinct paths.
final class CaseKeyPathCache: Sendable {
  static let shared = CaseKeyPathCache()

  private let entries = Lock<[UncheckedSendable<AnyKeyPath>: any Sendable]>([:])
  private let capacity = 4096

  func path(for keyPath: AnyKeyPath) -> (any Sendable)? {
    entries.withLock { $0[UncheckedSendable(keyPath)] }
  }

  func store(_ path: any Sendable, for keyPath: AnyKeyPath) {
    entries.withLock { entries in
      guard entries.count < capacity else { return }
      entries[UncheckedSendable(keyPath)] = path
    }
  }
}
