import Testing

@testable import StoreREPL

/// Runs `lines` on a fresh shell with `feature` loaded: each line after `> `, then what it
/// printed, marked `[failed]` when it failed.
func debugSession(_ lines: [String], feature: String = "EffectsBasics") async -> String {
  let shell = loadedShell(feature)
  var text: [String] = []
  for line in lines {
    let outcome = await shell.outcome(line)
    text.append("> \(line)\(outcome.failed ? "  [failed]" : "")")
    if !outcome.output.isEmpty { text.append(outcome.output) }
  }
  return text.joined(separator: "\n")
}

@Suite struct BreakpointTests {
  @Test func aBreakpointStopsAnAdvanceBeforeTheActionFedBack() async {
    let text = await debugSession([
      "send .decrementButtonTapped", "break .decrementDelayResponse", "advance 1.5s", "state",
      "effects", "send .incrementButtonTapped", "advance 1s", "step", "continue", "state count",
      "log",
    ])
    #expect(
      text == """
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        > break .decrementDelayResponse
          breakpoint 1: .decrementDelayResponse
        > advance 1.5s
          finished #1
          stopped at 1.000s before .decrementDelayResponse from #1 (breakpoint 1); 'continue' advances the remaining 500ms
        > state
          EffectsBasics.State(
            count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
        > effects
          no effects in flight
          waiting to be reduced: .decrementDelayResponse from #1
        > send .incrementButtonTapped  [failed]
        error: the session is stopped at a breakpoint; 'step' or 'continue' first, or 'undo' to go back before the stop
        > advance 1s  [failed]
        error: the session is stopped at a breakpoint; 'step' or 'continue' first, or 'undo' to go back before the stop ('advance' would move the clock past it)
        > step
          1.000s  received .decrementDelayResponse from #1
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          stopped at 1.000s; 'continue' advances the remaining 500ms
        > continue
          1.500s  nothing was due
        > state count
          count: 0
        > log
          1  0.000s  sent      .decrementButtonTapped
          2  0.000s  break .decrementDelayResponse
          3  1.000s  advance 1.5s
          4  1.000s  received  .decrementDelayResponse  from #1  (step)
          5  1.500s  continue
        """)
  }

  @Test func undoWhileStoppedGoesBackBeforeTheAdvanceAndReplayStopsAgain() async {
    let text = await debugSession([
      "send .decrementButtonTapped", "break .decrementDelayResponse", "advance 1.5s", "undo",
      "state count", "effects", "advance 1.5s", "step", "continue", "goto 3", "effects",
      "goto 4", "goto 5", "state count",
    ])
    #expect(
      text == """
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        > break .decrementDelayResponse
          breakpoint 1: .decrementDelayResponse
        > advance 1.5s
          finished #1
          stopped at 1.000s before .decrementDelayResponse from #1 (breakpoint 1); 'continue' advances the remaining 500ms
        > undo
          at step 2 of 3, 0.000s; 'goto 3' comes back, a new step drops the 1 after this one
          #1  CancelID.delay  from step 1 .decrementButtonTapped at 0.000s  clock until 1.000s (in 1.000s)
        > state count
          count: -1
        > effects
          #1  CancelID.delay  from step 1 .decrementButtonTapped at 0.000s  clock until 1.000s (in 1.000s)
        > advance 1.5s
          finished #1
          stopped at 1.000s before .decrementDelayResponse from #1 (breakpoint 1); 'continue' advances the remaining 500ms
        > step
          1.000s  received .decrementDelayResponse from #1
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          stopped at 1.000s; 'continue' advances the remaining 500ms
        > continue
          1.500s  nothing was due
        > goto 3
          at step 3 of 5, 1.000s; 'goto 5' comes back, a new step drops the 2 after this one
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          stopped at 1.000s before .decrementDelayResponse from #1 (breakpoint 1); 'continue' advances the remaining 500ms
        > effects
          no effects in flight
          waiting to be reduced: .decrementDelayResponse from #1
        > goto 4
          at step 4 of 5, 1.000s; 'goto 5' comes back, a new step drops the 1 after this one
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          stopped at 1.000s; 'continue' advances the remaining 500ms
        > goto 5
          at step 5 of 5, 1.500s
        > state count
          count: 0
        """)
  }

  @Test func aConditionStopsAfterTheActionThatMakesItTrue() async {
    let text = await debugSession([
      "break if count == 0", "send .decrementButtonTapped", "advance 2s", "state count", "step",
      "continue", "send .incrementButtonTapped", "send .decrementButtonTapped", "advance 1s",
    ])
    #expect(
      text == """
        > break if count == 0
          breakpoint 1: if count == 0 (holds now: it stops when it turns true again)
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        > advance 2s
          1.000s  received .decrementDelayResponse from #1
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          finished #1
          stopped at 1.000s: count == 0 holds (breakpoint 1); 'continue' advances the remaining 1s
        > state count
          count: 0
        > step  [failed]
        error: no action waits to be reduced; 'continue' goes on
        > continue
          2.000s  nothing was due
        > send .incrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: 1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          cancel CancelID.delay: no effect in flight under that id
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          stopped at 2.000s: count == 0 holds (breakpoint 1); 'continue' goes on
        > advance 1s  [failed]
        error: the session is stopped at a breakpoint; 'step' or 'continue' first, or 'undo' to go back before the stop ('advance' would move the clock past it)
        """)
  }

  @Test func effectBreakpointsStopAtStartFinishAndCancel() async {
    let text = await debugSession([
      "break effect start", "send .decrementButtonTapped", "continue", "disable 1",
      "break effect cancel delay", "send .incrementButtonTapped", "continue",
      "break effect finish", "send .decrementButtonTapped", "advance 5s", "continue",
      "breakpoints",
    ])
    #expect(
      text == """
        > break effect start
          breakpoint 1: effect start
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
          stopped at 0.000s: #1 started (breakpoint 1); 'continue' goes on
        > continue
          the stop is over
        > disable 1
          disabled breakpoint 1
        > break effect cancel delay
          breakpoint 2: effect cancel delay
        > send .incrementButtonTapped
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          cancelled #1 [CancelID.delay]
          finished #1
          stopped at 0.000s: #1 was cancelled (breakpoint 2); 'continue' goes on
        > continue
          the stop is over
        > break effect finish
          breakpoint 3: effect finish
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #2 [CancelID.delay]: sleeping on the clock until 1.000s
        > advance 5s
          1.000s  received .decrementDelayResponse from #2
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          finished #2
          stopped at 1.000s: #2 finished (breakpoint 3); 'continue' advances the remaining 4s
        > continue
          5.000s  nothing was due
        > breakpoints
          1  disabled  effect start
          2  enabled   effect cancel delay
          3  enabled   effect finish
        """)
  }

  @Test func breakpointsAreListedDisabledEnabledAndDeleted() async {
    let text = await debugSession([
      "breakpoints", "break \\.numberFactResponse.success", "break .numberFactResponse(.failure)",
      "break if effects.isEmpty", "disable 2", "breakpoints", "enable 2", "delete 1",
      "breakpoints", "delete 7", "step", "continue", "break", "break .nope", "break effect stop",
      "send .numberFactButtonTapped", "advance 1s", "step", "log",
    ])
    #expect(
      text == """
        > breakpoints
          no breakpoints; 'break' sets one ('help break')
        > break \\.numberFactResponse.success
          breakpoint 1: \\.numberFactResponse.success
        > break .numberFactResponse(.failure)
          breakpoint 2: .numberFactResponse(.failure)
        > break if effects.isEmpty
          breakpoint 3: if effects.isEmpty (holds now: it stops when it turns true again)
        > disable 2
          disabled breakpoint 2
        > breakpoints
          1  enabled   \\.numberFactResponse.success
          2  disabled  .numberFactResponse(.failure)
          3  enabled   if effects.isEmpty
        > enable 2
          enabled breakpoint 2
        > delete 1
          deleted breakpoint 1
        > breakpoints
          2  enabled   .numberFactResponse(.failure)
          3  enabled   if effects.isEmpty
        > delete 7  [failed]
        error: there is no breakpoint 7; 'breakpoints' lists them (2, 3)
         --> input:1:8
        1 | delete 7
          |        ^
        > step  [failed]
        error: the session is not stopped; 'break' sets a breakpoint, 'send' sends an action
        > continue  [failed]
        error: the session is not stopped; 'break' sets a breakpoint, 'advance' runs to it
        > break  [failed]
        error: expected a case path ('break .decrementDelayResponse'), 'if <condition>', 'effect start|finish|cancel' or 'invariant [<n>]'
         --> input:1:6
        1 | break
          |      ^
        > break .nope  [failed]
        error: 'nope' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse
         --> input:1:8
        1 | break .nope
          |        ^
        > break effect stop  [failed]
        error: expected 'start', 'finish' or 'cancel', and a cancellation id if you like
         --> input:1:14
        1 | break effect stop
          |              ^
        > send .numberFactButtonTapped
          EffectsBasics.State(
            count: 0,
        −   isNumberFactRequestInFlight: false,
        +   isNumberFactRequestInFlight: true,
            numberFact: nil
          )
          started #1: sleeping on the clock until 1.000s
        > advance 1s
          1.000s  received .numberFactResponse(.success("0 is a good number.")) from #1
          EffectsBasics.State(
            count: 0,
        −   isNumberFactRequestInFlight: true,
        +   isNumberFactRequestInFlight: false,
        −   numberFact: nil
        +   numberFact: "0 is a good number."
          )
          finished #1
          stopped at 1.000s: effects.isEmpty holds (breakpoint 3); 'continue' goes on
        > step  [failed]
        error: no action waits to be reduced; 'continue' goes on
        > log
          1  0.000s  break \\.numberFactResponse.success
          2  0.000s  break .numberFactResponse(.failure)
          3  0.000s  break if effects.isEmpty
          4  0.000s  disable 2
          5  0.000s  enable 2
          6  0.000s  delete 1
          7  0.000s  sent      .numberFactButtonTapped
          8  1.000s  received  .numberFactResponse(.success("0 is a good number."))  from #1  (advance 1s)
        """)
  }
}
