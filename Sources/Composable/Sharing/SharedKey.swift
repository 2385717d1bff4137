/// A key that loads a shared value from storage: what `@SharedReader(…)` takes.
///
/// Every holder of keys with the same ``id`` (in the same storage) shares one value. The value
/// is loaded once, when the first holder is made; storage read later by other means is not
/// watched.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value.
  associatedtype Value: Sendable
  /// The type of the key's identity.
  associatedtype ID: Hashable

  /// The key's identity: keys with the same identity share a value.
  var id: ID { get }

  /// Loads the value from storage.
  ///
  /// - Parameter initialValue: The value to start from when the storage holds none, if any.
  /// - Returns: The stored value, or `nil` when the storage holds none.
  /// - Throws: When the storage holds a value that cannot be read.
  func load(initialValue: Value?) throws -> Value?
}

/// A key that loads and saves a shared value: what `@Shared(…)` takes.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves the value to storage, after each change.
  ///
  /// - Parameter value: The value now.
  /// - Throws: When the storage cannot hold it.
  func save(_ value: Value) throws
}

/// A key that brings its default value along: `Self[.inMemory("count"), default: 0]`, for
/// type-safe keys.
///
/// ```swift
/// extension SharedKey where Self == InMemoryKey<Int>.Default {
///   static var count: Self { Self[.inMemory("count"), default: 0] }
/// }
///
/// @Shared(.count) var count
/// ```
public struct SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// A key with its default value.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value when the storage holds none.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The base key's identity.
  public var id: Base.ID { base.id }

  /// Loads the value with the base key.
  public func load(initialValue: Base.Value?) throws -> Base.Value? {
    try base.load(initialValue: initialValue)
  }
}

extension SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves the value with the base key.
  public func save(_ value: Base.Value) throws {
    try base.save(value)
  }
}

// A key with a default finds its box where its base key does: in the storage of the
// dependencies in effect, not in one registry for the whole program.
extension SharedKeyDefault: SharedKeyStorage where Base: SharedKeyStorage {
  var registry: SharedRegistry { base.registry }
  var isPersistent: Bool { base.isPersistent }
}

extension SharedKeyDefault: CustomStringConvertible {
  /// The base key's description.
  public var description: String { String(describing: base) }
}

extension SharedReaderKey {
  /// This key with a default value: `InMemoryKey<Int>.Default`.
  public typealias Default = SharedKeyDefault<Self>
}

// MARK: - Finding a key's box

/// The boxes of a storage's keys, so that every holder of a key gets the same one.
///
/// In-memory storage keeps its boxes; persisting storage forgets a box no one holds, so that the
/// next holder loads the value again.
final class SharedRegistry: Sendable {
  private final class Weak: @unchecked Sendable {
    // NB: `@unchecked`: written once, before the registry shares it.
    weak var box: AnyObject?
    init(_ box: AnyObject) { self.box = box }
  }

  /// A box, held strongly or weakly.
  ///
  /// A struct of two optionals rather than an enum of two cases: an enum would keep its case in
  /// its payload's pointer, where LeakSanitizer cannot see the pointer.
  private struct Entry: @unchecked Sendable {
    // NB: `@unchecked`: boxes are `Sendable`; they are typed `AnyObject` to hold any.
    var strong: AnyObject?
    var weak: Weak?

    var box: AnyObject? { strong ?? weak?.box }
  }

  private let boxes = Locked<[AnyHashable: Entry]>([:])
  private let keepsBoxes: Bool

  /// Creates a registry.
  ///
  /// - Parameter keepsBoxes: Whether boxes stay while no one holds them.
  init(keepsBoxes: Bool) {
    self.keepsBoxes = keepsBoxes
  }

  /// The registry of keys whose storage has none of its own.
  static let global = SharedRegistry(keepsBoxes: false)

  /// The box of a key: the registered one, else a new one, registered.
  ///
  /// - Returns: The box, or `nil` when the key holds a value of another type.
  func box<Value>(for id: AnyHashable, make: () -> SharedBox<Value>) -> SharedBox<Value>? {
    boxes.withLock { boxes in
      if let existing = boxes[id]?.box {
        return existing as? SharedBox<Value>
      }
      let box = make()
      boxes[id] = keepsBoxes ? Entry(strong: box) : Entry(weak: Weak(box))
      return box
    }
  }
}

/// A key whose storage keeps the boxes of its keys.
protocol SharedKeyStorage {
  /// The registry of the storage's keys.
  var registry: SharedRegistry { get }
  /// Whether the storage outlives its boxes, so that changes are saved to it.
  var isPersistent: Bool { get }
}

extension SharedReaderKey {
  /// The box every holder of this key shares: loaded from storage when first made, and saving
  /// every change when the key is a ``SharedKey``.
  ///
  /// A value that cannot be loaded is reported, and the box starts from `initialValue`. A key
  /// that holds a value of another type is reported, and gets a box of its own.
  func sharedBox(initialValue: () -> Value, at location: SourceLocation) -> SharedBox<Value> {
    let storage = self as? any SharedKeyStorage
    let registry = storage?.registry ?? .global
    let box = registry.box(for: AnyHashable(id)) {
      makeBox(initialValue: initialValue, saves: storage?.isPersistent ?? true, at: location)
    }
    if let box { return box }
    IssueReporting.report(
      SharingMessages.typeMismatch(key: self, type: Value.self), at: location)
    return makeBox(initialValue: initialValue, saves: false, at: location)
  }

  private func makeBox(
    initialValue: () -> Value, saves: Bool, at location: SourceLocation
  ) -> SharedBox<Value> {
    var value = initialValue()
    var loadError: (any Error)?
    do {
      if let loaded = try load(initialValue: value) { value = loaded }
    } catch {
      loadError = error
      IssueReporting.report(SharingMessages.loadFailed(key: self, error: error), at: location)
    }
    guard saves, let key = self as? any SharedKey<Value> else {
      return SharedBox(value, loadError: loadError)
    }
    return SharedBox(
      value,
      save: { value in
        do {
          try key.save(value)
        } catch {
          IssueReporting.report(SharingMessages.saveFailed(key: key, error: error), at: location)
        }
      }, loadError: loadError)
  }
}
