import Testing

@testable import Composable

@Suite struct NumberedRecordsTests {
  @Test func recordsAreFoundByNumberAndListedInOrder() {
    var records = NumberedRecords<String>()
    #expect(records.isEmpty)
    for number in 1...5 { records[number] = "#\(number)" }
    #expect(records.count == 5)
    #expect(records[3] == "#3")
    #expect(records[6] == nil)
    #expect(records.contains(5))
    #expect(!records.contains(0))
    #expect(records.keys == [1, 2, 3, 4, 5])
    #expect(records.values == ["#1", "#2", "#3", "#4", "#5"])
    #expect(records.read(2) { $0.count } == 2)
    #expect(records.read(9) { $0.count } == nil)
  }

  @Test func removingInAnyOrderLeavesTheRestFindable() {
    var records = NumberedRecords<Int>()
    for number in 1...100 { records.insert(number * 10, as: number) }
    // NB: Every third from the front, then the last ones, then the rest from the middle out.
    var removed: [Int] = []
    for number in stride(from: 1, through: 100, by: 3) {
      #expect(records.removeValue(forKey: number) == number * 10)
      removed.append(number)
    }
    for number in [100, 99, 98] where !removed.contains(number) {
      #expect(records.removeValue(forKey: number) == number * 10)
      removed.append(number)
    }
    #expect(records.removeValue(forKey: 1) == nil)
    let left = (1...100).filter { !removed.contains($0) }
    #expect(records.count == left.count)
    #expect(records.keys == left)
    for number in 1...100 {
      #expect(records[number] == (removed.contains(number) ? nil : number * 10))
    }
    for number in left.sorted(by: { abs($0 - 50) < abs($1 - 50) }) {
      records[number] = nil
    }
    #expect(records.isEmpty)
    #expect(records.keys == [])
    records.insert(7, as: 101)
    #expect(records.keys == [101])
  }

  @Test func modifyChangesARecordInPlace() {
    var records = NumberedRecords<[String]>()
    records[1] = ["a"]
    records[2] = ["b"]
    #expect(
      records.modify(1) {
        $0.append("c"); return $0.count
      } == 2)
    #expect(records.modify(3) { $0.append("d") } == nil)
    #expect(records.values == [["a", "c"], ["b"]])
    #expect(records.contains { $0.contains("c") })
    #expect(!records.contains { $0.contains("d") })
  }

  @Test func aNumberBelowTheNewestIsInsertedInOrderOrReplaced() {
    var records = NumberedRecords<String>()
    records[2] = "two"
    records[4] = "four"
    records[3] = "three"
    records[4] = "FOUR"
    records[1] = "one"
    #expect(records.keys == [1, 2, 3, 4])
    #expect(records.values == ["one", "two", "three", "FOUR"])
    #expect(records.count == 4)
  }
}

@Suite struct EffectRegistrationsTests {
  private func registration(_ number: Int, scope: Int = 0) -> EffectRegistration {
    EffectRegistration(number: number, scope: scope)
  }

  @Test func oneRegistrationThenSeveralThenNone() {
    var registrations = EffectRegistrations()
    #expect(registrations.isEmpty)
    registrations.insert(registration(1))
    #expect(registrations.all == [registration(1)])
    registrations.insert(registration(2))
    registrations.insert(registration(2, scope: 1))
    #expect(registrations.all == [registration(1), registration(2), registration(2, scope: 1)])
    registrations.remove(registration(1))
    registrations.remove(registration(3))
    #expect(registrations.all == [registration(2), registration(2, scope: 1)])
    registrations.remove(registration(2, scope: 1))
    registrations.remove(registration(2))
    #expect(registrations.isEmpty)
    #expect(registrations.all == [])
    registrations.insert(registration(4))
    #expect(registrations.all == [registration(4)])
  }

  @Test func madeFromASet() {
    #expect(EffectRegistrations([registration(1)]).all == [registration(1)])
    #expect(EffectRegistrations([registration(1), registration(2)]).all.count == 2)
    #expect(EffectRegistrations([]).isEmpty)
  }
}
