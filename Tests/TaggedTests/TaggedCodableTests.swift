import ComposableArchitecture
import Foundation
import Tagged
import Testing

private struct Attendee: Codable, Equatable, Identifiable {
  let id: Tagged<Self, UUID>
  var name: String
}

private struct SyncUp: Codable, Equatable, Identifiable {
  let id: Tagged<Self, UUID>
  var attendees: IdentifiedArrayOf<Attendee>
  var minutes: Tagged<Self, Int>
  var title: String
}

private enum Team {}

@Suite struct TaggedCodableTests {
  private func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private let syncUp = SyncUp(
    id: SyncUp.ID(UUID(1)),
    attendees: [Attendee(id: Attendee.ID(UUID(2)), name: "Blob")],
    minutes: 5,
    title: "Design")

  @Test func encodesAsTheBareRawValue() throws {
    #expect(try encode(Tagged<Team, Int>(3)) == "3")
    #expect(try encode(Tagged<Team, String>("a")) == #""a""#)
    #expect(try encode([SyncUp.ID(UUID(0))]) == #"["00000000-0000-0000-0000-000000000000"]"#)
  }

  @Test func aStructWithTaggedIDsEncodesAndDecodes() throws {
    let json = try encode(syncUp)
    #expect(
      json == """
        {"attendees":[{"id":"00000000-0000-0000-0000-000000000002","name":"Blob"}],\
        "id":"00000000-0000-0000-0000-000000000001","minutes":5,"title":"Design"}
        """)
    let decoded = try JSONDecoder().decode(SyncUp.self, from: Data(json.utf8))
    #expect(decoded == syncUp)
    #expect(decoded.attendees[id: Attendee.ID(UUID(2))]?.name == "Blob")
  }

  @Test func decodingAWrongRawValueFails() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Tagged<Team, Int>.self, from: Data(#""three""#.utf8))
    }
  }

  @Test func aDictionaryKeyedByTaggedStringsEncodesAsAnObject() throws {
    let scores: [Tagged<Team, String>: Int] = ["blue": 2, "red": 1]
    #expect(try encode(scores) == #"{"blue":2,"red":1}"#)
    let decoded = try JSONDecoder().decode(
      [Tagged<Team, String>: Int].self, from: Data(#"{"green":3}"#.utf8))
    #expect(decoded == ["green": 3])
  }

  @Test func taggedUUIDsAreMadeFreshOrFromAString() {
    #expect(SyncUp.ID() != SyncUp.ID())
    #expect(
      SyncUp.ID(uuidString: "00000000-0000-0000-0000-000000000001") == SyncUp.ID(UUID(1)))
    #expect(SyncUp.ID(uuidString: "not a uuid") == nil)
  }

  @Test func taggedIDsFindElementsInAnIdentifiedArray() {
    var syncUps: IdentifiedArrayOf<SyncUp> = [syncUp]
    syncUps[id: SyncUp.ID(UUID(1))]?.title = "Planning"
    #expect(syncUps.map(\.title) == ["Planning"])
    #expect(syncUps.ids == [SyncUp.ID(UUID(1))])
  }
}
