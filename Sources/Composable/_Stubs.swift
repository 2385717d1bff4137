// Temporary stand-ins, replaced by the real case paths and dependencies.
public struct CasePath<Root, Value>: Sendable {
  let _embed: @Sendable (Value) -> Root
  let _extract: @Sendable (Root) -> Value?
  public init(
    embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }
  public func embed(_ value: Value) -> Root { _embed(value) }
  public func extract(from root: Root) -> Value? { _extract(root) }
}

public struct DependencyValues: Sendable {
  @TaskLocal public static var _current = DependencyValues()
  public var storage: [ObjectIdentifier: any Sendable] = [:]
  public var context = DependencyContext.live
  public init() {}
  public var continuousClock: any Clock<Duration> {
    get {
      storage[ObjectIdentifier(ContinuousClock.self)] as? any Clock<Duration> ?? ContinuousClock()
    }
    set { storage[ObjectIdentifier(ContinuousClock.self)] = newValue }
  }
}

@propertyWrapper public struct Dependency<Value>: Sendable {
  let keyPath: KeyPath<DependencyValues, Value> & Sendable
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) { self.keyPath = keyPath }
  public var wrappedValue: Value { DependencyValues._current[keyPath: keyPath] }
}

func customDump<T>(_ value: T) -> String { String(reflecting: value) }
func customDumpLine<T>(_ value: T) -> String { String(describing: value) }

public enum DependencyContext: Sendable { case live, test, preview }
func proportionalDiff<T>(_ a: T, _ b: T) -> String? {
  let l = customDump(a), r = customDump(b)
  return l == r ? nil : "\u{2212} " + l + "\n+ " + r
}
