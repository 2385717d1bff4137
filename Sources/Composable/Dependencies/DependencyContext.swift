/// Where dependencies are used, which picks the value of a key that was not set explicitly.
public enum DependencyContext: String, Sendable, CaseIterable {
  /// A running program: keys resolve to their `liveValue`.
  case live
  /// A preview or a demo: keys resolve to their `previewValue`.
  case preview
  /// A test: keys resolve to their `testValue`.
  case test
}
