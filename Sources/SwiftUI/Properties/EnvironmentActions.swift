import Foundation

/// Dismisses what the view is presented in, as SwiftUI's `DismissAction`: the sheet, the alert,
/// the pushed screen; nothing where nothing presents the view.
///
/// ```swift
/// @Environment(\.dismiss) var dismiss
/// Button("Cancel") { dismiss() }
/// ```
public struct DismissAction: Sendable {
  let action: @MainActor () -> Void

  /// A dismiss action that runs `action`.
  ///
  /// - Parameter action: Dismisses.
  public init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Dismisses.
  @MainActor
  public func callAsFunction() {
    action()
  }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`; what that does is the environment's to say
/// (``ViewTree/environment``): by default, nothing.
///
/// ```swift
/// @Environment(\.openURL) var openURL
/// Button("Help") { openURL(URL(string: "https://example.com")!) }
/// ```
public struct OpenURLAction: Sendable {
  /// What opening a URL came to.
  public enum Result: Sendable {
    /// The URL was handled.
    case handled
    /// The URL was not handled.
    case discarded
    /// The URL should be opened as the system would.
    case systemAction
  }

  let handler: @MainActor (URL) -> Result

  /// An action that opens URLs with `handler`.
  ///
  /// - Parameter handler: Opens a URL and says what came of it.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  /// Opens a URL.
  ///
  /// - Parameter url: The URL.
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  /// Opens a URL, and says whether it was opened.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - completion: Told whether the URL was opened.
  @MainActor
  public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
    completion(handler(url) != .discarded)
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension EnvironmentValues {
  /// Dismisses what the view is presented in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Opens a URL.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
