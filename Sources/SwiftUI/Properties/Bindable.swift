/// Bindings to the properties of an object, as SwiftUI's `Bindable`: `$model.name` is a
/// binding that reads and writes `model.name`.
///
/// A store is bound the same way: `@Bindable var store: StoreOf<Feature>` gives
/// `$store.name`, whose writes send the feature a binding action, and
/// `$store.scope(state:action:)`, which drives a sheet or a navigation stack.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Binds an object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Binds an object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Binds the object of another `Bindable`.
  ///
  /// - Parameter projectedValue: The other.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// The bindings: `$model`.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A binding that reads and writes it.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
