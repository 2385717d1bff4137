extension Differ {
  // MARK: - Collections

  /// The elements of an array, boxed only when asked for.
  struct ElementSource {
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

  func diffCollection(
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
      // Shared lines end with a comma when more follows in either value.
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
  func diffIdentified(
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
  struct KeyedEntry {
    var key: String
    var value: Any
    var isSetElement: Bool
  }

  func sortedByKey(_ pairs: [(key: Any, value: Any)]) -> [KeyedEntry] {
    pairs.map {
      KeyedEntry(
        key: new.singleLineText(of: $0.key, depth: .max), value: $0.value, isSetElement: false)
    }
    .sorted { $0.key < $1.key }
  }

  func sortedElements(_ elements: [Any]) -> [KeyedEntry] {
    elements.map {
      KeyedEntry(key: new.singleLineText(of: $0, depth: .max), value: $0, isSetElement: true)
    }
    .sorted { $0.key < $1.key }
  }

  /// Diffs entries matched by key: dictionary values by key, set elements by their text.
  func diffKeyed(
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
}
