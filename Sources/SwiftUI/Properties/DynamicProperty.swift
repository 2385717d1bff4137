/// A property of a view that the view's place in the tree gives its value, as SwiftUI's
/// `DynamicProperty`: `@State`, `@Environment`, `@FocusState`, or a property wrapper of the
/// user's made of them.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated; does nothing unless the property says so.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A property that is linked to the context of the view that holds it before its body is
/// evaluated.
@MainActor
protocol LinkedProperty {
  /// Links the property to its view's context.
  ///
  /// - Parameters:
  ///   - context: The view's context.
  ///   - name: The property's name in the view, which keys its state.
  func link(in context: ViewContext, name: String)
}

/// Links the dynamic properties of a view to its context.
@MainActor
enum DynamicProperties {
  /// Links each property of `value` that is a ``LinkedProperty``, and those inside each
  /// ``DynamicProperty`` of the user's.
  ///
  /// A property wrapper's value sits in a stored property named after it with a leading
  /// underscore, `_count`: that name, stable from one evaluation to the next, keys its state.
  ///
  /// - Parameters:
  ///   - value: A view, or a dynamic property of the user's.
  ///   - context: The view's context.
  ///   - prefix: The names of the properties that hold `value`, for one inside another.
  static func link(_ value: Any, in context: ViewContext, prefix: String = "") {
    let mirror = Mirror(reflecting: value)
    guard !mirror.children.isEmpty else { return }
    for (offset, child) in mirror.children.enumerated() {
      let name = prefix + (child.label ?? "\(offset)")
      if let property = child.value as? any LinkedProperty {
        property.link(in: context, name: name)
      } else if child.value is any DynamicProperty {
        link(child.value, in: context, prefix: name + ".")
      }
    }
  }
}
