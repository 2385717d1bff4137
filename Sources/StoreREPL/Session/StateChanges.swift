import Composable
import ValueDump

/// The changes between two states as the assignments a test writes: `$0.count = -1`,
/// `$0.main?.weather.city = "Busan"`, `$0.rows[3].isDone = true`.
enum StateChanges {
  /// The assignments from `before` to `after`, going down into the structs, optionals and
  /// same-length arrays of the feature's own types, so that each line names what changed.
  ///
  /// - Parameter form: How each change is written: as an assignment, or as the shell's compact
  ///   diff writes it (`count: 0 → -1`).
  static func between(
    _ before: Any, _ after: Any, path: String, form: Form = .assignment
  ) -> [String] {
    guard !areEqual(before, after) else { return [] }
    // The casts and mirrors below find nothing in a number, a Boolean or a string: it is
    // assigned whole.
    if isPlainScalar(after), isPlainScalar(before) {
      guard case .assignment = form else { return [change(path, before, after, form: form)] }
      return ["\(path) = \(swiftUUIDs(in: customDumpInline(after, rootTypeName: true)))"]
    }
    // A plain struct of the feature's own, read through what is known about its type: what
    // `Mirror` gives, without reading the type's metadata again for every value.
    if let oldFields = plainStructFields(of: before), let newFields = plainStructFields(of: after) {
      guard isFeatureType(type(of: after)) else {
        return [change(path, before, after, form: form)]
      }
      return structChanges(
        oldFields.map { (label: $0.name, value: $0.value) },
        newFields.map { (label: $0.name, value: $0.value) }, before: before, after: after,
        path: path, form: form)
    }
    if let old = before as? any CustomDumpIdentifiedCollection,
      let new = after as? any CustomDumpIdentifiedCollection
    {
      return identified(old, new, path: path, form: form)
    }
    // Shared state is changed with exclusive access, in a test's assertion too:
    // `$0.$count.withLock { $0 = 1 }`, one line for each change inside it.
    if let new = after as? any CustomDumpDiffRepresentable & CustomDumpPropertyWrapper,
      let old = before as? any CustomDumpDiffRepresentable & CustomDumpPropertyWrapper
    {
      guard case .assignment = form else {
        return between(old.customDumpOldValue, new.customDumpValue, path: path, form: form)
      }
      let changes = between(old.customDumpOldValue, new.customDumpValue, path: "$0")
      let lines = [closure("\(sharedPath(path)).withLock", changes)]
      if let writes = sharedWrites, let shared = new as? any SharedIdentifying {
        writes.note(lines, of: shared)
      }
      return lines
    }
    // Presentation state is assigned through its property, `$0.destination`: what it presents
    // changes as any optional does.
    if let wrapper = after as? any CustomDumpPropertyWrapper & CustomDumpRepresentable {
      guard
        let old = (before as? any CustomDumpPropertyWrapper & CustomDumpRepresentable)?
          .customDumpValue
      else { return [change(path, before, wrapper.customDumpValue, form: form)] }
      return between(old, wrapper.customDumpValue, path: path, form: form)
    }
    let old = Mirror(reflecting: before)
    let new = Mirror(reflecting: after)
    switch (old.displayStyle, new.displayStyle) {
    case (.struct, .struct) where isFeatureType(type(of: after)):
      return structChanges(
        old.children.map { ($0.label, $0.value) }, new.children.map { ($0.label, $0.value) },
        before: before, after: after, path: path, form: form)
    case (.optional, .optional):
      guard let old = old.children.first?.value, let new = new.children.first?.value else {
        break
      }
      let style = Mirror(reflecting: new).displayStyle
      guard style == .struct && isFeatureType(type(of: new)) || style == .enum && isCaseState(new)
      else { break }
      return between(old, new, path: "\(path)?", form: form)
    case (.enum, .enum) where isCaseState(after):
      // The same case of a `@Reducer enum`'s state: its payload changed in place, as TCA's
      // tests write it, `$0.destination?.modify(\.edit) { $0.title = "Draft" }`; the shell's
      // diff names it `destination.edit.title`.
      guard let old = old.children.first, let new = new.children.first, let label = new.label,
        old.label == label, !(new.value is any SwiftSourceRepresentable)
      else { break }
      guard case .assignment = form else {
        return between(old.value, new.value, path: "\(path).\(label)?", form: form)
      }
      return [
        closure("\(path).modify(\\.\(label))", between(old.value, new.value, path: "$0"))
      ]
    case (.collection, .collection):
      let oldElements = Array(old.children)
      let newElements = Array(new.children)
      guard oldElements.count == newElements.count, let first = newElements.first,
        Mirror(reflecting: first.value).displayStyle == .struct
      else { break }
      return zip(oldElements, newElements).enumerated().flatMap { index, pair in
        between(pair.0.value, pair.1.value, path: "\(path)[\(index)]", form: form)
      }
    default:
      break
    }
    return [change(path, before, after, form: form)]
  }

  /// How ``between(_:_:path:form:)`` writes a change.
  enum Form {
    /// `$0.count = -1`, as a test's assertion.
    case assignment
    /// `count: 0 → -1`, each value cut to `room` columns at most (`.addContact(…)`).
    case compact(room: Int)
  }

  /// One change of `path` from `before` to `after`, in `form`.
  private static func change(_ path: String, _ before: Any, _ after: Any, form: Form) -> String {
    switch form {
    case .assignment:
      return assignment(path, after)
    case let .compact(room):
      var name = path.hasPrefix("$0") ? String(path.dropFirst(2)) : path
      if name.hasPrefix(".") { name.removeFirst() }
      name = name.filter { $0 != "?" }
      return "\(name.isEmpty ? "state" : name): \(abbreviated(literal(before), room)) → "
        + abbreviated(literal(after), room)
    }
  }

  /// A value's literal cut to `room` columns: its case or type and `(…)` when that fits
  /// (`.addContact(…)`), else its first columns and `…`.
  static func abbreviated(_ literal: String, _ room: Int) -> String {
    guard literal.count > room else { return literal }
    if let open = literal.firstIndex(where: { $0 == "(" || $0 == "[" }) {
      let head = literal[..<open]
      let brackets = literal[open] == "(" ? "(…)" : "[…]"
      if head.count + 3 <= room { return head + brackets }
    }
    return literal.prefix(Swift.max(1, room - 1)) + "…"
  }

  /// The assignments for the stored properties of two values of a struct of the feature's own,
  /// each field by its label; the whole new value when the fields do not line up.
  private static func structChanges(
    _ old: [(label: String?, value: Any)], _ new: [(label: String?, value: Any)], before: Any,
    after: Any, path: String, form: Form
  ) -> [String] {
    guard old.count == new.count,
      zip(old, new).allSatisfy({ $0.label == $1.label && $0.label != nil })
    else { return [change(path, before, after, form: form)] }
    return zip(old, new).flatMap { old, new in
      var label = old.label!
      if label.hasPrefix("_"), new.value is any CustomDumpPropertyWrapper {
        label.removeFirst()
      }
      return between(old.value, new.value, path: "\(path).\(label)", form: form)
    }
  }

  /// Assignments that give each stored property of `value` the value it has, starting from a
  /// value made with `init()`: through the stored properties of the feature's own structs
  /// (`initialState.splash.isSplashCompleted = false`), so that no memberwise initializer is
  /// needed; a property of any other type is assigned a literal.
  static func rebuilding(_ value: Any, path: String) -> [String] {
    if let shared = value as? any CustomDumpDiffRepresentable & CustomDumpPropertyWrapper {
      return ["\(sharedPath(path)).withLock { $0 = \(literal(shared.customDumpValue)) }"]
    }
    if let wrapper = value as? any CustomDumpPropertyWrapper & CustomDumpRepresentable {
      return [assignment(path, wrapper.customDumpValue)]
    }
    guard let properties = storedProperties(of: value) else {
      return [assignment(path, value)]
    }
    return properties.flatMap { rebuilding($0.value, path: "\(path).\($0.name)") }
  }

  /// The stored properties of a struct of the feature's own, as a test names them (a property
  /// wrapper by its property's name), or nil for any other value, or one that dumps itself its
  /// own way.
  static func storedProperties(of value: Any) -> [(name: String, value: Any)]? {
    guard !(value is any CustomDumpIdentifiedCollection), !(value is any CustomDumpRepresentable),
      !(value is any CustomDumpStringConvertible), !(value is any CustomDumpReflectable),
      isFeatureType(type(of: value))
    else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct, mirror.children.allSatisfy({ $0.label != nil }) else {
      return nil
    }
    return mirror.children.map { child in
      var name = child.label!
      if name.hasPrefix("_"), child.value is any CustomDumpPropertyWrapper { name.removeFirst() }
      return (name, child.value)
    }
  }

  /// The path of a shared value's projection, with exclusive access: `$0.$count` for `$0.count`.
  /// A call whose trailing closure makes `changes`: on one line when it is one short line, else
  /// a line each, as a test groups them.
  private static func closure(_ call: String, _ changes: [String]) -> String {
    if changes.count == 1, !changes[0].contains("\n") {
      let line = "\(call) { \(changes[0]) }"
      if line.count <= assignmentWidth { return line }
    }
    return "\(call) {\n"
      + changes.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map { "  " + $0 }.joined(separator: "\n") + "\n}"
  }

  private static func sharedPath(_ path: String) -> String {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    return (components.dropLast() + ["$" + (components.last ?? "")]).joined(separator: ".")
  }

  /// An identified collection whose ids did not change: each changed element by its id.
  private static func identified(
    _ old: any CustomDumpIdentifiedCollection, _ new: any CustomDumpIdentifiedCollection,
    path: String, form: Form
  ) -> [String] {
    let oldElements = (0..<old.customDumpElementCount).map(old.customDumpElement(at:))
    let newElements = (0..<new.customDumpElementCount).map(new.customDumpElement(at:))
    if case .assignment = form, oldElements.map(\.id) != newElements.map(\.id),
      let changes = removedAndAppended(oldElements, newElements, path: path)
    {
      return changes
    }
    guard oldElements.map(\.id) == newElements.map(\.id) else {
      func list(_ elements: [(id: AnyHashable, element: Any)]) -> String {
        "[\(elements.map { literal($0.element) }.joined(separator: ", "))]"
      }
      guard case let .compact(room) = form else { return ["\(path) = \(list(newElements))"] }
      var name = String(path.dropFirst(path.hasPrefix("$0.") ? 3 : 0)).filter { $0 != "?" }
      if name == "$0" { name = "state" }
      func summarized(_ elements: [(id: AnyHashable, element: Any)]) -> String {
        let text = list(elements)
        return text.count <= room ? text : "[\(counted(elements.count, "element"))]"
      }
      return ["\(name): \(summarized(oldElements)) → \(summarized(newElements))"]
    }
    return zip(oldElements, newElements).flatMap { old, new in
      between(
        old.element, new.element, path: "\(path)[id: \(literal(new.id.base))]?", form: form)
    }
  }

  /// The assignments by id that turn one identified collection into another that has lost
  /// elements and gained some at its end, the others in the same order: `$0.path[id: 1] = nil`
  /// for a pop, `$0.path[id: 2] = .detail(…)` for a push, as a test writes them. Nil when the
  /// elements moved, one came in before another, or none is left: the whole new value says it
  /// better (`$0.todos = []`).
  private static func removedAndAppended(
    _ old: [(id: AnyHashable, element: Any)], _ new: [(id: AnyHashable, element: Any)],
    path: String
  ) -> [String]? {
    guard !new.isEmpty else { return nil }
    let newIDs = Set(new.map(\.id))
    let kept = old.filter { newIDs.contains($0.id) }
    guard kept.elementsEqual(new.prefix(kept.count), by: { $0.id == $1.id }) else { return nil }
    func element(_ id: AnyHashable) -> String { "\(path)[id: \(literal(id.base))]" }
    let removed = old.filter { !newIDs.contains($0.id) }.map { "\(element($0.id)) = nil" }
    let changed = zip(kept, new).flatMap { old, new in
      between(old.element, new.element, path: element(new.id) + "?")
    }
    let appended = new.dropFirst(kept.count).map { assignment(element($0.id), $0.element) }
    return removed + changed + appended
  }

  /// `path = value`, the value as Swift source: on one line, or, when that is longer than a
  /// test's line and the value has a form on several lines (an alert, a dialog), in that form.
  static func assignment(_ path: String, _ value: Any) -> String {
    let line = "\(path) = \(literal(value))"
    guard line.count > assignmentWidth else { return line }
    let mirror = Mirror(reflecting: value)
    let unwrapped: Any? = mirror.displayStyle == .optional ? mirror.children.first?.value : value
    guard let block = (unwrapped as? any SwiftSourceRepresentable)?.swiftSourceBlock else {
      return line
    }
    return "\(path) = \(block)"
  }

  /// The longest assignment written on one line when it could be written on several: what fits
  /// in an exported test's closure, four columns in, on 80 columns.
  static let assignmentWidth = 76

  /// A value as Swift source: `nil`, `-1`, `"text"`, `Weather(city: "Seoul", …)`,
  /// `UUID(uuidString: "…")!`.
  static func literal(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, mirror.children.isEmpty { return "nil" }
    // An optional enum is written as its case, `.edit(…)`, as Swift finds it through the
    // optional.
    let wrapped = mirror.displayStyle == .optional ? mirror.children.first?.value : nil
    let isEnum = Mirror(reflecting: wrapped ?? value).displayStyle == .enum
    let text = customDumpInline(value, rootTypeName: !isEnum) {
      ($0 as? any SwiftSourceRepresentable)?.swiftSource
    }
    return swiftUUIDs(in: text)
  }

  /// A UUID as a test writes it: `UUID(3)` for one that `UUID(_: Int)` makes (the ids of
  /// `UUIDGenerator.incrementing`, as TCA's tests write them), else `UUID(uuidString: "…")!`.
  static func swiftUUID(_ text: Substring) -> String {
    let written = "UUID(uuidString: \"\(text)\")!"
    // `UUID(n)` is zero but for the last 16 hex digits, which hold the magnitude, and the last
    // digit of the third group, which is 1 for a negative n.
    guard text.count == 36, text.hasPrefix("00000000-0000-000"),
      let sign = text.dropFirst(17).first, sign == "0" || sign == "1",
      text.dropFirst(18).first == "-"
    else { return written }
    let digits = text.dropFirst(19).filter { $0 != "-" }
    guard digits.count == 16, let magnitude = UInt64(digits, radix: 16),
      magnitude <= UInt64(Int.max), sign == "0" || magnitude > 0
    else { return written }
    return "UUID(\(sign == "1" ? "-" : "")\(magnitude))"
  }

  /// `text` with each `UUID(<36 characters>)` the dumper prints written as Swift builds it.
  static func swiftUUIDs(in text: String) -> String {
    guard mayHoldUUIDs(text) else { return text }
    var result = ""
    var rest = Substring(text)
    // `firstRange(of:)` searches the substring where it is; Foundation's `range(of:)` would copy
    // all the rest of the text for every `UUID(` met, quadratic in a long text.
    while let range = rest.firstRange(of: "UUID(") {
      result += rest[..<range.lowerBound]
      let after = rest[range.upperBound...]
      let candidate = after.prefix(36)
      if candidate.count == 36, after.dropFirst(36).first == ")",
        candidate.allSatisfy({ $0.isHexDigit || $0 == "-" })
      {
        result += swiftUUID(candidate)
        rest = after.dropFirst(37)
      } else {
        result += "UUID("
        rest = after
      }
    }
    return result + rest
  }

  /// Whether `text` has the bytes of `UUID(` somewhere: wherever the search below finds it, and
  /// without the cost of a search by characters for the many texts that have none.
  private static func mayHoldUUIDs(_ text: String) -> Bool {
    let opening = Array("UUID(".utf8)
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= opening.count else { return false }
      for start in 0...(bytes.count - opening.count)
      where bytes[start] == opening[0]
        && bytes[start + 1] == opening[1] && bytes[start + 2] == opening[2]
        && bytes[start + 3] == opening[3] && bytes[start + 4] == opening[4]
      {
        return true
      }
      return false
    }
  }

  /// Whether a value is the state of a `@Reducer enum`, whose cases' payloads a test reaches
  /// through dynamic members: `state.detail`.
  private static func isCaseState(_ value: Any) -> Bool {
    type(of: value) is any CaseReducerState.Type
  }

  /// Whether a type is the feature's own, not one of the standard library's or Foundation's.
  static func isFeatureType(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = featureTypes.withLock({ $0[key] }) { return known }
    let name = String(reflecting: type)
    let isFeature = !name.hasPrefix("Swift.") && !name.hasPrefix("Foundation.")
    featureTypes.withLock { $0[key] = isFeature }
    return isFeature
  }

  /// Whether two values are equal: by `==` when they are `Equatable`, else by their dumps.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let isEqual = equalIfEquatable(lhs, rhs) { return isEqual }
    return customDump(lhs) == customDump(rhs)
  }

  /// Whether each type met so far is the feature's own, kept because a type's name is read from
  /// its metadata, and a step compares many values of a handful of types.
  private static let featureTypes = Lock<[ObjectIdentifier: Bool]>([:])
}
