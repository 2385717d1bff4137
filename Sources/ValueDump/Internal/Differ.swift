/// A line of a structural diff, before its marker is chosen by a ``DiffFormat``.
struct DiffLine {
  enum Mark { case both, first, second }
  var mark: Mark
  var text: String
}

/// Walks two values side by side and collects the lines of their diff.
final class Differ {
  let old = DumpContext(isOldSide: true)
  let new = DumpContext()
  var lines: [DiffLine] = []

  /// The separators that follow a value in the old and in the new dump (`,` or nothing).
  struct Separators {
    var old: String
    var new: String
  }

  /// The diff lines, or `nil` when the values are equal.
  func diffRoot(_ lhs: Any, _ rhs: Any) -> [DiffLine]? {
    guard !areEqual(lhs, rhs) else { return nil }
    let noSeparators = Separators(old: "", new: "")
    diffValue(lhs, rhs, label: nil, indent: 0, isRoot: true, separators: noSeparators)
    let removed = lines.filter { $0.mark == .first }.map(\.text)
    let inserted = lines.filter { $0.mark == .second }.map(\.text)
    if removed == inserted {
      // `==` said no (a NaN, a custom `==`), but nothing differs in the dumps.
      lines = [DiffLine(mark: .both, text: "// Not equal but no difference detected:")]
      emitWhole(lhs, rhs, label: nil, indent: 0, isRoot: true, separators: noSeparators)
    }
    return lines
  }

  // MARK: - Equality

  func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let equal = isEqual(lhs, rhs) { return equal }
    return comparableText(lhs, isOldSide: true) == comparableText(rhs, isOldSide: false)
  }

  /// The complete one-line dump of a value, for values that are not `Equatable`.
  func comparableText(_ value: Any, isOldSide: Bool) -> String {
    var writer = DumpWriter(context: DumpContext(isOldSide: isOldSide), isInline: true)
    writer.write(value, label: nil, indent: 0, isRoot: true, depth: .max)
    return writer.out.text
  }

  // MARK: - Walking

  /// Appends the diff of two values known to differ.
  func diffValue(
    _ lhs: Any, _ rhs: Any, label: String?, indent: Int, isRoot: Bool, separators: Separators
  ) {
    if let lhsArray = equatableArray(lhs),
      let affixes = lhsArray.commonAffixes(with: rhs),
      let rhsArray = equatableArray(rhs)
    {
      diffCollection(
        old: ElementSource(lhsArray), new: ElementSource(rhsArray), affixes: affixes,
        label: label, indent: indent, separators: separators)
      return
    }
    let lhsShape = old.inspector.shape(of: lhs)
    let rhsShape = new.inspector.shape(of: rhs)
    let labelPrefix = label.map { "\($0): " } ?? ""
    switch (lhsShape, rhsShape) {
    case (.structure(let lhsType, let lhsChildren), .structure(let rhsType, let rhsChildren))
    where lhsType == rhsType && isWalkable(lhsChildren, rhsChildren):
      diffChildren(
        lhsChildren, rhsChildren, header: labelPrefix + new.prefixName(rhsType) + "(",
        footer: ")", indent: indent, separators: separators)

    case (
      .object(let lhsObject, _, let lhsChildren), .object(let rhsObject, let type, let rhsChildren)
    )
    where lhsObject === rhsObject && isWalkable(lhsChildren, rhsChildren):
      let name = new.prefixName(type)
      _ = old.identify(lhsObject, typeName: name)
      let (id, isRepeat) = new.identify(rhsObject, typeName: name)
      guard !isRepeat else {
        emitWhole(lhs, rhs, label: label, indent: indent, isRoot: isRoot, separators: separators)
        return
      }
      diffChildren(
        lhsChildren, rhsChildren, header: labelPrefix + "#\(id) \(name)(", footer: ")",
        indent: indent, separators: separators)

    case (
      .enumCase(let lhsType, let lhsName, let lhsPayload?, _),
      .enumCase(let rhsType, let rhsName, let rhsPayload?, let qualified)
    )
    where lhsType == rhsType && lhsName == rhsName && isWalkable(lhsPayload, rhsPayload):
      let typePrefix = isRoot || qualified ? new.prefixName(rhsType) : ""
      diffChildren(
        lhsPayload, rhsPayload, header: labelPrefix + typePrefix + "." + rhsName + "(",
        footer: ")", indent: indent, separators: separators)

    case (.tuple(let lhsChildren), .tuple(let rhsChildren))
    where isWalkable(lhsChildren, rhsChildren):
      diffChildren(
        lhsChildren, rhsChildren, header: labelPrefix + "(", footer: ")", indent: indent,
        separators: separators)

    case (.collection(let lhsElements), .collection(let rhsElements)):
      diffCollection(
        old: ElementSource(lhsElements), new: ElementSource(rhsElements), affixes: (0, 0),
        label: label, indent: indent, separators: separators)

    case (.identified(let lhsElements), .identified(let rhsElements)):
      diffIdentified(
        old: lhsElements, new: rhsElements, label: label, indent: indent, separators: separators)

    case (.dictionary(let lhsPairs), .dictionary(let rhsPairs))
    where !lhsPairs.isEmpty && !rhsPairs.isEmpty:
      diffKeyed(
        old: sortedByKey(lhsPairs), new: sortedByKey(rhsPairs), prefix: "[", suffix: "]",
        label: label, indent: indent, separators: separators)

    case (.set(let lhsElements), .set(let rhsElements)):
      diffKeyed(
        old: sortedElements(lhsElements), new: sortedElements(rhsElements), prefix: "Set([",
        suffix: "])", label: label, indent: indent, separators: separators)

    case (.string(let lhsString), .string(let rhsString))
    where StringLiteral.isMultiline(lhsString) && StringLiteral.isMultiline(rhsString):
      diffLines(
        lhsString, rhsString, label: label, indent: indent, separators: separators)

    default:
      emitWhole(lhs, rhs, label: label, indent: indent, isRoot: isRoot, separators: separators)
    }
  }

  /// Whether two lists of children line up by label and would not print on a single line.
  func isWalkable(_ lhs: [Child], _ rhs: [Child]) -> Bool {
    guard lhs.count == rhs.count, !lhs.isEmpty,
      zip(lhs, rhs).allSatisfy({ $0.label == $1.label })
    else { return false }
    if lhs.count == 1 {
      // A single leaf prints inline (`Wrapper(id: 1)`); a change to it shows the whole line.
      return !new.inspector.isLeaf(rhs[0].value) || !old.inspector.isLeaf(lhs[0].value)
    }
    return true
  }

  func diffChildren(
    _ lhs: [Child], _ rhs: [Child], header: String, footer: String, indent: Int,
    separators: Separators
  ) {
    emit(.both, indent: indent, header)
    for index in rhs.indices {
      let childSeparators = Separators(
        old: index < lhs.count - 1 ? "," : "", new: index < rhs.count - 1 ? "," : "")
      diffChild(
        lhs[index].value, rhs[index].value, label: rhs[index].label, indent: indent + 2,
        separators: childSeparators)
    }
    emit(.both, indent: indent, footer + separators.new)
  }

  /// Appends a child that may or may not have changed: shallow when unchanged, its diff
  /// otherwise.
  func diffChild(
    _ lhs: Any, _ rhs: Any, label: String?, indent: Int, separators: Separators
  ) {
    // For arrays, the common prefix and suffix decide equality and are needed for the diff
    // anyway: one pass over the elements instead of two.
    if let lhsArray = equatableArray(lhs),
      let affixes = lhsArray.commonAffixes(with: rhs),
      let rhsArray = equatableArray(rhs)
    {
      if affixes.prefix == lhsArray.elementCount && affixes.prefix == rhsArray.elementCount {
        emitUnchanged(rhs, label: label, indent: indent, separator: separators.new)
      } else {
        diffCollection(
          old: ElementSource(lhsArray), new: ElementSource(rhsArray), affixes: affixes,
          label: label, indent: indent, separators: separators)
      }
    } else if areEqual(lhs, rhs) {
      emitUnchanged(rhs, label: label, indent: indent, separator: separators.new)
    } else {
      diffValue(lhs, rhs, label: label, indent: indent, isRoot: false, separators: separators)
    }
  }

  // MARK: - Multi-line strings

  func diffLines(
    _ lhs: String, _ rhs: String, label: String?, indent: Int, separators: Separators
  ) {
    let hashes = max(StringLiteral.multilineHashes(lhs), StringLiteral.multilineHashes(rhs))
    let bodyIndent = indent + (label == nil ? 0 : 2)
    emit(.both, indent: indent, (label.map { "\($0): " } ?? "") + hashes + "\"\"\"")
    for change in lineDiff(lhs, rhs) {
      let mark: DiffLine.Mark
      switch change.kind {
      case .unchanged: mark = .both
      case .removed: mark = .first
      case .inserted: mark = .second
      }
      emit(mark, indent: change.text.isEmpty ? 0 : bodyIndent, change.text)
    }
    emit(.both, indent: bodyIndent, "\"\"\"" + hashes + separators.new)
  }

  // MARK: - Emitting lines

  func emit(_ mark: DiffLine.Mark, indent: Int, _ text: String) {
    lines.append(DiffLine(mark: mark, text: new.indentation(indent) + text))
  }

  /// Appends a value that did not change, shallowly (`Type(…)`).
  func emitUnchanged(_ value: Any, label: String?, indent: Int, separator: String) {
    emitDump(
      value, context: new, mark: .both, label: label, indent: indent, isRoot: false,
      separator: separator, depth: 0)
  }

  /// Appends both values whole: the old one marked first, the new one marked second.
  func emitWhole(
    _ lhs: Any, _ rhs: Any, label: String?, indent: Int, isRoot: Bool, separators: Separators
  ) {
    emitDump(
      lhs, context: old, mark: .first, label: label, indent: indent, isRoot: isRoot,
      separator: separators.old)
    emitDump(
      rhs, context: new, mark: .second, label: label, indent: indent, isRoot: isRoot,
      separator: separators.new)
  }

  func emitDump(
    _ value: Any, context: DumpContext, mark: DiffLine.Mark, label: String?, indent: Int,
    isRoot: Bool, separator: String, depth: Int = .max
  ) {
    var writer = DumpWriter(context: context, isInline: false)
    writer.write(value, label: label, indent: indent, isRoot: isRoot, depth: depth)
    var isFirst = true
    for line in writer.out.text.lines() {
      lines.append(
        DiffLine(mark: mark, text: isFirst ? new.indentation(indent) + line : String(line)))
      isFirst = false
    }
    lines[lines.count - 1].text += separator
  }
}
