import Foundation
import Tagged
import Testing

private struct User: Equatable, Identifiable {
  typealias ID = Tagged<Self, Int>
  let id: ID
  var name: Tagged<Self, String>
}

private struct Order: Identifiable {
  let id: Tagged<Self, Int>
}

private enum Cents {}
private enum Meters {}

private func isSendable(_: some Sendable) -> Bool { true }

@Suite struct TaggedTests {
  @Test func wrapsARawValue() {
    var id = User.ID(rawValue: 7)
    #expect(id.rawValue == 7)
    #expect(User.ID(7) == id)
    id.rawValue = 8
    #expect(id == User.ID(8))
    #expect(User.ID(rawValue: 8) == id)
  }

  @Test func tagsWithDifferentTypesAreDifferentTypes() {
    #expect(ObjectIdentifier(User.ID.self) != ObjectIdentifier(Order.ID.self))
    #expect(!(Order(id: 1).id as Any is User.ID))
  }

  @Test func comparesAndHashesByTheRawValue() {
    let ids: [User.ID] = [3, 1, 2, 1]
    #expect(ids.sorted() == [1, 1, 2, 3])
    #expect(ids.max() == 3)
    #expect(Set(ids) == [1, 2, 3])
    #expect(User.ID(1) < User.ID(2))
  }

  @Test func isMadeFromTheRawValuesLiterals() {
    let user = User(id: 42, name: "Blob")
    #expect(user.id.rawValue == 42)
    #expect(user.name.rawValue == "Blob")
    let price: Tagged<Cents, Double> = 2.5
    let flag: Tagged<Cents, Bool> = true
    let scalar: Tagged<Cents, Character> = "x"
    let label: Tagged<Cents, String> = "user-\(user.id)"
    #expect([price.rawValue] == [2.5])
    #expect(flag.rawValue)
    #expect(scalar.rawValue == "x")
    #expect(label.rawValue == "user-42")
  }

  @Test func describesTheRawValue() {
    #expect(User.ID(5).description == "5")
    #expect("\(Tagged<Cents, String>("Blob"))" == "Blob")
  }

  @Test func mapsAndCoercesKeepingTheRightTag() {
    let id = User.ID(20)
    let text: Tagged<User, String> = id.map { "#\($0)" }
    #expect(text.rawValue == "#20")
    let distance = Tagged<Cents, Int>(150).coerced(to: Meters.self)
    #expect(distance == Tagged<Meters, Int>(150))
  }

  @Test func doesArithmeticOnTheRawValue() {
    var total: Tagged<Cents, Int> = .zero
    total += 250
    total = total + 100 - 50
    #expect(total == 300)
    #expect(total * 2 == 600)
    total *= 3
    #expect(total.rawValue == 900)
    #expect(-total == -900)
    #expect(Tagged<Cents, Int>(exactly: UInt8(9)) == 9)
    #expect(Tagged<Cents, Int8>(exactly: 300) == nil)
    #expect(Tagged<Cents, Int>(-4).magnitude == 4)
  }

  @Test func isSendableWhenTheRawValueIs() {
    #expect(isSendable(User.ID(1)))
    #expect(
      isSendable(Tagged<NSObject, UUID>(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)))
  }

  @Test func isRawRepresentable() {
    func raw<Value: RawRepresentable>(_ value: Value) -> Value.RawValue { value.rawValue }
    #expect(raw(User.ID(3)) == 3)
    #expect(User.ID(rawValue: 3) == User.ID(3))
  }
}
