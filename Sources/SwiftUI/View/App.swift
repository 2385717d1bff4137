/// A program made of scenes, as SwiftUI's `App`: its `main` evaluates the views of its scenes
/// once and prints their outline, since nothing here draws a window.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder var body: Body { get }
  /// Creates the app.
  init()
}

extension App {
  /// Evaluates the views of the app's scenes and prints each one's outline.
  public static func main() {
    for root in Self().body.rootViews {
      print(ViewTree.evaluate(root))
    }
  }
}

/// A part of an app's interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's body.
  associatedtype Body: Scene
  /// What the scene is made of.
  @SceneBuilder var body: Body { get }
}

extension Scene {
  /// The views at the roots of the scene's windows.
  var rootViews: [AnyView] {
    if let windows = self as? any RootViews { return windows.roots }
    return body.rootViews
  }
}

/// A scene of this module's that holds views.
@MainActor
protocol RootViews {
  var roots: [AnyView] { get }
}

/// Windows that show a view, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// Windows that show a view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension WindowGroup: RootViews {
  var roots: [AnyView] { [AnyView(content)] }
}

extension Never: Scene {}

/// Builds a scene from the scenes a closure lists, as SwiftUI's `SceneBuilder`.
@MainActor @resultBuilder
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }
}
