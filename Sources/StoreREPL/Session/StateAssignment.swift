import SwiftMetadata
import ValueDump

/// One assignment of a `send` or `receive` block: `count = -1`, `main.weather.city = "Busan"`.
struct StateAssignment {
  var path: StatePath
  var value: LiteralSyntax
  /// The UTF-8 offset of the value in the line.
  var valueOffset: Int

  /// Parses `{ a = 1; b.c = "x" }` (the braces included), with `$0.` allowed before paths and
  /// `;` or `,` between assignments. Offsets are relative to the line.
  static func parseBlock(_ text: Substring, offset: Int) throws(ShellError) -> [StateAssignment] {
    var text = text
    var offset = offset
    func skipSpaces() {
      let spaces = text.prefix { $0 == " " || $0 == "\t" }
      text = text.dropFirst(spaces.count)
      offset += spaces.utf8.count
    }
    guard text.hasPrefix("{") else {
      throw ShellError(.assignment(.expectedBlock), at: offset)
    }
    text = text.dropFirst()
    offset += 1
    var assignments: [StateAssignment] = []
    while true {
      skipSpaces()
      if text.hasPrefix("}") {
        text = text.dropFirst()
        offset += 1
        break
      }
      guard !text.isEmpty else {
        throw ShellError(.assignment(.unclosedBlock), at: offset)
      }
      let (assignment, afterValue) = try parsePrefix(
        SessionCommand.Argument(text: text, offset: offset))
      assignments.append(assignment)
      (text, offset) = (afterValue.text, afterValue.offset)
      skipSpaces()
      if text.hasPrefix(";") || text.hasPrefix(",") {
        text = text.dropFirst()
        offset += 1
      } else if !text.hasPrefix("}") {
        throw ShellError(.assignment(.expectedSeparator), at: offset)
      }
    }
    skipSpaces()
    guard text.isEmpty else {
      throw ShellError(.assignment(.trailingTextAfterBlock(String(text))), at: offset)
    }
    return assignments
  }

  /// Parses one assignment, `path = value`, at the start of `argument`: the assignment and the
  /// text after its value.
  static func parsePrefix(
    _ argument: SessionCommand.Argument
  ) throws(ShellError) -> (StateAssignment, rest: SessionCommand.Argument) {
    var (text, offset) = (argument.text, argument.offset)
    func skipSpaces() {
      let spaces = text.prefix { $0 == " " || $0 == "\t" }
      text = text.dropFirst(spaces.count)
      offset += spaces.utf8.count
    }
    let (path, rest) = try StatePath.parsePrefix(text, offset: offset)
    guard !path.components.isEmpty else {
      throw ShellError(.assignment(.expectedPropertyToAssign), at: offset)
    }
    offset += text.utf8.count - rest.utf8.count
    text = rest
    skipSpaces()
    guard text.hasPrefix("="), !text.hasPrefix("==") else {
      throw ShellError(
        .assignment(.expectedEquals(path: path.text, meant: Self.meant(path, after: text))),
        at: offset)
    }
    text = text.dropFirst()
    offset += 1
    skipSpaces()
    let (value, afterValue) = try SessionCommand.Argument(text: text, offset: offset)
      .literalPrefix()
    return (StateAssignment(path: path, value: value, valueOffset: offset), afterValue)
  }

  /// `count = 2` when the text after a path is `: 2` (a dictionary's or an initializer's
  /// colon) or `== 2`, else nil.
  private static func meant(_ path: StatePath, after text: Substring) -> String? {
    let operatorLength = text.hasPrefix(":") ? 1 : text.hasPrefix("==") ? 2 : 0
    guard operatorLength > 0 else { return nil }
    let rest = text.dropFirst(operatorLength).drop { $0 == " " || $0 == "\t" }
    guard let parsed = try? LiteralParser.parsePrefix(rest) else { return nil }
    let value = String(decoding: Array(rest.utf8)[..<parsed.end], as: UTF8.self)
    return "\(path.text) = \(value)"
  }

  /// Writes the value into `state` at the path.
  ///
  /// The path leads through stored properties of structs, optionals and presentation state
  /// (which must be non-nil), and elements of arrays, identified arrays and stacks, by offset or
  /// by id. Struct fields are written in place at the offsets the metadata gives; collections
  /// and presentation state are never written through their storage: the element or the
  /// presented state is copied out, written, and stored back through the collection's own
  /// subscript, so copy-on-write and the identified array's index stay right. An element's id
  /// cannot change. The value is decoded as the type at the path before anything is written.
  func apply<State>(to state: inout State) throws(ShellError) {
    let value = self.value
    let valueOffset = self.valueOffset
    let path = self.path
    let name = path.components.last!.name
    var failure: ShellError?
    withUnsafeMutablePointer(to: &state) { pointer in
      do throws(ShellError) {
        try Self.write(
          path.components[...], walked: StatePath(components: []),
          at: UnsafeMutableRawPointer(pointer), of: State.self, owner: State.self
        ) { address, type, owner throws(ShellError) in
          try Self.store(
            value, as: type, at: address, name: name, owner: owner, valueOffset: valueOffset)
        }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Decodes `value` as `type` and stores it at `address`, which holds a `type`: the property
  /// or element `name` of an `owner`.
  private static func store(
    _ value: LiteralSyntax, as type: any Any.Type, at address: UnsafeMutableRawPointer,
    name: String, owner: any Any.Type, valueOffset: Int
  ) throws(ShellError) {
    if let collection = type as? any StateCollection.Type, case .array(let elements) = value.kind {
      try replaceElements(
        of: collection, at: address, with: elements, value: value, name: name,
        valueOffset: valueOffset)
      return
    }
    let decoded: Any
    do throws(DecodeError) {
      decoded = try LiteralDecoder().value(
        value, as: type, for: .field(type: dumpTypeName(owner), name: name))
    } catch {
      throw ShellError(error, shiftedBy: valueOffset)
    }
    func store<T>(_: T.Type) {
      address.assumingMemoryBound(to: T.self).pointee = decoded as! T
    }
    _openExistential(type, do: store)
  }

  /// `todos = [Todo.State(…), …]`: the elements decoded one by one and put in the collection
  /// through its own API, so that an identified array keeps its index and checks its ids.
  private static func replaceElements(
    of collection: any StateCollection.Type, at address: UnsafeMutableRawPointer,
    with elements: [LiteralSyntax], value: LiteralSyntax, name: String, valueOffset: Int
  ) throws(ShellError) {
    let elementType = collection.stateElementType
    var decoded: [Any] = []
    for element in elements {
      do throws(DecodeError) {
        decoded.append(
          try LiteralDecoder().value(element, as: elementType, for: .element(of: "'\(name)'")))
      } catch {
        throw ShellError(error, shiftedBy: valueOffset)
      }
    }
    func replace<C: StateCollection>(_: C.Type) -> ShellError.AssignmentProblem.Replacement? {
      address.assumingMemoryBound(to: C.self).pointee.replaceStateElements(decoded)
    }
    if let problem = _openExistential(collection, do: replace) {
      throw ShellError(.assignment(.cannotReplace(name, problem)), at: valueOffset)
    }
  }

  /// Walks `components` from `address`, which holds a `type`, and calls `assign` with the
  /// address and type at their end and the type that holds the last component (`owner`).
  private static func write(
    _ components: ArraySlice<StatePath.Component>, walked: StatePath,
    at address: UnsafeMutableRawPointer, of type: any Any.Type, owner: any Any.Type,
    assign: (UnsafeMutableRawPointer, any Any.Type, any Any.Type) throws(ShellError) -> Void
  ) throws(ShellError) {
    if let wrapper = type as? any StateWrapper.Type {
      func modify<W: StateWrapper>(_: W.Type) throws(ShellError) {
        try address.assumingMemoryBound(to: W.self).pointee.modifyWrappedState {
          pointer throws(ShellError) in
          try write(
            components, walked: walked, at: pointer, of: W.wrappedStateType, owner: owner,
            assign: assign)
        }
      }
      try _openExistential(wrapper, do: modify)
      return
    }
    guard let component = components.first else {
      try assign(address, type, owner)
      return
    }
    // NB: An `Optional`'s payload sits at offset 0 of its storage, so a non-nil optional is
    // walked into at its own address, like a struct field at offset 0.
    if let optional = type as? any OptionalContainer.Type {
      guard !optional.isNone(at: address) else {
        throw ShellError.isNil(walked.text, at: component.offset)
      }
      try write(
        components, walked: walked, at: address, of: optional.wrappedType, owner: owner,
        assign: assign)
      return
    }
    var next = walked
    next.components.append(component)
    let rest = components.dropFirst()
    switch component.key {
    case .property(let name):
      guard TypeMetadata(type).kind == .struct, let layout = StructLayout(TypeMetadata(type)) else {
        throw ShellError(
          .assignment(.notAStruct(owner: StatePath.owner(walked))), at: component.offset)
      }
      guard
        let field = layout.fields.first(where: { $0.name == name })
          ?? layout.fields.first(where: {
            $0.name == "_" + name && $0.type is any StateWrapper.Type
          })
      else {
        throw ShellError.noProperty(
          name, of: StatePath.owner(walked),
          among: layout.fields.map { StatePath.propertyName($0.name) }, at: component.offset)
      }
      guard let fieldType = field.type, !field.isReferenceStorage else {
        throw ShellError(.assignment(.cannotAssign(name)), at: component.offset)
      }
      try write(
        rest, walked: next, at: address + field.offset, of: fieldType, owner: type,
        assign: assign)
    case .index, .id:
      let collection: any StateCollection.Type
      let find: (Any) throws(ShellError) -> Int
      if case .id(let literal) = component.key {
        guard let identified = type as? any IdentifiedStateCollection.Type else {
          throw ShellError.hasNoIDs(StatePath.owner(walked), at: component.offset)
        }
        collection = identified
        find = { value throws(ShellError) in
          try StatePath.offset(
            of: literal, in: value as! any IdentifiedStateCollection, walked: walked)
        }
      } else {
        guard let indexed = type as? any StateCollection.Type,
          case .index(let index) = component.key
        else {
          throw ShellError.notACollection(StatePath.owner(walked), at: component.offset)
        }
        collection = indexed
        find = { value throws(ShellError) in
          try StatePath.checked(index, in: value, walked: walked, at: component.offset)
        }
      }
      try modifyElement(of: collection, at: address, component: component, find: find) {
        pointer throws(ShellError) in
        try write(
          rest, walked: next, at: pointer, of: collection.stateElementType, owner: type,
          assign: assign)
      }
    }
  }

  /// Runs `body` on the element of the collection at `address` whose offset `find` gives.
  private static func modifyElement(
    of collection: any StateCollection.Type, at address: UnsafeMutableRawPointer,
    component: StatePath.Component, find: (Any) throws(ShellError) -> Int,
    body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError) {
    func modify<C: StateCollection>(_: C.Type) throws(ShellError) {
      let pointer = address.assumingMemoryBound(to: C.self)
      let offset = try find(pointer.pointee)
      do throws(ShellError) {
        try pointer.pointee.modifyStateElement(at: offset, body)
      } catch {
        guard error.offset == nil else { throw error }
        throw error.located(at: component.offset)
      }
    }
    try _openExistential(collection, do: modify)
  }
}

extension OptionalContainer {
  /// Whether the optional stored at `address` is nil.
  static func isNone(at address: UnsafeMutableRawPointer) -> Bool {
    return address.assumingMemoryBound(to: Self.self).pointee.isNoneValue
  }
}
