import ExampleFeatures
import StoreREPL
import Testing

/// `invariant <condition>`: a condition every step must keep; the step that breaks one fails
/// and says which, with the values it read.
@Suite struct InvariantTests {
  func run(_ commands: [String], feature: String = "EffectsBasics") async -> String {
    await Shell.replay(
      Transcript(feature: feature, commands: commands, output: ""), features: catalog
    ).output
  }

  /// The seed as written forgets `.cancellable(id:)`: two decrements let the count fall below
  /// what one delay brings back.
  @Test func theStepThatBreaksAnInvariantFailsAndSaysWhy() async {
    let output = await run(
      [
        "invariant count >= -1", "invariants", "send .decrementButtonTapped",
        "send .decrementButtonTapped", "delete invariant 1", "invariants",
      ], feature: "EffectsBasicsAsWritten")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let from = lines.firstIndex { $0.hasSuffix("> send .decrementButtonTapped") }!
    #expect(
      lines[..<from].joined(separator: "\n") == """
        EffectsBasicsAsWritten loaded. Type 'help' for commands, Tab to complete.
        EffectsBasicsAsWritten 0.000s> invariant count >= -1
          invariant 1: count >= -1
        EffectsBasicsAsWritten 0.000s> invariants
          1  count >= -1
        """)
    #expect(
      output.hasSuffix(
        """
          started #2: sleeping on the clock until 1.000s
          invariant 1 broken: count >= -1
            count = -2
        EffectsBasicsAsWritten 0.000s> delete invariant 1
          deleted invariant 1
        EffectsBasicsAsWritten 0.000s> invariants
          no invariants; 'invariant <condition>' adds one

        """), "\(output)")
  }

  /// An invariant is a step: `undo` takes it away, and one broken when it is added says so.
  @Test func anInvariantIsAStepAndOneBrokenAlreadySaysSo() async {
    let output = await run([
      "send .decrementButtonTapped", "invariant count >= 0", "undo", "invariants",
    ])
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 0.000s> invariant count >= 0
          invariant 1: count >= 0 (broken already)
        EffectsBasics 0.000s> undo
          at step 1 of 2, 0.000s; 'goto 2' comes back, a new step drops the 1 after this
            one
          #1  CancelID.delay  from step 1 .decrementButtonTapped at 0.000s  clock until
              1.000s (in 1.000s)
        EffectsBasics 0.000s> invariants
          no invariants; 'invariant <condition>' adds one

        """), "\(output)")
  }

  @Test func aBrokenInvariantIsReportedOnceUntilTheStateChanges() async {
    let text = await debugSession([
      "invariant count >= 0", "send .decrementButtonTapped", "cancel delay", "effects",
      "send .decrementButtonTapped",
    ])
    #expect(
      text == """
        > invariant count >= 0
          invariant 1: count >= 0
        > send .decrementButtonTapped  [failed]
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
          invariant 1 broken: count >= 0
            count = -1
        > cancel delay
          cancelled #1 [CancelID.delay]
          finished #1
        > effects
          no effects in flight
        > send .decrementButtonTapped  [failed]
        \u{2007} EffectsBasics.State(
        −   count: -1,
        +   count: -2,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #2 [CancelID.delay]: sleeping on the clock until 1.000s
          invariant 1 broken: count >= 0
            count = -2
        """)
  }
}
