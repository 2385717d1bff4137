import SwiftUI

/// Evaluates its content, as Perception's `WithPerceptionTracking` does in TCA's views: here
/// every view is evaluated again after each change, so there is nothing to track.
public struct WithPerceptionTracking<Content: View>: View {
  let content: () -> Content

  /// Tracks what `content` reads.
  ///
  /// - Parameter content: The view.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: Content {
    content()
  }
}

/// The names of Perception, the library TCA's views observe state with, that TCA code writes
/// qualified: `@Perception.Bindable var store`. Here they are SwiftUI's.
public enum Perception {
  /// Bindings to the properties of an object: SwiftUI's `Bindable`.
  public typealias Bindable<Value> = SwiftUI.Bindable<Value>
}
