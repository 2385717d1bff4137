import Testing

@testable import StoreREPL

/// `log`'s filters combine: steps, the actions' origin and a path, each at most once.
@Suite struct LogFilterTests {
  @Test func filtersCombine() async {
    let shell = loadedShell("EffectsBasics")
    for line in [
      "send .decrementButtonTapped", "advance 1s", "send .incrementButtonTapped",
      "send .decrementButtonTapped", "advance 1s",
    ] {
      _ = await shell.perform(line)
    }
    #expect(
      await shell.outcome("log received 1-3")
        == .ok("  2  1.000s  received  .decrementDelayResponse  from #1  (advance 1s)"))
    #expect(
      await shell.outcome("log sent 3-5 \\.count")
        == .ok(
          """
            3  1.000s  sent      .incrementButtonTapped
            4  1.000s  sent      .decrementButtonTapped
          """))
    #expect(
      await shell.outcome("log received \\.numberFact")
        == .ok("  no received action changed numberFact"))
  }
}
