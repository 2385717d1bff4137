import Composable
import Testing

@Suite struct AnyHashableSendableTests {
  private enum Key: Hashable, Sendable { case search, detail }

  @Test func equalsByTheWrappedValueAndItsType() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(Int8(1)))
    #expect(AnyHashableSendable("1") != AnyHashableSendable(1))
    #expect(AnyHashableSendable(Key.search) == AnyHashableSendable(Key.search))
    #expect(AnyHashableSendable(Key.search) != AnyHashableSendable(Key.detail))
  }

  @Test func keepsTheBaseAndDoesNotWrapTwice() {
    let erased = AnyHashableSendable(Key.detail)
    #expect(erased.base as? Key == .detail)
    let twice = AnyHashableSendable(erased)
    #expect(twice.base as? Key == .detail)
    #expect(twice == erased)
  }

  @Test func hashesAsASetKey() {
    let keys: Set<AnyHashableSendable> = [
      AnyHashableSendable(1), AnyHashableSendable(1), AnyHashableSendable(Int8(1)),
      AnyHashableSendable("a"), AnyHashableSendable(Key.search),
    ]
    #expect(keys.count == 4)
    #expect(keys.contains(AnyHashableSendable(Key.search)))
    #expect(!keys.contains(AnyHashableSendable(Key.detail)))
  }

  @Test func describesTheBase() {
    #expect(AnyHashableSendable(42).description == "42")
    #expect(AnyHashableSendable("id").description == "id")
    #expect(AnyHashableSendable("id").debugDescription == #"AnyHashableSendable("id")"#)
    #expect("\(AnyHashableSendable(Key.search))" == "search")
  }

  @Test func isMadeFromLiterals() {
    let values: [AnyHashableSendable] = [true, 7, 2.5, "text"]
    #expect(
      values == [
        AnyHashableSendable(true), AnyHashableSendable(7), AnyHashableSendable(2.5),
        AnyHashableSendable("text"),
      ])
    #expect(values.map { "\(type(of: $0.base))" } == ["Bool", "Int", "Double", "String"])
  }
}
