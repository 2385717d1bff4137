import Composable
import Foundation
import Testing

private struct Item: Codable, Equatable, Identifiable {
  var id: Int
  var name: String
}

private struct Inventory: Codable, Equatable {
  var items: IdentifiedArrayOf<Item>
}

@Suite struct IdentifiedArrayCodableTests {
  private func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func encodesAsAPlainArray() throws {
    let items: IdentifiedArrayOf<Item> = [Item(id: 2, name: "b"), Item(id: 1, name: "a")]
    #expect(try encode(items) == #"[{"id":2,"name":"b"},{"id":1,"name":"a"}]"#)
    #expect(try encode(IdentifiedArrayOf<Item>()) == "[]")
  }

  @Test func aKeyPathIdentifiedArrayEncodesToo() throws {
    let names = IdentifiedArray(uniqueElements: ["x", "y"], id: \String.self)
    #expect(try encode(names) == #"["x","y"]"#)
  }

  @Test func decodesAPlainArrayInOrder() throws {
    let json = #"{"items":[{"id":3,"name":"c"},{"id":1,"name":"a"}]}"#
    let inventory = try JSONDecoder().decode(Inventory.self, from: Data(json.utf8))
    #expect(inventory.items.ids == [3, 1])
    #expect(inventory.items[id: 1] == Item(id: 1, name: "a"))
    #expect(try encode(inventory) == json)
  }

  @Test func decodingADuplicateIDThrowsDataCorrupted() throws {
    let json = #"{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"},{"id":2,"name":"c"}]}"#
    do {
      _ = try JSONDecoder().decode(Inventory.self, from: Data(json.utf8))
      Issue.record("Decoding a duplicate id did not throw.")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(
        context.debugDescription
          == "Duplicate id 2 in an 'IdentifiedArray', at offsets 1 and 2.")
      #expect(context.codingPath.map(\.stringValue) == ["items"])
    }
  }
}
