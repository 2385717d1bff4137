import Testing

@testable import StoreREPL

/// The keys `explore` tells visited states apart by.
@Suite struct ExploreKeyTests {
  @Test func statesThatAreNotEquatableAreTheSameWhenTheirDumpsAre() {
    let first = Basket.State()
    var second = Basket.State()
    // NB: Another owner, alike: the dump shows the same.
    second.owner = Basket.Owner(name: "Blob")
    var third = Basket.State()
    third.label.text = "Hi"
    let key = { (state: Basket.State) in
      ExploreKey(state: state, effects: [], equality: .byDump)
    }
    #expect(key(first) == key(second))
    #expect(key(first).hashValue == key(second).hashValue)
    #expect(key(first) != key(third))
    #expect(Set([key(first), key(second), key(third)]).count == 2)
  }

  @Test func equatableStatesAreComparedByTheirOwnEquality() {
    /// A state whose `==` tells owners apart by identity, where their dumps are alike.
    struct Owned: Equatable, Sendable {
      var count = 0
      var owner = Basket.Owner(name: "Blob")
      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.owner === rhs.owner
      }
    }
    let key = { (state: Owned) in
      ExploreKey(state: state, effects: [], equality: .equatable)
    }
    let state = Owned()
    var copy = state
    copy.count = 0
    #expect(key(state) == key(copy))
    #expect(key(state) != key(Owned()))
  }
}
