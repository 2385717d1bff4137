@_spi(Reflection) import Swift
import SwiftMetadata

/// Turns values into ``Shape``s, remembering per type how to take them apart.
///
/// One inspector serves one dump or diff; its cache makes the second value of a type cheap, and
/// how a type is taken apart is found once per process (``sharedKinds``).
final class Inspector {
  private var infos = TypeTable<TypeInfo>()
  /// Whether this inspector takes apart the old side of a diff.
  private let isOldSide: Bool

  init(isOldSide: Bool = false) {
    self.isOldSide = isOldSide
  }

  /// How values of each type met so far are taken apart, for every inspector.
  private static let sharedKinds = SharedTypeTable<TypeInfo.Kind>()

  /// The shape of a value, with optionals and ``CustomDumpRepresentable`` values resolved.
  func shape(of value: Any) -> Shape {
    shape(of: value, info: info(for: value))
  }

  /// The shape of a value whose type facts are at hand.
  func shape(of value: Any, info: TypeInfo) -> Shape {
    switch info.kind {
    case .metatype:
      return .text("\(dumpTypeName(value as! Any.Type)).self")
    case .identified:
      return .identified(value as! any CustomDumpIdentifiedCollection)
    case .custom:
      if let value = value as? CustomDumpStringConvertible {
        return .text(value.customDumpDescription)
      }
      if isOldSide, let value = value as? CustomDumpDiffRepresentable {
        return shape(of: value.customDumpOldValue)
      }
      if let value = value as? CustomDumpRepresentable {
        return shape(of: value.customDumpValue)
      }
      let mirror = (value as! CustomDumpReflectable).customDumpMirror
      return shape(of: value, mirror: mirror, info: info)
    case .string:
      return .string(value as! String)
    case .bool:
      return .text((value as! Bool) ? "true" : "false")
    case .int:
      return .text(String(value as! Int))
    case .double:
      return .text(floatingText(value as! Double))
    case .float:
      return .text(floatingText(value as! any BinaryFloatingPoint))
    case .described:
      return .text(String(describing: value))
    case .optional:
      guard let wrapped = (value as! any OptionalAccess).wrappedAny else { return .text("nil") }
      return shape(of: wrapped)
    case .array:
      return .collection((value as! any ArrayAccess).elementList)
    case .dictionary:
      return .dictionary((value as! any DictionaryAccess).anyPairs)
    case .set:
      return .set((value as! any SetAccess).anyElements)
    case .fields(let fields):
      guard let children = fieldValues(of: value, type: info.type, fields) else {
        return shape(of: value, mirror: Mirror(reflecting: value), info: info)
      }
      return .structure(type: info.type, children: children)
    case .enumeration(let isError):
      return enumShape(of: value, info: info, isError: isError)
    case .reflected:
      return shape(of: value, mirror: Mirror(reflecting: value), info: info)
    }
  }

  /// Whether a value prints without nested values (see ``Shape/isLeaf``), without boxing the
  /// elements of a standard collection to find out.
  func isLeaf(_ value: Any) -> Bool {
    let info = info(for: value)
    switch info.kind {
    case .int, .bool, .string, .double, .float, .described, .metatype: return true
    case .array: return (value as! any ArrayAccess).isEmpty
    case .dictionary: return (value as! any DictionaryAccess).isEmpty
    case .set: return (value as! any SetAccess).isEmpty
    default: return shape(of: value, info: info).isLeaf
    }
  }

  /// The cached facts about a value's type.
  func info(for value: Any) -> TypeInfo {
    let type = Swift.type(of: value)
    if let info = infos[type] { return info }
    let info = TypeInfo(type: type, kind: Self.sharedKind(of: value))
    infos.insert(info, for: type)
    return info
  }

  private func shape(of value: Any, mirror: Mirror, info: TypeInfo) -> Shape {
    switch mirror.displayStyle {
    case .struct?:
      return .structure(type: mirror.subjectType, children: children(of: mirror))
    case .class?:
      var children = children(of: mirror)
      var superclassMirror = mirror.superclassMirror
      while let ancestor = superclassMirror {
        children.insert(contentsOf: self.children(of: ancestor), at: 0)
        superclassMirror = ancestor.superclassMirror
      }
      guard Swift.type(of: value) is AnyClass else {
        return .structure(type: mirror.subjectType, children: children)
      }
      return .object(value as AnyObject, type: mirror.subjectType, children: children)
    case .enum?:
      let isError: Bool
      if case .enumeration(let isErrorType) = info.kind, info.type == mirror.subjectType {
        isError = isErrorType
      } else {
        isError = value is any Error
      }
      let isOwnMirror = Swift.type(of: value) == mirror.subjectType
      guard let child = mirror.children.first else {
        let name = isOwnMirror ? enumCaseName(value) : String(describing: value)
        return .enumCase(type: mirror.subjectType, name: name, payload: nil, qualified: isError)
      }
      return .enumCase(
        type: mirror.subjectType, name: child.label ?? "@unknown", payload: payload(child.value),
        qualified: isError)
    case .optional?:
      guard let wrapped = mirror.children.first?.value else { return .text("nil") }
      return shape(of: wrapped)
    case .collection?:
      return .collection(ElementList(mirror.children.map(\.value)))
    case .dictionary?:
      return .dictionary(
        mirror.children.map { child in
          let pair = Mirror(reflecting: child.value).children.map(\.value)
          return pair.count == 2 ? (pair[0], pair[1]) : (child.label ?? "", child.value)
        })
    case .set?:
      return .set(mirror.children.map(\.value))
    case .tuple?:
      return .tuple(tupleChildren(of: mirror))
    default:
      if let string = value as? any StringProtocol { return .string(String(string)) }
      return .text(String(describing: value))
    }
  }

  /// The shape of an enum value, reflected through the runtime's entry points directly.
  ///
  /// `Mirror` adds type-erased collections around the same runtime calls, which more than
  /// doubles the cost of a payload case.
  private func enumShape(of value: Any, info: TypeInfo, isError: Bool) -> Shape {
    let opened = openValue(value)
    let isStoredDirectly = opened.valueType == info.type
    let tag = isStoredDirectly ? enumTag(of: opened, type: info.type) : nil
    let name: String
    let hasPayload: Bool
    if let tag, tag < info.cases.count, let known = info.cases[tag] {
      (name, hasPayload) = known
    } else {
      name = enumCaseName(value)
      if let known = info.caseHasPayload[name] {
        hasPayload = known
      } else {
        hasPayload =
          runtimeChildCount(value, type: runtimeNormalizedType(value, type: info.type)) > 0
        info.caseHasPayload[name] = hasPayload
      }
      if let tag {
        if info.cases.count <= tag {
          info.cases += Array(repeating: nil, count: tag + 1 - info.cases.count)
        }
        info.cases[tag] = (name, hasPayload)
      }
    }
    guard hasPayload else {
      return .enumCase(type: info.type, name: name, payload: nil, qualified: isError)
    }
    if isStoredDirectly, let reader = info.payloadReaders[name] ?? nil, reader.isTrusted {
      return .enumCase(
        type: info.type, name: name, payload: [Child(label: nil, value: reader.read(opened))],
        qualified: isError)
    }
    var label: UnsafePointer<CChar>? = nil
    var freeName: NameFreeFunction? = nil
    let payloadValue = runtimeChild(
      of: value, type: runtimeNormalizedType(value, type: info.type), index: 0, outName: &label,
      outFreeFunc: &freeName)
    freeName?(label)
    if isStoredDirectly {
      let reader =
        info.payloadReaders[name]
        ?? PayloadReader.candidate(payload: payloadValue, enumType: info.type)
      info.payloadReaders[name] =
        reader.flatMap { $0.confirm(opened, reflectedPayload: payloadValue) } == true
        ? reader : .some(nil)
    }
    return .enumCase(
      type: info.type, name: name, payload: payload(payloadValue), qualified: isError)
  }

  /// The values a case carries: the elements of a tuple payload, or the one value.
  private func payload(_ value: Any) -> [Child] {
    guard isTupleType(Swift.type(of: value)) else { return [Child(label: nil, value: value)] }
    return tupleChildren(of: Mirror(reflecting: value))
  }

  private func children(of mirror: Mirror) -> [Child] {
    mirror.children.map { child in
      Child(
        label: child.label.map { displayLabel($0, of: Swift.type(of: child.value)) },
        value: child.value)
    }
  }

  private func tupleChildren(of mirror: Mirror) -> [Child] {
    mirror.children.map { child in
      // Unlabelled tuple elements reflect as `.0`, `.1`, …; they print without a label.
      Child(label: child.label?.first == "." ? nil : child.label, value: child.value)
    }
  }

  /// How values of a value's type are taken apart, found once per type.
  static func sharedKind(of value: Any) -> TypeInfo.Kind {
    let type = Swift.type(of: value)
    // The kind depends on the type alone: every cast and reflection below reads the type.
    return sharedKinds.value(for: type) { kind(of: value, type: type) }
  }

  private static func kind(of value: Any, type: Any.Type) -> TypeInfo.Kind {
    // Casts look through optionals (`Optional(1) is Int`), so optionals are told apart first, by
    // their type.
    if type is any OptionalAccess.Type { return .optional }
    if value is Any.Type { return .metatype }
    if value is any CustomDumpIdentifiedCollection { return .identified }
    if value is CustomDumpStringConvertible || value is CustomDumpRepresentable
      || value is CustomDumpReflectable
    {
      return .custom
    }
    switch type {
    case is String.Type: return .string
    case is Bool.Type: return .bool
    case is Int.Type: return .int
    case is Double.Type: return .double
    default: break
    }
    if value is any BinaryInteger { return .described }
    if value is any BinaryFloatingPoint { return .float }
    if value is any ArrayAccess { return .array }
    if value is any DictionaryAccess { return .dictionary }
    if value is any SetAccess { return .set }
    if value is CustomReflectable { return .reflected }
    switch Mirror(reflecting: value).displayStyle {
    case .struct?:
      return FieldInfo.fields(of: type).map(TypeInfo.Kind.fields) ?? .reflected
    case .enum?:
      return .enumeration(isError: value is any Error)
    default:
      return .reflected
    }
  }
}

/// What an ``Inspector`` remembers about one type.
final class TypeInfo {
  /// How values of the type are taken apart.
  enum Kind: Sendable {
    case metatype, custom, identified, string, bool, int, double, float, described
    case optional, array, dictionary, set
    /// A plain struct whose stored fields are read directly from memory.
    case fields([FieldInfo])
    case enumeration(isError: Bool)
    case reflected
  }

  let type: Any.Type
  let kind: Kind
  /// For enums: whether each case seen so far carries a payload.
  var caseHasPayload: [String: Bool] = [:]
  /// For enums: the name of each case seen so far, and whether it carries a payload, by tag.
  var cases: [(name: String, hasPayload: Bool)?] = []
  /// For enums: how to read each payload case from memory, or `nil` (present) when it cannot be.
  var payloadReaders: [String: PayloadReader?] = [:]

  init(type: Any.Type, kind: Kind) {
    self.type = type
    self.kind = kind
  }
}

private func floatingText(_ value: any BinaryFloatingPoint) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value.sign == .minus ? "-.infinity" : ".infinity" }
  return String(describing: value)
}

private func floatingText(_ value: Double) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  return value.description
}

// MARK: - Enum case names

/// The name of an enum value's case, read from the type's metadata (the runtime looks through
/// the existential).
///
/// `String(describing:)` would give a type's custom `description` instead of the case name.
func enumCaseName(_ value: Any) -> String {
  runtimeEnumCaseName(value).map { String(cString: $0) } ?? "@unknown"
}
