/// A first-in, first-out queue with amortised O(1) push and pop.
@usableFromInline
struct FIFO<Element> {
  private var storage: [Element] = []
  private var head = 0

  @usableFromInline
  init() {}

  @usableFromInline
  var isEmpty: Bool { head == storage.count }

  @usableFromInline
  mutating func append(_ element: Element) {
    storage.append(element)
  }

  @usableFromInline
  mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  @usableFromInline
  mutating func removeAll() -> [Element] {
    let elements = Array(storage[head...])
    storage.removeAll(keepingCapacity: true)
    head = 0
    return elements
  }
}
