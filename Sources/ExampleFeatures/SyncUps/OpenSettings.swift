import ComposableArchitecture

extension DependencyValues {
  /// Opens the system's settings of the app, where the user can allow speech recognition.
  ///
  /// Live, it does nothing: this platform has no settings screen for it. A test that reaches it
  /// without overriding it fails.
  public var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}

private enum OpenSettingsKey: DependencyKey {
  static let liveValue: @Sendable () async -> Void = {}
}
