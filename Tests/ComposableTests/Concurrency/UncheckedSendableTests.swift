import Composable
import Foundation
import Testing

@Suite struct UncheckedSendableTests {
  /// A class that is not `Sendable`.
  final class Counter {
    var count = 0
  }

  @Test func carriesAValueIntoASendableClosure() async {
    let counter = UncheckedSendable(Counter())
    await Task { counter.value.count += 1 }.value
    #expect(counter.value.count == 1)
    #expect(counter.count == 1)
  }

  @Test func readsAndWritesPropertiesThroughDynamicMembers() {
    var point = UncheckedSendable(CGPoint(x: 1, y: 2))
    #expect(point.x == 1)
    point.y = 5
    #expect(point.value == CGPoint(x: 1, y: 5))
    #expect(point.wrappedValue == point.value)
  }

  @Test func wrapsAProperty() {
    struct Model {
      @UncheckedSendable var formatter = NumberFormatter()
    }
    let model = Model()
    #expect(model.$formatter.value === model.formatter)
  }

  @Test func isEquatableHashableAndCodableAsItsValue() throws {
    #expect(UncheckedSendable(1) == UncheckedSendable(1))
    #expect(Set([UncheckedSendable("a"), UncheckedSendable("a")]).count == 1)
    let data = try JSONEncoder().encode(UncheckedSendable([1, 2]))
    #expect(String(decoding: data, as: UTF8.self) == "[1,2]")
    #expect(try JSONDecoder().decode(UncheckedSendable<[Int]>.self, from: data).value == [1, 2])
  }

  @Test func wrapsAnAsyncSequence() async {
    let stream = UncheckedSendable(
      AsyncStream<Int> {
        $0.yield(7); $0.finish()
      })
    var values: [Int] = []
    for await value in stream { values.append(value) }
    #expect(values == [7])
  }

  @Test func megaYieldReturns() async {
    await Task.megaYield()
    await Task.megaYield(count: 3)
  }

  @Test func aCancellableValueCancelsTheTaskItWaitsFor() async {
    let inner = Task { () -> Bool in
      try? await Task.sleep(for: .seconds(60))
      return Task.isCancelled
    }
    let outer = Task { await inner.cancellableValue }
    outer.cancel()
    #expect(await outer.value)
  }

  @Test func aLockIsolatedValueNeedNotBeSendable() async {
    let counter = LockIsolated(Counter())
    await Task { counter.withValue { $0.count += 1 } }.value
    #expect(counter.count == 1)
  }
}
