import Composable
@_spi(Reflection) import Swift
import SwiftMetadata
import ValueDump

extension BindingAction: LiteralDecodable {
  /// Builds a binding action from `.set(\.name, value)`, or `.set(\State.name, value)` as the
  /// dumper prints it: the key path names a stored `var` of the state (through stored properties
  /// for a nested one, `\.settings.isOn`), whose type is `Equatable` and `Sendable`, and the value
  /// is decoded as that property's type.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The binding action.
  /// - Throws: ``DecodeError`` when the literal is no binding action, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> BindingAction<Root> {
    let context = "a binding action"
    guard case .member(let member) = literal.kind, member.name == "set",
      let arguments = member.arguments
    else {
      throw .mismatch(literal, expected: "'.set(\\.property, value)'", context: context)
    }
    guard arguments.count == 2 else {
      throw DecodeError(
        .wrongArgumentCount(context: "'.set' of \(context)", expected: 2, found: arguments.count),
        at: literal.range.lowerBound)
    }
    if let labeled = arguments.first(where: { $0.label != nil }), let label = labeled.label {
      throw DecodeError(
        .wrongLabel(context: "'.set' of \(context)", expected: nil, found: label),
        at: labeled.labelRange?.lowerBound ?? labeled.value.range.lowerBound)
    }
    let (pathSyntax, valueSyntax) = (arguments[0].value, arguments[1].value)
    guard case .keyPath(let written) = pathSyntax.kind else {
      throw .mismatch(
        pathSyntax, expected: "a key path such as \\.name", context: "the property of \(context)")
    }
    let rootName = dumpTypeName(Root.self)
    guard written.typePath.isEmpty || TypeName.matches(written.typePath, Root.self) else {
      throw DecodeError(
        .wrongTypeName(written: written.typePath.joined(separator: "."), expected: rootName),
        at: pathSyntax.range.lowerBound + 1)
    }
    let keyPath = try storedKeyPath(written.properties, at: pathSyntax.range.lowerBound)
    let property = written.properties.joined(separator: ".")
    let valueType = type(of: keyPath).valueType
    guard let bindable = valueType as? any (Equatable & Sendable).Type else {
      throw DecodeError(
        .notBindable(
          property: property, type: rootName,
          reason: "\(dumpTypeName(valueType)) is not Equatable and Sendable"),
        at: pathSyntax.range.lowerBound)
    }
    func set<Value: Equatable & Sendable>(
      _: Value.Type
    ) throws(DecodeError) -> BindingAction<Root> {
      guard let writable = keyPath as? WritableKeyPath<Root, Value> else {
        throw DecodeError(
          .notBindable(property: property, type: rootName, reason: "it is a 'let'"),
          at: pathSyntax.range.lowerBound)
      }
      let decoded = try LiteralDecoder().value(
        valueSyntax, as: Value.self, for: .field(type: rootName, name: property))
      guard let value = decoded as? Value else {
        throw DecodeError(
          .unsupportedType(
            type: dumpTypeName(Value.self), reason: "the built value has another type"),
          at: valueSyntax.range.lowerBound)
      }
      return .set(writable, value)
    }
    return try set(bindable)
  }

  /// The key path through the stored properties named, from `Root`; `offset` is where errors
  /// point.
  private static func storedKeyPath(
    _ properties: [String], at offset: Int
  ) throws(DecodeError) -> AnyKeyPath {
    var keyPath: AnyKeyPath?
    var type: any Any.Type = Root.self
    for property in properties {
      if let reason = unreachableReason(type) {
        throw DecodeError(
          .notBindable(property: property, type: dumpTypeName(type), reason: reason),
          at: offset)
      }
      let fields = storedProperties(of: type)
      guard let field = fields.first(where: { $0.name == property }) else {
        throw DecodeError(
          .unknownField(
            type: dumpTypeName(type), field: property,
            suggestion: Suggestion.best(for: property, among: fields.map(\.name))),
          at: offset)
      }
      if let outer = keyPath {
        // `field` starts where `outer` ends, so the two always join.
        guard let joined = outer.appending(path: field.keyPath) else {
          throw DecodeError(
            .unsupportedType(
              type: dumpTypeName(type), reason: "its key paths could not be joined"),
            at: offset)
        }
        keyPath = joined
      } else {
        keyPath = field.keyPath
      }
      type = Swift.type(of: field.keyPath).valueType
    }
    // The parser gives at least one property; Tab completion starts from none, the root.
    return keyPath ?? \Root.self
  }

  /// Why a binding's key path cannot go through the stored properties of `type`, or `nil` when
  /// it can: the decoder's error and the completer's silence agree.
  private static func unreachableReason(_ type: any Any.Type) -> String? {
    let metadata = TypeMetadata(type)
    guard metadata.kind == .struct else { return "it is not a struct" }
    if let module = metadata.typeDescriptor?.moduleName,
      LiteralDecoder.sealedModules.contains(module)
    {
      return "its stored properties are private to \(module)"
    }
    return nil
  }

  /// The stored properties of a struct with their key paths.
  private static func storedProperties(
    of type: any Any.Type
  ) -> [(name: String, keyPath: AnyKeyPath)] {
    func fields<Value>(_: Value.Type) -> [(name: String, keyPath: AnyKeyPath)] {
      var fields: [(name: String, keyPath: AnyKeyPath)] = []
      _ = _forEachFieldWithKeyPath(of: Value.self) { name, keyPath in
        fields.append((String(cString: name), keyPath))
        return true
      }
      return fields
    }
    return _openExistential(type, do: fields)
  }
}

/// A binding action's type, which Tab completes inside: `.binding(.set(\.na` → `\.name, `.
protocol BindingActionCompleting {
  /// The completions of what is typed after `.binding(`, each from the start of that text:
  /// `.set(\.` first, then the state's properties the key path can name, a bindable one followed
  /// by `, ` and a struct one by `.` too, for its own properties.
  static func completions(after typed: Substring) -> [String]
}

extension BindingAction: BindingActionCompleting {
  static func completions(after typed: Substring) -> [String] {
    let opening = ".set(\\."
    guard typed.hasPrefix(opening) else {
      return opening.hasPrefix(typed) ? [opening] : []
    }
    var components = typed.dropFirst(opening.count).split(
      separator: ".", omittingEmptySubsequences: false
    ).map(String.init)
    let last = components.removeLast()
    // The path typed so far, through the properties the decoder would go through.
    guard let keyPath = try? storedKeyPath(components, at: 0) else { return [] }
    let type = Swift.type(of: keyPath).valueType
    let written = opening + components.map { $0 + "." }.joined()
    return completableProperties(of: type).filter { $0.name.hasPrefix(last) }.flatMap {
      field -> [String] in
      guard let joined = keyPath.appending(path: field.keyPath) else { return [] }
      let valueType = Swift.type(of: field.keyPath).valueType
      var candidates: [String] = []
      if isWritable(joined, valueType), valueType is any (Equatable & Sendable).Type {
        candidates.append(written + field.name + ", ")
      }
      if !completableProperties(of: valueType).isEmpty {
        candidates.append(written + field.name + ".")
      }
      return candidates
    }
  }

  /// The stored properties of a struct whose properties a binding can reach: none for another
  /// kind of type, or for a type of a module whose stored properties are private.
  private static func completableProperties(
    of type: any Any.Type
  ) -> [(name: String, keyPath: AnyKeyPath)] {
    unreachableReason(type) == nil ? storedProperties(of: type) : []
  }

  /// Whether the key path from `Root` to a value of `valueType` can write.
  private static func isWritable(_ keyPath: AnyKeyPath, _ valueType: any Any.Type) -> Bool {
    func writable<Value>(_: Value.Type) -> Bool { keyPath is WritableKeyPath<Root, Value> }
    return _openExistential(valueType, do: writable)
  }
}
