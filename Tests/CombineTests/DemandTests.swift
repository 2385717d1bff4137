import Combine
import Testing

@Suite struct DemandTests {
  @Test func demandsAddAndSubtractWithoutGoingBelowNone() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(3) == .none)
    #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
  }

  @Test func demandsCompareWithNumbers() {
    #expect(Subscribers.Demand.unlimited > 1_000)
    #expect(Subscribers.Demand.none == 0)
    #expect(Subscribers.Demand.max(1) < .unlimited)
    #expect("\(Subscribers.Demand.max(3))" == "max(3)")
  }
}
