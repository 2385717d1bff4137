/// Records keyed by numbers that only grow: the effects of a runtime, by effect number.
///
/// A look-up is a binary search over the numbers, in order, with no hashing: the few effects in
/// flight at a time cost a comparison or two to find, where a dictionary hashed the number at
/// every look-up. A removed record leaves a hole that the next compaction closes, once holes
/// outnumber the records, so that removing stays O(1) amortized in any order.
struct NumberedRecords<Record> {
  // Parallel arrays, in increasing order of number; a hole's number stays until compaction, so
  // that the numbers remain sorted for the search.
  private var numbers: [Int] = []
  private var slots: [Record?] = []
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// The record numbered `number`, if present. Setting `nil` removes it; setting a record under a
  /// number above every other adds it.
  subscript(number: Int) -> Record? {
    get { position(of: number).flatMap { slots[$0] } }
    set {
      guard let newValue else {
        _ = removeValue(forKey: number)
        return
      }
      insert(newValue, as: number)
    }
  }

  /// Whether a record is numbered `number`.
  func contains(_ number: Int) -> Bool {
    position(of: number).map { slots[$0] != nil } ?? false
  }

  /// What `body` reads of the record numbered `number`, if present, without copying the record.
  func read<R>(_ number: Int, _ body: (borrowing Record) -> R) -> R? {
    guard let position = position(of: number) else { return nil }
    return slots.withUnsafeBufferPointer { slots in
      guard let record = slots[position] else { return nil }
      return body(record)
    }
  }

  /// Runs `body` on the record numbered `number`, in place, if present.
  mutating func modify<R>(_ number: Int, _ body: (inout Record) -> R) -> R? {
    guard let position = position(of: number), slots[position] != nil else { return nil }
    return body(&slots[position]!)
  }

  /// Adds a record, or replaces the one under the same number.
  mutating func insert(_ record: consuming Record, as number: Int) {
    if let last = numbers.last, number <= last {
      // Not the newest: the number is in flight already (replaced), or a hole's.
      let position = lowerBound(of: number)
      if position < numbers.count, numbers[position] == number {
        if slots[position] == nil { count += 1 }
        slots[position] = record
      } else {
        numbers.insert(number, at: position)
        slots.insert(record, at: position)
        count += 1
      }
      return
    }
    numbers.append(number)
    slots.append(record)
    count += 1
  }

  /// Removes and returns the record numbered `number`, if present.
  mutating func removeValue(forKey number: Int) -> Record? {
    guard let position = position(of: number), let record = slots[position].take() else {
      return nil
    }
    count -= 1
    if count == 0 {
      numbers.removeAll(keepingCapacity: true)
      slots.removeAll(keepingCapacity: true)
    } else if position == slots.count - 1 {
      trimTrailingHoles()
    } else if numbers.count - count > max(count, 16) {
      compact()
    }
    return record
  }

  /// The records, in increasing order of number.
  var values: [Record] { slots.compactMap { $0 } }

  /// The numbers of the records, in increasing order.
  var keys: [Int] { zip(numbers, slots).compactMap { $1 == nil ? nil : $0 } }

  /// Whether any record satisfies `predicate`.
  func contains(where predicate: (Record) -> Bool) -> Bool {
    slots.contains { $0.map(predicate) ?? false }
  }

  private func position(of number: Int) -> Int? {
    // The newest effects are the ones most looked up.
    if let last = numbers.last, last == number { return numbers.count - 1 }
    let position = lowerBound(of: number)
    return position < numbers.count && numbers[position] == number ? position : nil
  }

  private func lowerBound(of number: Int) -> Int {
    var low = 0
    var high = numbers.count
    while low < high {
      let middle = (low + high) / 2
      if numbers[middle] < number { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private mutating func trimTrailingHoles() {
    while let last = slots.last, last == nil {
      slots.removeLast()
      numbers.removeLast()
    }
  }

  private mutating func compact() {
    var kept = 0
    for index in slots.indices where slots[index] != nil {
      if kept != index {
        numbers[kept] = numbers[index]
        slots.swapAt(kept, index)
      }
      kept += 1
    }
    numbers.removeLast(numbers.count - kept)
    slots.removeLast(slots.count - kept)
  }
}
