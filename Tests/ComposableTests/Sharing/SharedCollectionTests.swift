import Testing

@testable import Composable

@Suite struct SharedCollectionTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  @Test func aSharedArrayIsACollectionOfItsSharedElementsThatWriteThrough() {
    let items = Shared<IdentifiedArrayOf<Item>>(
      value: [Item(id: 1, title: "A"), Item(id: 2, title: "B")])
    let rows = Array(items)
    #expect(rows.map(\.id) == [1, 2])
    rows[1].withLock { $0.title = "Bee" }
    #expect(items.wrappedValue.map(\.title) == ["A", "Bee"])
    for row in items {
      @Shared(projectedValue: row) var item: Item
      $item.withLock { $0.title += "!" }
    }
    #expect(items.wrappedValue.map(\.title) == ["A!", "Bee!"])
  }
}
