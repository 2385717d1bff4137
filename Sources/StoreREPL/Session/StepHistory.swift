/// The steps of a session, or what the session keeps of them: a collection indexed from the
/// number of steps folded away at its start, so that step `n` of the session (from 1) is at
/// index `n - 1` whether or not earlier steps were folded.
///
/// Folding drops the steps before a checkpoint, where the session can be rebuilt without them;
/// see ``StoreSession/historyLimit``.
struct StepHistory<Element>: RandomAccessCollection {
  /// The index of the first kept element: how many were folded away.
  private(set) var startIndex = 0
  private var kept: [Element] = []

  var endIndex: Int { startIndex + kept.count }

  subscript(position: Int) -> Element {
    get { kept[position - startIndex] }
    set { kept[position - startIndex] = newValue }
  }

  mutating func append(_ element: Element) {
    kept.append(element)
  }

  /// Drops the elements at `index` and after it, if any.
  mutating func removeAll(from index: Int) {
    let first = Swift.min(Swift.max(index, startIndex), endIndex)
    kept.removeSubrange(first - startIndex..<kept.count)
  }

  /// Drops the elements before `index`, which becomes the start.
  mutating func fold(before index: Int) {
    guard index > startIndex else { return }
    kept.removeFirst(Swift.min(index, endIndex) - startIndex)
    startIndex = index
  }
}
