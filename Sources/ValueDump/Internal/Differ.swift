/// A line of a structural diff, before its marker is chosen by a ``DiffFormat``.
struct DiffLine {
  enum Mark { case both, first, second }
  var mark: Mark
  var text: String
}

/// Walks two values side by side and collects the lines of their diff.
final class Differ {
  private let old = DumpContext(isOldSide: true)
  private let new = DumpContext()
  private var lines: [DiffLine] = []

  /// The separators that follow a value in the old and in the new dump (`,` or nothing).
  private struct Separators {
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
      // NB: `==` said no (a NaN, a custom `==`), but nothing differs in the dumps.
      lines = [DiffLine(mark: .both, text: "// Not equal but no difference detected:")]
      emitWhole(lhs, rhs, label: nil, indent: 0, isRoot: true, separators: noSeparators)
    }
    return lines
  }

  // MARK: - Equality

  private func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let equal = isEqual(lhs, rhs) { return equal }
    return comparableText(lhs, isOldSide: true) == comparableText(rhs, isOldSide: false)
  }

  /// The complete one-line dump of a value, for values that are not `Equatable`.
  private func comparableText(_ value: Any, isOldSide: Bool) -> String {
    var writer = DumpWriter(context: DumpContext(isOldSide: isOldSide), isInline: true)
    writer.write(value, label: nil, indent: 0, isRoot: true, depth: .max)
    return writer.out.text
  }

  // MARK: - Walking

  /// Appends the diff of two values known to differ.
  private func diffValue(
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
  private func isWalkable(_ lhs: [Child], _ rhs: [Child]) -> Bool {
    guard lhs.count == rhs.count, !lhs.isEmpty,
      zip(lhs, rhs).allSatisfy({ $0.label == $1.label })
    else { return false }
    if lhs.count == 1 {
      // NB: A single leaf prints inline (`Wrapper(id: 1)`); a change to it shows the whole line.
      return !new.inspector.isLeaf(rhs[0].value) || !old.inspector.isLeaf(lhs[0].value)
    }
    return true
  }

  private func diffChildren(
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
  private func diffChild(
    _ lhs: Any, _ rhs: Any, label: String?, indent: Int, separators: Separators
  ) {
    // NB: For arrays, the common prefix and suffix decide equality and are needed for the diff
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

  // MARK: - Collections

  /// The elements of an array, boxed only when asked for.
  private struct ElementSource {
    let count: Int
    let elements: (Range<Int>) -> [Any]

    init(_ array: any EquatableArrayAccess) {
      count = array.elementCount
      elements = { array.anyElements(in: $0) }
    }

    init(_ elements: ElementList) {
      count = elements.count
      self.elements = { elements.elements(in: $0) }
    }
  }

  private func diffCollection(
    old lhs: ElementSource, new rhs: ElementSource, affixes: (prefix: Int, suffix: Int),
    label: String?, indent: Int, separators: Separators
  ) {
    let (prefix, suffix) = affixes
    let lhsMiddle = lhs.elements(prefix..<(lhs.count - suffix))
    let rhsMiddle = rhs.elements(prefix..<(rhs.count - suffix))
    let script = shortestEditScript(oldCount: lhsMiddle.count, newCount: rhsMiddle.count) {
      self.areEqual(lhsMiddle[$0], rhsMiddle[$1])
    }
    emit(.both, indent: indent, (label.map { "\($0): " } ?? "") + "[")
    let elementIndent = indent + 2
    func oldSeparator(_ index: Int) -> String { index < lhs.count - 1 ? "," : "" }
    func newSeparator(_ index: Int) -> String { index < rhs.count - 1 ? "," : "" }
    func emitUnchangedRun(oldStart: Int, newStart: Int, count: Int) {
      guard count > 0 else { return }
      // NB: Shared lines end with a comma when more follows in either value.
      let separator =
        oldSeparator(oldStart + count - 1).isEmpty ? newSeparator(newStart + count - 1) : ","
      if count == 1 {
        emitUnchanged(
          rhs.elements(newStart..<newStart + 1)[0], label: "[\(newStart)]", indent: elementIndent,
          separator: separator)
      } else {
        emit(.both, indent: elementIndent, "… (\(count) unchanged)" + separator)
      }
    }
    var removals: [Int] = []
    var insertions: [Int] = []
    func flushChanges() {
      for (removal, insertion) in zip(removals, insertions) {
        let (lhsElement, rhsElement) = (lhsMiddle[removal], rhsMiddle[insertion])
        diffValue(
          lhsElement, rhsElement, label: "[\(prefix + insertion)]", indent: elementIndent,
          isRoot: false,
          separators: Separators(
            old: oldSeparator(prefix + removal), new: newSeparator(prefix + insertion)))
      }
      for removal in removals.dropFirst(insertions.count) {
        emitDump(
          lhsMiddle[removal], context: old, mark: .first, label: "[\(prefix + removal)]",
          indent: elementIndent, isRoot: false, separator: oldSeparator(prefix + removal))
      }
      for insertion in insertions.dropFirst(removals.count) {
        emitDump(
          rhsMiddle[insertion], context: new, mark: .second, label: "[\(prefix + insertion)]",
          indent: elementIndent, isRoot: false, separator: newSeparator(prefix + insertion))
      }
      removals.removeAll()
      insertions.removeAll()
    }
    emitUnchangedRun(oldStart: 0, newStart: 0, count: prefix)
    var kept = (old: 0, new: 0, count: 0)
    func flushKept() {
      emitUnchangedRun(oldStart: prefix + kept.old, newStart: prefix + kept.new, count: kept.count)
      kept.count = 0
    }
    for edit in script {
      switch edit {
      case .keep(let old, let new):
        if kept.count == 0 {
          flushChanges()
          kept = (old, new, 0)
        }
        kept.count += 1
      case .remove(let old):
        flushKept()
        removals.append(old)
      case .insert(let new):
        flushKept()
        insertions.append(new)
      }
    }
    flushChanges()
    flushKept()
    emitUnchangedRun(oldStart: lhs.count - suffix, newStart: rhs.count - suffix, count: suffix)
    emit(.both, indent: indent, "]" + separators.new)
  }

  // MARK: - Identified collections

  /// Diffs collections whose elements are matched by id: an element with the same id in both
  /// is unchanged or changed in place; one whose id moved shows on one line at its old place
  /// (`−`) and at its new place (`+`), whole on each side if it also changed.
  private func diffIdentified(
    old lhs: any CustomDumpIdentifiedCollection, new rhs: any CustomDumpIdentifiedCollection,
    label: String?, indent: Int, separators: Separators
  ) {
    let lhsEntries = (0..<lhs.customDumpElementCount).map(lhs.customDumpElement(at:))
    let rhsEntries = (0..<rhs.customDumpElementCount).map(rhs.customDumpElement(at:))
    let lhsOffsets = Dictionary(
      lhsEntries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let rhsOffsets = Dictionary(
      rhsEntries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let script = shortestEditScript(oldCount: lhsEntries.count, newCount: rhsEntries.count) {
      lhsEntries[$0].id == rhsEntries[$1].id
    }
    emit(.both, indent: indent, (label.map { "\($0): " } ?? "") + "[")
    let elementIndent = indent + 2
    func oldSeparator(_ index: Int) -> String { index < lhsEntries.count - 1 ? "," : "" }
    func newSeparator(_ index: Int) -> String { index < rhsEntries.count - 1 ? "," : "" }
    var run: (old: Int, new: Int, count: Int) = (0, 0, 0)
    func flushRun() {
      defer { run.count = 0 }
      guard run.count > 0 else { return }
      let (oldEnd, newEnd) = (run.old + run.count - 1, run.new + run.count - 1)
      let separator = oldSeparator(oldEnd).isEmpty ? newSeparator(newEnd) : ","
      if run.count == 1 {
        emitUnchanged(
          rhsEntries[run.new].element, label: new.idLabel(rhsEntries[run.new].id),
          indent: elementIndent, separator: separator)
      } else {
        emit(.both, indent: elementIndent, "… (\(run.count) unchanged)" + separator)
      }
    }
    for edit in script {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        let (lhsElement, rhsElement) = (lhsEntries[oldIndex].element, rhsEntries[newIndex].element)
        if areEqual(lhsElement, rhsElement) {
          if run.count == 0 { run = (oldIndex, newIndex, 0) }
          run.count += 1
          continue
        }
        flushRun()
        diffValue(
          lhsElement, rhsElement, label: new.idLabel(rhsEntries[newIndex].id),
          indent: elementIndent, isRoot: false,
          separators: Separators(old: oldSeparator(oldIndex), new: newSeparator(newIndex)))
      case .remove(let oldIndex):
        flushRun()
        let (id, element) = lhsEntries[oldIndex]
        let isMovedUnchanged = rhsOffsets[id].map {
          areEqual(element, rhsEntries[$0].element)
        }
        emitDump(
          element, context: old, mark: .first, label: old.idLabel(id), indent: elementIndent,
          isRoot: false, separator: oldSeparator(oldIndex),
          depth: isMovedUnchanged == true ? 0 : .max)
      case .insert(let newIndex):
        flushRun()
        let (id, element) = rhsEntries[newIndex]
        let isMovedUnchanged = lhsOffsets[id].map {
          areEqual(lhsEntries[$0].element, element)
        }
        emitDump(
          element, context: new, mark: .second, label: new.idLabel(id), indent: elementIndent,
          isRoot: false, separator: newSeparator(newIndex),
          depth: isMovedUnchanged == true ? 0 : .max)
      }
    }
    flushRun()
    emit(.both, indent: indent, "]" + separators.new)
  }

  // MARK: - Dictionaries and sets

  /// An entry of a dictionary or set in dump order: its key text and, for dictionaries, value.
  private struct KeyedEntry {
    var key: String
    var value: Any
    var isSetElement: Bool
  }

  private func sortedByKey(_ pairs: [(key: Any, value: Any)]) -> [KeyedEntry] {
    pairs.map {
      KeyedEntry(
        key: new.singleLineText(of: $0.key, depth: .max), value: $0.value, isSetElement: false)
    }
    .sorted { $0.key < $1.key }
  }

  private func sortedElements(_ elements: [Any]) -> [KeyedEntry] {
    elements.map {
      KeyedEntry(key: new.singleLineText(of: $0, depth: .max), value: $0, isSetElement: true)
    }
    .sorted { $0.key < $1.key }
  }

  /// Diffs entries matched by key: dictionary values by key, set elements by their text.
  private func diffKeyed(
    old lhs: [KeyedEntry], new rhs: [KeyedEntry], prefix: String, suffix: String,
    label: String?, indent: Int, separators: Separators
  ) {
    emit(.both, indent: indent, (label.map { "\($0): " } ?? "") + prefix)
    let entryIndent = indent + 2
    var (lhsIndex, rhsIndex) = (0, 0)
    var unchanged: [KeyedEntry] = []
    func flushUnchanged(followedByMore: Bool) {
      let separator = followedByMore ? "," : ""
      if unchanged.count == 1, let entry = unchanged.first {
        emitUnchanged(
          entry.value, label: entry.isSetElement ? nil : entry.key, indent: entryIndent,
          separator: separator)
      } else if unchanged.count > 1 {
        emit(.both, indent: entryIndent, "… (\(unchanged.count) unchanged)" + separator)
      }
      unchanged.removeAll()
    }
    while lhsIndex < lhs.count || rhsIndex < rhs.count {
      let lhsEntry = lhsIndex < lhs.count ? lhs[lhsIndex] : nil
      let rhsEntry = rhsIndex < rhs.count ? rhs[rhsIndex] : nil
      if let lhsEntry, let rhsEntry, lhsEntry.key == rhsEntry.key {
        lhsIndex += 1
        rhsIndex += 1
        if lhsEntry.isSetElement || areEqual(lhsEntry.value, rhsEntry.value) {
          unchanged.append(rhsEntry)
          continue
        }
        let childSeparators = Separators(
          old: lhsIndex < lhs.count ? "," : "", new: rhsIndex < rhs.count ? "," : "")
        flushUnchanged(followedByMore: true)
        diffValue(
          lhsEntry.value, rhsEntry.value, label: rhsEntry.key, indent: entryIndent, isRoot: false,
          separators: childSeparators)
      } else if let lhsEntry, rhsEntry.map({ lhsEntry.key < $0.key }) ?? true {
        flushUnchanged(followedByMore: true)
        lhsIndex += 1
        emitDump(
          lhsEntry.value, context: old, mark: .first,
          label: lhsEntry.isSetElement ? nil : lhsEntry.key, indent: entryIndent, isRoot: false,
          separator: lhsIndex < lhs.count ? "," : "")
      } else if let rhsEntry {
        flushUnchanged(followedByMore: true)
        rhsIndex += 1
        emitDump(
          rhsEntry.value, context: new, mark: .second,
          label: rhsEntry.isSetElement ? nil : rhsEntry.key, indent: entryIndent, isRoot: false,
          separator: rhsIndex < rhs.count ? "," : "")
      }
    }
    flushUnchanged(followedByMore: false)
    emit(.both, indent: indent, suffix + separators.new)
  }

  // MARK: - Multi-line strings

  private func diffLines(
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

  private func emit(_ mark: DiffLine.Mark, indent: Int, _ text: String) {
    lines.append(DiffLine(mark: mark, text: new.indentation(indent) + text))
  }

  /// Appends a value that did not change, shallowly (`Type(…)`).
  private func emitUnchanged(_ value: Any, label: String?, indent: Int, separator: String) {
    emitDump(
      value, context: new, mark: .both, label: label, indent: indent, isRoot: false,
      separator: separator, depth: 0)
  }

  /// Appends both values whole: the old one marked first, the new one marked second.
  private func emitWhole(
    _ lhs: Any, _ rhs: Any, label: String?, indent: Int, isRoot: Bool, separators: Separators
  ) {
    emitDump(
      lhs, context: old, mark: .first, label: label, indent: indent, isRoot: isRoot,
      separator: separators.old)
    emitDump(
      rhs, context: new, mark: .second, label: label, indent: indent, isRoot: isRoot,
      separator: separators.new)
  }

  private func emitDump(
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
