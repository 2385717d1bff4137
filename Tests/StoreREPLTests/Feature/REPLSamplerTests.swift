import Composable
import Foundation
import Testing

@testable import StoreREPL

/// A ticket of sample types: every kind of field the sampler makes a value for.
private struct SampleTicket: Equatable {
  enum Kind: Equatable {
    case seated(row: String)
    case standing
  }
  struct Holder: Equatable, Identifiable {
    var id: UUID
    var name: String
  }
  var number: Int
  var isPaid: Bool
  var kind: Kind
  var note: String?
  var holders: IdentifiedArrayOf<Holder>
  var tags: [String]
  var prices: [String: Double]
  var issued: Date
  var receipt: URL
  var owner: Holder
}

@Suite struct REPLSamplerTests {
  @Test func aSampleOfEachKindOfFieldIsWrittenAsALiteralAndDecoded() throws {
    let sampler = REPLSampler()
    let ticket: SampleTicket = try sampler.value("ticket")
    #expect(
      sampler.made == [
        "ticket = SampleTicket(number: 0, isPaid: false, kind: .standing, note: nil, holders: [], "
          + "tags: [], prices: [:], issued: Date(timeIntervalSince1970: 0), "
          + "receipt: URL(fileURLWithPath: \"/sample\"), "
          + "owner: SampleTicket.Holder(id: UUID(0), name: \"\"))"
      ])
    #expect(
      ticket
        == SampleTicket(
          number: 0, isPaid: false, kind: .standing, note: nil, holders: [], tags: [], prices: [:],
          issued: Date(timeIntervalSince1970: 0), receipt: URL(fileURLWithPath: "/sample"),
          owner: SampleTicket.Holder(id: UUID(0), name: "")))
    let shared: Shared<Int> = try sampler.value("count")
    #expect(shared.wrappedValue == 0)
    #expect(sampler.made.last == "count = Shared(value: 0)")
    #expect(
      sampler.swift(stateType: "Box.State").hasPrefix("Box.State(ticket: SampleTicket(number: 0, "))
    #expect(sampler.swift(stateType: "Box.State").hasSuffix(", count: Shared(value: 0))"))
  }

  @Test func anArgumentWithoutALabelIsWrittenWithoutOne() throws {
    let sampler = REPLSampler()
    let id: Int = try sampler.value("id", labelled: false)
    let name: String = try sampler.value("name")
    #expect(id == 0 && name == "")
    #expect(sampler.made == ["id = 0", "name = \"\""])
    #expect(sampler.swift(stateType: "Card.State") == "Card.State(0, name: \"\")")
  }

  @Test func aFieldNoSampleCanBeMadeForIsNamedWithWhy() {
    let sampler = REPLSampler()
    #expect {
      let _: @Sendable () -> Void = try sampler.value("onSave")
    } throws: { error in
      (error as? REPLSampler.Failure)?.message
        == "no sample value can be made for 'onSave': @Sendable () -> () is a function"
    }
    #expect {
      let _: any Error = try sampler.value("reason")
    } throws: { error in
      (error as? REPLSampler.Failure)?.message
        == "no sample value can be made for 'reason': any Error is an existential"
    }
  }
}
