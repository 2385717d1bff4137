/// A binary min-heap.
struct Heap<Element> {
  private var elements: [Element] = []
  private let areInIncreasingOrder: (Element, Element) -> Bool

  /// Removes every element, keeping the storage.
  mutating func removeAll() { elements.removeAll(keepingCapacity: true) }

  init(by areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
    self.areInIncreasingOrder = areInIncreasingOrder
  }

  var min: Element? { elements.first }

  mutating func insert(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard areInIncreasingOrder(elements[child], elements[parent]) else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popMin() -> Element? {
    guard !elements.isEmpty else { return nil }
    elements.swapAt(0, elements.count - 1)
    let min = elements.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < elements.count, areInIncreasingOrder(elements[left], elements[smallest]) {
        smallest = left
      }
      if right < elements.count, areInIncreasingOrder(elements[right], elements[smallest]) {
        smallest = right
      }
      guard smallest != parent else { break }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
    return min
  }
}
