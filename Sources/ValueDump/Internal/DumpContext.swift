/// What one dump (or one side of a diff) shares while it writes: the inspector's type cache,
/// type names, indentation strings and the identities of the objects already printed.
final class DumpContext {
  let inspector: Inspector
  private let isOldSide: Bool
  private var typeNames = TypeTable<String>()
  private var indentations: [String] = [""]
  private var objectIDs: [ObjectIdentifier: Int] = [:]
  private var objectCountPerType: [String: Int] = [:]
  private var printedObjects: Set<ObjectIdentifier> = []
  /// A context for text that is compared rather than shown.
  private(set) lazy var scratch: DumpContext = DumpContext(isOldSide: isOldSide)

  /// Creates a context, for a dump or for one side of a diff.
  ///
  /// - Parameter isOldSide: Whether it writes the old side of a diff, where
  ///   ``CustomDumpDiffRepresentable`` values show their old value.
  init(isOldSide: Bool = false) {
    self.isOldSide = isOldSide
    self.inspector = Inspector(isOldSide: isOldSide)
  }

  /// The names printed in front of values, for every context.
  private static let sharedTypeNames = SharedTypeTable<String>()

  /// The name printed in front of a value of this type: `State`, `Result`, `Feature.Action`.
  func prefixName(_ type: Any.Type) -> String {
    if let name = typeNames[type] { return name }
    let name = Self.sharedTypeNames.value(for: type) {
      dumpTypeName(type, genericsAbbreviated: true)
    }
    typeNames.insert(name, for: type)
    return name
  }

  /// A string of `count` spaces.
  func indentation(_ count: Int) -> String {
    while indentations.count <= count {
      indentations.append(String(repeating: " ", count: indentations.count))
    }
    return indentations[count]
  }

  /// The number that identifies an object among the objects of its type (`#1`, `#2`, …), and
  /// whether it was printed before (a repeat or a cycle, shown as `↩︎`).
  func identify(_ object: AnyObject, typeName: String) -> (id: Int, isRepeat: Bool) {
    let key = ObjectIdentifier(object)
    if let id = objectIDs[key] {
      return (id, !printedObjects.insert(key).inserted)
    }
    let id = objectCountPerType[typeName, default: 0] + 1
    objectCountPerType[typeName] = id
    objectIDs[key] = id
    printedObjects.insert(key)
    return (id, false)
  }
}
