import Foundation
import ValueDump

/// A key for a value kept in app storage: `@Shared(.appStorage("isOn")) var isOn = false`.
///
/// Holds what SwiftUI's `AppStorage` holds: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`,
/// `Date`, a `RawRepresentable` whose raw value is an `Int` or a `String`, and optionals of
/// these (`nil` removes the value). A stored value of another kind reads as the default.
public struct AppStorageKey<Value: Sendable>: SharedKey, SharedKeyStorage,
  CustomStringConvertible
{
  let key: String
  let store: AppStorageDefaults
  let encode: @Sendable (Value) -> AppStorageValue?
  let decode: @Sendable (AppStorageValue) -> Value?

  init(
    _ key: String, store: AppStorageDefaults?,
    encode: @escaping @Sendable (Value) -> AppStorageValue?,
    decode: @escaping @Sendable (AppStorageValue) -> Value?
  ) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = store ?? defaultStore
    self.encode = encode
    self.decode = decode
  }

  /// The key's name.
  public var id: String { key }

  /// Reads the stored value.
  public func load(initialValue: Value?) throws -> Value? {
    try store.value(forKey: key).flatMap(decode)
  }

  /// Stores the value, or removes it when it is `nil`.
  public func save(_ value: Value) throws {
    try store.set(encode(value), forKey: key)
  }

  var registry: SharedRegistry { store.registry }
  var isPersistent: Bool { true }

  /// `.appStorage("isOn")`.
  public var description: String { ".appStorage(\(customDumpInline(key)))" }
}

/// How a kind of value is kept in app storage.
private struct AppStorageCoding<Value>: Sendable {
  let encode: @Sendable (Value) -> AppStorageValue
  let decode: @Sendable (AppStorageValue) -> Value?
}

extension AppStorageCoding where Value == Bool {
  static var bool: Self {
    Self(encode: { .bool($0) }) { if case let .bool(value) = $0 { value } else { nil } }
  }
}

extension AppStorageCoding where Value == Int {
  static var int: Self {
    Self(encode: { .int($0) }) { if case let .int(value) = $0 { value } else { nil } }
  }
}

extension AppStorageCoding where Value == Double {
  static var double: Self {
    Self(encode: { .double($0) }) {
      switch $0 {
      case let .double(value): value
      case let .int(value): Double(value)
      default: nil
      }
    }
  }
}

extension AppStorageCoding where Value == String {
  static var string: Self {
    Self(encode: { .string($0) }) { if case let .string(value) = $0 { value } else { nil } }
  }
}

extension AppStorageCoding where Value == URL {
  static var url: Self {
    Self(encode: { .string($0.absoluteString) }) {
      if case let .string(value) = $0 { URL(string: value) } else { nil }
    }
  }
}

extension AppStorageCoding where Value == Data {
  static var data: Self {
    Self(encode: { .data($0) }) { if case let .data(value) = $0 { value } else { nil } }
  }
}

extension AppStorageCoding where Value == Date {
  static var date: Self {
    Self(encode: { .double($0.timeIntervalSince1970) }) {
      if case let .double(value) = $0 { Date(timeIntervalSince1970: value) } else { nil }
    }
  }
}

extension AppStorageKey {
  fileprivate init(_ key: String, store: AppStorageDefaults?, _ coding: AppStorageCoding<Value>) {
    self.init(key, store: store, encode: coding.encode, decode: coding.decode)
  }

  fileprivate init<Wrapped>(
    _ key: String, store: AppStorageDefaults?, optional coding: AppStorageCoding<Wrapped>
  ) where Value == Wrapped? {
    self.init(
      key, store: store, encode: { $0.map(coding.encode) }, decode: { coding.decode($0) })
  }
}

extension AppStorageCoding {
  fileprivate static func raw(_ raw: AppStorageCoding<Value.RawValue>) -> Self
  where Value: RawRepresentable & Sendable {
    Self(encode: { raw.encode($0.rawValue) }) { raw.decode($0).flatMap(Value.init(rawValue:)) }
  }
}

// MARK: - The keys

extension SharedReaderKey {
  /// A key for a `Bool` in app storage.
  ///
  /// - Parameters:
  ///   - key: The key's name.
  ///   - store: The storage; by default the `defaultAppStorage` dependency.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> { Self(key, store: store, .bool) }

  /// A key for an `Int` in app storage.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> { Self(key, store: store, .int) }

  /// A key for a `Double` in app storage.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> { Self(key, store: store, .double) }

  /// A key for a `String` in app storage.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<String> { Self(key, store: store, .string) }

  /// A key for a `URL` in app storage.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> { Self(key, store: store, .url) }

  /// A key for `Data` in app storage.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> { Self(key, store: store, .data) }

  /// A key for a `Date` in app storage.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> { Self(key, store: store, .date) }

  /// A key for a value with an `Int` raw value in app storage.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: AppStorageDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    Self(key, store: store, .raw(.int))
  }

  /// A key for a value with a `String` raw value in app storage.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: AppStorageDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    Self(key, store: store, .raw(.string))
  }

  /// A key for an optional `Bool` in app storage; `nil` removes the value.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> { Self(key, store: store, optional: .bool) }

  /// A key for an optional `Int` in app storage; `nil` removes the value.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> { Self(key, store: store, optional: .int) }

  /// A key for an optional `Double` in app storage; `nil` removes the value.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> { Self(key, store: store, optional: .double) }

  /// A key for an optional `String` in app storage; `nil` removes the value.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> { Self(key, store: store, optional: .string) }

  /// A key for an optional `URL` in app storage; `nil` removes the value.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> { Self(key, store: store, optional: .url) }

  /// A key for optional `Data` in app storage; `nil` removes the value.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> { Self(key, store: store, optional: .data) }

  /// A key for an optional `Date` in app storage; `nil` removes the value.
  public static func appStorage(_ key: String, store: AppStorageDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> { Self(key, store: store, optional: .date) }

  /// A key for an optional value with an `Int` raw value in app storage.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: AppStorageDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value?> {
    Self(key, store: store, optional: .raw(.int))
  }

  /// A key for an optional value with a `String` raw value in app storage.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: AppStorageDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value?> {
    Self(key, store: store, optional: .raw(.string))
  }
}
