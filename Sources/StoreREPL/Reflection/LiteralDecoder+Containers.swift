import ValueDump

extension LiteralDecoder {
  /// Decodes optionals, arrays, sets, dictionaries, `any Error`, `Any` and `AnyHashable`; `nil`
  /// when `type` is none of them.
  func container(
    _ syntax: LiteralSyntax, as type: any Any.Type, for destination: Destination
  ) throws(DecodeError) -> Any? {
    if let optional = type as? any OptionalContainer.Type {
      return try optionalValue(syntax, as: optional, for: destination)
    }
    if let array = type as? any ArrayContainer.Type {
      let elements = try elements(syntax, as: array.elementType, of: type, for: destination)
      return try built(array.make(elements), as: type, at: syntax)
    }
    if let set = type as? any SetContainer.Type {
      var syntax = syntax
      // `Set(["a"])`, as `String(reflecting:)` prints a set.
      if case .call(let call) = syntax.kind, call.typePath.last == "Set",
        call.arguments.count == 1, call.arguments[0].label == nil
      {
        syntax = call.arguments[0].value
      }
      let elements = try elements(syntax, as: set.elementType, of: type, for: destination)
      return try built(set.make(elements), as: type, at: syntax, elements: arrayElements(syntax))
    }
    if let dictionary = type as? any DictionaryContainer.Type {
      return try dictionaryValue(syntax, as: dictionary, for: destination)
    }
    if type == (any Error).self {
      return errorValue(syntax) as any Error
    }
    if type == Any.self || type == AnyHashable.self {
      return try anyValue(syntax, hashable: type == AnyHashable.self, for: destination)
    }
    return nil
  }

  /// `nil`, `.none`, `.some(x)`, `Optional(x)`, or the wrapped value itself.
  private func optionalValue(
    _ syntax: LiteralSyntax, as type: any OptionalContainer.Type, for destination: Destination
  ) throws(DecodeError) -> Any {
    var wrappedSyntax = syntax
    switch syntax.kind {
    case .nil:
      return type.noneValue
    case .member(let member)
    where TypeName.matches(member.typePath, type) && member.name == "none"
      && member.arguments == nil:
      return type.noneValue
    case .member(let member)
    where TypeName.matches(member.typePath, type) && member.name == "some"
      && member.arguments?.count == 1 && member.arguments?.first?.label == nil:
      wrappedSyntax = member.arguments![0].value
    case .call(let call)
    where call.typePath.last == "Optional" && call.arguments.count == 1
      && call.arguments[0].label == nil:
      wrappedSyntax = call.arguments[0].value
    default:
      break
    }
    let wrapped = try value(wrappedSyntax, as: type.wrappedType, for: destination)
    return try built(type.wrapping(wrapped), as: type, at: syntax)
  }

  /// The elements of an array literal decoded as `elementType`.
  private func elements(
    _ syntax: LiteralSyntax, as elementType: any Any.Type, of type: any Any.Type,
    for destination: Destination
  ) throws(DecodeError) -> [Any] {
    guard let elements = arrayElements(syntax) else {
      throw mismatch(syntax, expected: type, for: destination)
    }
    var values: [Any] = []
    values.reserveCapacity(elements.count)
    for element in elements {
      values.append(
        try value(element, as: elementType, for: .element(of: dumpTypeName(type))))
    }
    return values
  }

  /// The elements of an array literal; `nil` for any other literal.
  private func arrayElements(_ syntax: LiteralSyntax) -> [LiteralSyntax]? {
    guard case .array(let elements) = syntax.kind else { return nil }
    return elements
  }

  /// `[key: value, …]` or `[:]` decoded as a dictionary.
  private func dictionaryValue(
    _ syntax: LiteralSyntax, as type: any DictionaryContainer.Type, for destination: Destination
  ) throws(DecodeError) -> Any {
    let elements: [LiteralSyntax.DictionaryElement]
    switch syntax.kind {
    case .dictionary(let pairs): elements = pairs
    case .array([]): elements = []
    default: throw mismatch(syntax, expected: type, for: destination)
    }
    let name = dumpTypeName(type)
    var pairs: [(key: Any, value: Any)] = []
    for element in elements {
      let key = try value(element.key, as: type.keyType, for: .key(of: name))
      let value = try value(element.value, as: type.valueType, for: .value(of: name))
      pairs.append((key, value))
    }
    return try built(type.make(pairs), as: type, at: syntax, elements: elements.map(\.key))
  }

  /// A container built from checked parts; `nil` means a part had another type.
  private func built(
    _ value: Any?, as type: any Any.Type, at syntax: LiteralSyntax
  )
    throws(DecodeError) -> Any
  {
    guard let value else { throw unsupported(type, "an element has another type", at: syntax) }
    return value
  }

  /// A set or dictionary built from checked parts, refusing a repeated element or key.
  private func built(
    _ result: Result<Any, RepeatedElement>?, as type: any Any.Type, at syntax: LiteralSyntax,
    elements: [LiteralSyntax]?
  ) throws(DecodeError) -> Any {
    switch result {
    case .success(let value):
      return value
    case .failure(let repeated):
      let element = elements?[repeated.index] ?? syntax
      throw DecodeError(.duplicateKey(element.summary), at: element.range.lowerBound)
    case nil:
      throw unsupported(type, "an element has another type", at: syntax)
    }
  }

  /// A ``REPLError`` for an `any Error` payload: see ``REPLError`` for the accepted forms.
  private func errorValue(_ syntax: LiteralSyntax) -> REPLError {
    switch syntax.kind {
    case .string(let message):
      return REPLError(message: message)
    case .call(let call)
    where call.typePath.last == "REPLError" && call.arguments.count == 1
      && (call.arguments[0].label ?? "message") == "message":
      if case .string(let message) = call.arguments[0].value.kind {
        return REPLError(message: message)
      }
      return REPLError(message: syntax.description)
    default:
      return REPLError(message: syntax.description)
    }
  }

  /// A value for an `Any` or `AnyHashable`: the natural type of a scalar literal (`Int`,
  /// `Double`, `Bool`, `String`), and for `Any` arrays of such values.
  private func anyValue(
    _ syntax: LiteralSyntax, hashable: Bool, for destination: Destination
  ) throws(DecodeError) -> Any {
    let natural: any Any.Type
    switch syntax.kind {
    case .integer: natural = Int.self
    case .float: natural = Double.self
    case .boolean: natural = Bool.self
    case .string: natural = String.self
    case .array where !hashable: natural = [Any].self
    default:
      throw mismatch(
        syntax, expected: "a number, a boolean or a string", for: destination)
    }
    let decoded = try value(syntax, as: natural, for: destination)
    guard hashable else { return decoded }
    guard let hashableValue = decoded as? any Hashable else {
      throw unsupported(AnyHashable.self, "the value is not hashable", at: syntax)
    }
    return AnyHashable(hashableValue)
  }
}
