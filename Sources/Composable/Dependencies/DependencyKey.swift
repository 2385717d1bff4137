/// A key for a dependency that has values for tests and previews, and maybe none for live use.
///
/// Register a key with a computed property on ``DependencyValues``:
///
/// ```swift
/// extension DependencyValues {
///   var factClient: FactClient {
///     get { self[FactClient.self] }
///     set { self[FactClient.self] = newValue }
///   }
/// }
/// ```
///
/// A key that has only a test value declares it alone; its `Value` is inferred from it:
///
/// ```swift
/// enum TimeoutKey: TestDependencyKey {
///   static let testValue = Duration.seconds(1)
/// }
/// ```
public protocol TestDependencyKey<Value> {
  /// The type of the dependency's value; the key itself unless it is inferred from `testValue`.
  associatedtype Value: Sendable = Self

  /// The value used in a test context.
  static var testValue: Value { get }

  /// The value used in a preview context; defaults to ``testValue``.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// The test value, used for previews when a key does not give its own.
  public static var previewValue: Value { testValue }
}

/// A key for a dependency with a live value: the one a running program uses.
///
/// Give `testValue` too, so that tests never reach the live value by accident: a key without it
/// reports a failure when it is read in a test context.
///
/// A key's `Value` is inferred from `liveValue` alone, so a key can be as short as:
///
/// ```swift
/// enum PageSizeKey: DependencyKey {
///   static let liveValue = 42
/// }
/// ```
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency's value; the key itself unless it is inferred from `liveValue`.
  ///
  /// - Note: Restated here, with its default, so that the compiler infers it from `liveValue`
  ///   before it falls back to the default `testValue`, whose type is `Value` too.
  associatedtype Value = Self

  /// The value used in a live context.
  static var liveValue: Value { get }

  /// The value used in a test context.
  static var testValue: Value { get }

  /// The value used in a preview context; defaults to ``liveValue``.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// The live value, used for previews when a key does not give its own.
  public static var previewValue: Value { liveValue }

  /// Reports that the key has no test value, then returns its preview value (by default the live
  /// value): a test should override the dependency or the key should give a test value.
  public static var testValue: Value {
    let access = DependencyAccess.current
    if access?.isSetting == true { return previewValue }
    let failure = DependencyFailure.missingTestValue(
      name: access?.name, key: Self.self, value: Value.self)
    IssueReporting.report(failure.message, at: access?.location ?? .unknown)
    return previewValue
  }
}
