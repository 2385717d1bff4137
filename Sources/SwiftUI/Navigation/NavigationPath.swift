/// A list of values of any type, as SwiftUI's `NavigationPath`: the screens of a navigation
/// stack that shows a screen per value.
public struct NavigationPath: Equatable {
  /// The values, first pushed first.
  var elements: [AnyHashable]

  /// An empty path.
  public init() {
    self.elements = []
  }

  /// A path of the values of a sequence.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    var values: [AnyHashable] = []
    for element in elements { values.append(AnyHashable(element)) }
    self.elements = values
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path holds no value.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// A navigation stack's path, of whatever type it is bound to: the values it holds, and the way
/// to push and pop them.
@MainActor
struct StackPath {
  /// The values, first pushed first.
  let elements: () -> [AnyHashable]
  /// Pushes a value, when it is of the path's element type; says whether it was.
  let push: (AnyHashable) -> Bool
  /// Pops every value from an offset on.
  let popFrom: (Int) -> Void

  /// The path of a stack bound to a `NavigationPath`.
  init(_ path: Binding<NavigationPath>) {
    self.elements = { path.wrappedValue.elements }
    self.push = { value in
      path.wrappedValue.elements.append(value)
      return true
    }
    self.popFrom = { offset in
      path.wrappedValue.elements.removeSubrange(offset...)
    }
  }

  /// The path of a stack bound to a collection of values.
  init<Data: RangeReplaceableCollection>(_ path: Binding<Data>) where Data.Element: Hashable {
    self.elements = {
      var values: [AnyHashable] = []
      for element in path.wrappedValue { values.append(AnyHashable(element)) }
      return values
    }
    self.push = { value in
      guard let element = value.base as? Data.Element else { return false }
      path.wrappedValue.append(element)
      return true
    }
    self.popFrom = { offset in
      path.wrappedValue = Data(path.wrappedValue.prefix(offset))
    }
  }
}
