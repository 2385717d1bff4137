import ExampleFeatures
import StoreREPL
import Testing

/// `explore`: the shortest sequence that breaks an invariant, or what was covered.
@Suite struct ExploreTests {
  func run(_ commands: [String], feature: String) async -> String {
    await Shell.replay(
      Transcript(feature: feature, commands: commands, output: ""), features: catalog
    ).output
  }

  @Test func theSeedsMissingCancellationIsFoundAndTheSessionStaysWhereItWas() async {
    let output = await run(
      ["invariant count >= -1", "explore depth 4", "log", "goto 3", "state count"],
      feature: "EffectsBasicsAsWritten")
    #expect(
      output.contains(
        """
        EffectsBasicsAsWritten 0.000s> explore depth 4
          found in 2 steps:
            send .decrementButtonTapped
            send .decrementButtonTapped
          invariant 1 broken: count >= -1
            count = -2
          (24 sequences tried)
          'goto 3' takes the session there; a new step drops it
        EffectsBasicsAsWritten 0.000s> log
          1  0.000s  invariant count >= -1
          (2 later steps undone; 'goto 3' comes back)
        """), "\(output)")
    #expect(output.hasSuffix("EffectsBasicsAsWritten 0.000s> state count\n  count: -2\n"))
  }

  @Test func nothingFoundSaysWhatWasCovered() async {
    let output = await run(
      ["invariant count >= 0 || effects contains CancelID.delay", "explore depth 4"],
      feature: "EffectsBasics")
    #expect(
      output.hasSuffix(
        """
          nothing found up to depth 4: 329 sequences tried, 95 states visited

        """), "\(output)")
  }
}
