import Testing

@testable import Composable

@Suite struct ThrottleRecordTests {
  typealias Record = ThrottleRecord<Int, String>

  @Test func theFirstArrivalGoesThroughAndIsRemembered() {
    var record = Record()
    #expect(record.arrival(of: "a", at: 10, interval: 5, latest: true) == .sendNow("a"))
    #expect(record.lastLetThrough == 10)
    #expect(record.heldBack == nil)
  }

  @Test(arguments: [(true, "c"), (false, "b")])
  func arrivalsWithinTheIntervalWaitForItsEnd(latest: Bool, sent: String) {
    var record = Record(lastLetThrough: 10)
    #expect(record.arrival(of: "b", at: 11, interval: 5, latest: latest) == .send("b", at: 15))
    #expect(record.arrival(of: "c", at: 12, interval: 5, latest: latest) == .send(sent, at: 15))
    #expect(record.heldBack == sent)
    record.letThrough(at: 15)
    #expect(record == Record(lastLetThrough: 15))
  }

  @Test func anArrivalAFullIntervalLaterGoesThroughWithWhatWasHeldBack() {
    var record = Record(lastLetThrough: 10, heldBack: "b")
    #expect(record.arrival(of: "c", at: 15, interval: 5, latest: false) == .sendNow("b"))
    #expect(record == Record(lastLetThrough: 15))
    #expect(record.arrival(of: "d", at: 21, interval: 5, latest: true) == .sendNow("d"))
  }
}
