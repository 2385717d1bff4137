import Composable
import Foundation
import Testing

private struct Row: Equatable, Identifiable {
  var id: Int
  var title: String
}

@Suite struct IdentifiedArrayUniqueElementsTests {
  @Test func keepsUniqueElementsInOrder() {
    let rows = IdentifiedArrayOf(
      uniqueElements: [Row(id: 3, title: "c"), Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    #expect(rows.ids == [3, 1, 2])
    #expect(rows[id: 1]?.title == "a")
    #expect(rows.index(id: 2) == 2)
    #expect(IdentifiedArrayOf<Row>(uniqueElements: []).isEmpty)
  }

  @Test func identifiesByAKeyPath() {
    let rows = IdentifiedArray(
      uniqueElements: [Row(id: 1, title: "x"), Row(id: 2, title: "y")], id: \.title)
    #expect(rows.ids == ["x", "y"])
    #expect(rows[id: "y"]?.id == 2)
  }

  @Test func stopsTheProgramOnADuplicateID() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = IdentifiedArrayOf(
        uniqueElements: [Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 1, title: "c")])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "'IdentifiedArray(uniqueElements:)' was given the id 1 twice, at offsets 0 and 2."))
  }

  @Test func stopsTheProgramOnADuplicateKeyPathID() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = IdentifiedArray(
        uniqueElements: [Row(id: 1, title: "a"), Row(id: 2, title: "a")], id: \.title)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        #"'IdentifiedArray(uniqueElements:)' was given the id "a" twice, at offsets 0 and 1."#))
  }

  @Test func removesAndMovesTheOffsetsOfAnIndexSet() {
    var rows = IdentifiedArrayOf(uniqueElements: (1...5).map { Row(id: $0, title: "\($0)") })
    rows.remove(atOffsets: IndexSet([0, 2]))
    #expect(rows.ids == [2, 4, 5])
    rows.move(fromOffsets: IndexSet(integer: 2), toOffset: 0)
    #expect(rows.ids == [5, 2, 4])
    rows.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
    #expect(rows.ids == [4, 5, 2])
    #expect(rows.index(id: 2) == 2)
    #expect(rows[id: 5]?.title == "5")
  }
}
