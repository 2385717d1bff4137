import Composable
import SwiftMetadata
import ValueDump

/// A state path as a test writes it: `store.state.stopwatch?.secondsElapsed`,
/// `store.state.todos[id: UUID(0)]?.isComplete`, `store.state.path[id: 0]?.counter?.count`.
extension StatePath {
  /// A path written in Swift, and what Swift makes of it.
  struct SwiftExpression {
    /// `store.state.stopwatch?.secondsElapsed`.
    var text: String
    /// The type of the value at the end, as its property gives it: `Int` for
    /// `stopwatch?.secondsElapsed`, `String?` for `numberFact`.
    var type: any Any.Type
    /// Whether the path goes through an optional (`?.`), so that its value is optional too.
    var isChained = false

    /// Whether Swift reads the value as an optional.
    var isOptional: Bool { isChained || type is any OptionalContainer.Type }

    /// The type of the value without its optionals: what a literal compared with it is.
    var valueType: any Any.Type {
      var type = self.type
      while let optional = type as? any OptionalContainer.Type { type = optional.wrappedType }
      return type
    }
  }

  /// The path as Swift reads it from `root`, a value of `rootType`, worked out from the types
  /// alone, so that a nil on the way does not hide what comes after it: an optional or presented
  /// state is gone through with `?.`, a property wrapper (`@Shared`, `@Presents`) by its
  /// property's name, an element by id as `[id: UUID(0)]?`, a case of a `@Reducer enum`'s state
  /// as its optional member (`destination?.edit?`), a collection's `.count` and `.isEmpty` at the
  /// end.
  ///
  /// - Throws: What Swift cannot read so: a property the type does not have, a case of an enum
  ///   that is no `@Reducer enum`'s state, a subscript on what is no collection, an id that is no
  ///   value of the collection's ids.
  func swift(from root: String, of rootType: any Any.Type) throws(ShellError) -> SwiftExpression {
    var expression = SwiftExpression(text: root, type: rootType)
    var walked = StatePath(components: [])
    for component in components {
      expression.goIntoOptionals()
      switch component.key {
      case .property(let name):
        try expression.append(
          name, isLast: walked.components.count == components.count - 1, walked: walked,
          at: component.offset)
      case .index(let index):
        guard let collection = expression.type as? any StateCollection.Type else {
          throw ShellError.notACollection(Self.owner(walked), at: component.offset)
        }
        expression.text += "[\(index)]"
        expression.type = collection.stateElementType
      case .id(let literal):
        guard let identified = expression.type as? any IdentifiedStateCollection.Type else {
          throw ShellError.hasNoIDs(Self.owner(walked), at: component.offset)
        }
        let id: Any
        do throws(DecodeError) {
          id = try LiteralDecoder().value(
            literal, as: identified.stateIDType,
            for: .element(of: "the ids of \(Self.owner(walked))"))
        } catch {
          throw ShellError(error, shiftedBy: 0)
        }
        expression.text += "[id: \(StateChanges.literal(id))]"
        expression.type = Self.optional(of: identified.stateElementType)
      }
      walked.components.append(component)
    }
    while let wrapper = expression.type as? any StateWrapper.Type {
      expression.type = wrapper.wrappedStateType
    }
    return expression
  }

  /// `Optional<type>`.
  fileprivate static func optional(of type: any Any.Type) -> any Any.Type {
    func optional<Wrapped>(_: Wrapped.Type) -> any Any.Type { Wrapped?.self }
    return _openExistential(type, do: optional)
  }
}

extension StatePath.SwiftExpression {
  /// Goes through the property wrappers and optionals the value is in: `?` for each optional.
  fileprivate mutating func goIntoOptionals() {
    // Each turn takes one wrapper or optional off a type that has finitely many.
    while true {
      if let wrapper = type as? any StateWrapper.Type {
        type = wrapper.wrappedStateType
      } else if let optional = type as? any OptionalContainer.Type {
        text += "?"
        isChained = true
        type = optional.wrappedType
      } else {
        return
      }
    }
  }

  /// `.name`: a stored property, a collection's `count` or `isEmpty` at the path's end (as a
  /// condition reads them), or a case of a `@Reducer enum`'s state.
  fileprivate mutating func append(
    _ name: String, isLast: Bool, walked: StatePath, at offset: Int
  ) throws(ShellError) {
    if isLast, name == "count" || name == "isEmpty", type is any Collection.Type {
      text += "." + name
      type = name == "count" ? Int.self : Bool.self
      return
    }
    if type is any CaseReducerState.Type {
      guard let payload = cases(of: type).first(where: { $0.name == name })?.payload,
        payload.count == 1
      else {
        throw ShellError(
          .path(.noCaseWithPayload(name, owner: StatePath.owner(walked))), at: offset)
      }
      text += "." + name
      type = StatePath.optional(of: payload[0].type)
      return
    }
    let metadata = TypeMetadata(type)
    guard metadata.kind == .struct, let layout = StructLayout(metadata) else {
      throw ShellError(.path(.unreadableInTest(name, owner: StatePath.owner(walked))), at: offset)
    }
    guard
      let field = layout.fields.first(where: { $0.name == name })
        ?? layout.fields.first(where: { $0.name == "_" + name && $0.type is any StateWrapper.Type }),
      let fieldType = field.type
    else {
      throw ShellError.noProperty(
        name, of: StatePath.owner(walked),
        among: layout.fields.map { StatePath.propertyName($0.name) }, at: offset)
    }
    text += "." + name
    type = fieldType
  }
}
