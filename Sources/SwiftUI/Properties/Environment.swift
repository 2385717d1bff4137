import Foundation

/// A value a view reads from its place in the tree, as SwiftUI's `Environment`: what the views
/// around it set (`environment(_:_:)`, a presentation's `dismiss`), or the key's default.
///
/// ```swift
/// struct EditView: View {
///   @Environment(\.dismiss) var dismiss
///
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  ///
  /// - Parameter keyPath: The value's key path in ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, where the view is; the default until the view is evaluated.
  public var wrappedValue: Value {
    (box.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension Environment: LinkedProperty {
  func link(in context: ViewContext, name: String) {
    box.values = context.environment
  }
}

/// The environment an `Environment` reads, once its view is evaluated.
final class EnvironmentBox {
  var values: EnvironmentValues?
}

/// A key of a value of the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view sets one.
  static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment`, as SwiftUI's `EnvironmentValues`; a view
/// sets one for the views inside it with `environment(_:_:)`.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey {
///   static let defaultValue = "plain"
/// }
///
/// extension EnvironmentValues {
///   var theme: String {
///     get { self[ThemeKey.self] }
///     set { self[ThemeKey.self] = newValue }
///   }
/// }
/// ```
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// The default value of every key.
  public init() {}

  /// The value of a key: the one set, or the key's default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// How many values are set, for reading in a debugger.
  public var description: String {
    "EnvironmentValues(\(values.count) set)"
  }
}

// MARK: - Values

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US_POSIX") }
}

extension EnvironmentValues {
  /// Whether controls can be used: false under `disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Whether the view is in something presented: a sheet, an alert, a pushed screen.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// Whether the list is being edited, when a view sets it.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// Light or dark.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The locale dates and numbers are written in.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}
