import Foundation

/// A view per element of a collection, as SwiftUI's `ForEach`: each element's view keeps its
/// state under the element's id, and its nodes are tagged with the id, so that a `Picker` or a
/// `List` selects by it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The collection.
  public var data: Data
  /// The view of an element.
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?

  /// A view per element, identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The collection.
  ///   - id: The key path of an element's id.
  ///   - content: The view of an element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view per element of identifiable data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view per integer of a range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var nodes: [ViewNode] = []
    for (offset, element) in data.enumerated() {
      let id = element[keyPath: self.id]
      for var node in context.appending(.id(AnyHashable(id))).nodes(of: content(element)) {
        if node.tag == nil { node.tag = AnyHashable(id) }
        if let onDelete {
          node.handlers.append(.delete { onDelete(IndexSet(integer: offset)) })
        }
        if let onMove {
          node.handlers.append(
            .move { destination in onMove(IndexSet(integer: offset), destination) })
        }
        nodes.append(node)
      }
    }
    return nodes
  }
}

/// A view made of the elements of a collection, as SwiftUI's `DynamicViewContent`: what
/// `onDelete` and `onMove` apply to.
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
  /// These rows, each of which a user can delete: its node has a
  /// ``ViewNode/Handler/delete(_:)`` handler that calls `action` with its offset.
  ///
  /// - Parameter action: Deletes the rows at the offsets.
  /// - Returns: The rows.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// These rows, each of which a user can move: its node has a ``ViewNode/Handler/move(_:)``
  /// handler that calls `action` with its offset and the offset it goes to.
  ///
  /// - Parameter action: Moves the rows at the offsets.
  /// - Returns: The rows.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.onMove = action
    return copy
  }
}
