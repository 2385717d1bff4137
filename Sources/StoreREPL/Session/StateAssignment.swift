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
      throw ShellError(
        "expected '{' to start the expected state, or the end of the line", at: offset)
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
      guard !text.isEmpty else { throw ShellError("expected '}' to close the block", at: offset) }
      let pathText = text.prefix { $0 != "=" && $0 != " " && $0 != "}" && $0 != ";" }
      let path = try StatePath.parse(pathText, offset: offset)
      guard !path.components.isEmpty else {
        throw ShellError("expected a property name to assign", at: offset)
      }
      text = text.dropFirst(pathText.count)
      offset += pathText.utf8.count
      skipSpaces()
      guard text.hasPrefix("="), !text.hasPrefix("==") else {
        throw ShellError("expected '=' after '\(path.text)'", at: offset)
      }
      text = text.dropFirst()
      offset += 1
      skipSpaces()
      let parsed: (syntax: LiteralSyntax, end: Int)
      do {
        parsed = try LiteralParser.parsePrefix(text)
      } catch {
        throw ShellError(error, shiftedBy: offset)
      }
      assignments.append(StateAssignment(path: path, value: parsed.syntax, valueOffset: offset))
      let consumed = String(decoding: Array(text.utf8)[..<parsed.end], as: UTF8.self)
      text = text.dropFirst(consumed.count)
      offset += parsed.end
      skipSpaces()
      if text.hasPrefix(";") || text.hasPrefix(",") {
        text = text.dropFirst()
        offset += 1
      } else if !text.hasPrefix("}") {
        throw ShellError("expected ';' or '}' after the value", at: offset)
      }
    }
    skipSpaces()
    guard text.isEmpty else {
      throw ShellError("unexpected text after the block: '\(text)'", at: offset)
    }
    return assignments
  }

  /// Writes the value into `state` at the path.
  ///
  /// The path must lead through stored properties of structs (optionals on the way must be
  /// non-nil); the value is decoded as the property's type before anything is written.
  func apply<State>(to state: inout State) throws(ShellError) {
    let value = self.value
    let valueOffset = self.valueOffset
    let path = self.path
    var failure: ShellError?
    withUnsafeMutablePointer(to: &state) { pointer in
      do throws(ShellError) {
        let (address, type) = try Self.locate(
          path, in: UnsafeMutableRawPointer(pointer), of: State.self)
        let decoded: Any
        do throws(DecodeError) {
          decoded = try LiteralDecoder().value(
            value, as: type,
            for: .field(type: TypeName.display(type), name: path.components.last!.name))
        } catch {
          throw ShellError(error, shiftedBy: valueOffset)
        }
        func store<T>(_: T.Type) {
          address.assumingMemoryBound(to: T.self).pointee = decoded as! T
        }
        _openExistential(type, do: store)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  private static func locate(
    _ path: StatePath, in root: UnsafeMutableRawPointer, of rootType: Any.Type
  ) throws(ShellError) -> (UnsafeMutableRawPointer, Any.Type) {
    var address = root
    var type = rootType
    var walked: [String] = []
    for component in path.components {
      while let optional = type as? any OptionalContainer.Type {
        guard !optional.isNone(at: address) else {
          throw ShellError("'\(walked.joined(separator: "."))' is nil", at: component.offset)
        }
        type = optional.wrappedType
      }
      guard TypeMetadata(type).kind == .struct, let layout = StructLayout(TypeMetadata(type)) else {
        throw ShellError(
          "can't assign inside \(StatePath.owner(walked)): it is not a struct",
          at: component.offset)
      }
      guard let field = layout.fields.first(where: { $0.name == component.name }) else {
        throw ShellError(
          "\(StatePath.owner(walked)) has no property '\(component.name)'"
            + Suggestion.didYouMean(component.name, among: layout.fields.map(\.name)),
          at: component.offset)
      }
      guard let fieldType = field.type, !field.isReferenceStorage else {
        throw ShellError("can't assign to '\(component.name)'", at: component.offset)
      }
      address += field.offset
      type = fieldType
      walked.append(component.name)
    }
    return (address, type)
  }
}

// NB: an `Optional`'s payload sits at offset 0 of its storage, so a non-nil optional can be
// walked into like a struct field at offset 0.
extension OptionalContainer {
  /// Whether the optional stored at `address` is nil.
  static func isNone(at address: UnsafeMutableRawPointer) -> Bool {
    return address.assumingMemoryBound(to: Self.self).pointee.isNoneValue
  }
}
