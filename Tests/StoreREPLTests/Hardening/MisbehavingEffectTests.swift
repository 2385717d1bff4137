import TestHelpers
import Testing

@testable import StoreREPL

extension Hardening {
  /// Effects that misbehave: the shell reports each and the session goes on.
  @Suite(.timeLimit(.hang)) struct MisbehavingEffectTests {
    @Test func aFeatureThatDismissesItselfAtTheRootEndsTheStoreAndSaysSo() async {
      let shell = loadedShell("DismissesItself")
      #expect(
        await shell.outcome("send .closeButtonTapped")
          == .ok(
            #"""
              (no state change)
              started #1
              cancelled #1
              finished #1
              the feature dismissed itself with @Dependency(\.dismiss):
              the store cancelled its effects and takes no more actions ('undo' goes back)
            """#))
      // NB: Refused by the shell, not sent: no step is recorded.
      #expect(
        await shell.outcome("send .tapped")
          == .failure("error: the feature dismissed itself; 'undo' to go back before it"))
      #expect(
        await shell.outcome("undo")
          == .ok(
            "  at step 0 of 1, 0.000s; 'goto 1' comes back, a new step drops the 1 after this one"))
      #expect(
        await shell.outcome("send .tapped")
          == .ok(
            """
            − DismissesItself.State(taps: 0)
            + DismissesItself.State(taps: 1)
            """))
    }

    @Test func anEffectThatSendsForeverIsStoppedByTheStepBudgetAndNamed() async {
      let shell = loadedShell("Runaway")
      let (output, failed) = await shell.perform("send .start")
      #expect(failed)
      // NB: The run is folded: the first and last three actions, a line for the rest, the
      // diff of all of them.
      #expect(
        output == """
            (no state change)
            started #1
            0.000s  received .tick from #1 · ticks: 0 → 1
            0.000s  received .tick from #1 · ticks: 1 → 2
            0.000s  received .tick from #1 · ticks: 2 → 3
            … 49994 more received actions from #1 ('log received' lists them)
            0.000s  received .tick from #1 · ticks: 49997 → 49998
            0.000s  received .tick from #1 · ticks: 49998 → 49999
            0.000s  received .tick from #1 · ticks: 49999 → 50000
            stopped #1: it ran past the step budget
            together the 50000 received actions changed the state:
          − Runaway.State(ticks: 0)
          + Runaway.State(ticks: 50000)
            An effect returned for ".start" was stopped after running 100000 steps without settling.

            Effect #1, created at "StoreREPLTests/MisbehavingFeatures.swift:47", sent 50000 actions without suspending on the clock. An effect that loops should sleep on a clock between iterations, or be cancellable.
          """)
      // NB: Stopped, the effect has ended.
      #expect(await shell.outcome("effects").output == "  no effects in flight")
      #expect(await shell.outcome("send .poke") == .ok("  (no state change)"))
      #expect(await shell.outcome("state") == .ok("  Runaway.State(ticks: 50000)"))
      #expect(
        await shell.outcome("advance 1s") == .ok("  1.000s  nothing was due"))
      // NB: Time travel replays the runaway effect, and stops it again, quietly.
      #expect(
        await shell.outcome("undo")
          == .ok(
            "  at step 2 of 3, 0.000s; 'goto 3' comes back, a new step drops the 1 after this one"
          ))
      #expect(await shell.outcome("state") == .ok("  Runaway.State(ticks: 50000)"))
    }

    @Test func anEffectThatThrowsIsReportedAndTheSessionGoesOn() async {
      let shell = loadedShell("Throwing")
      #expect(
        await shell.outcome("send .start")
          == .failure(
            """
              (no state change)
              started #1
              finished #1
              An "Effect.run" returned from "StoreREPLTests/MisbehavingFeatures.swift:79" threw an unhandled error.

                  Throwing.Failure(code: 42)

              All non-cancellation errors must be explicitly handled via the "catch" parameter on "Effect.run", or via a "do" block.
            """))
      #expect(await shell.outcome("effects") == .ok("  no effects in flight"))
      #expect(
        await shell.outcome("send .increment")
          == .ok(
            """
            − Throwing.State(count: 0)
            + Throwing.State(count: 1)
            """))
      #expect(
        await shell.outcome("log")
          == .ok(
            """
              1  0.000s  sent      .start
              2  0.000s  sent      .increment
            """))
    }

    @Test func anEffectWaitingOutsideTheClockIsListedAndNeverWaitedFor() async {
      let shell = loadedShell("OutsideTheClock")
      let clock = ContinuousClock()
      let began = clock.now
      #expect(
        await shell.outcome("send .start")
          == .ok(
            """
            \u{2007} OutsideTheClock.State(
            −   isWaiting: false,
            +   isWaiting: true,
            \u{2007}   count: 0
            \u{2007} )
              started #1: suspended outside the clock (a stream, a continuation or real work)
            """))
      let waiting = """
          #1  (no id)  from step 1 .start at 0.000s  outside the clock (a stream, a continuation or real work)
        """
      #expect(await shell.outcome("effects") == .ok(waiting))
      #expect(
        await shell.outcome("send .increment")
          == .ok(
            """
            \u{2007} OutsideTheClock.State(
            \u{2007}   isWaiting: true,
            −   count: 0
            +   count: 1
            \u{2007} )
            """))
      #expect(await shell.outcome("advance 1s") == .ok("  1.000s  nothing was due"))
      #expect(await shell.outcome("advance all") == .ok("  1.000s  nothing was due"))
      #expect(
        await shell.outcome("advance next")
          == .ok("  1.000s  nothing was due: no effect sleeps on the clock"))
      #expect(await shell.outcome("effects") == .ok(waiting))
      // NB: The effect sleeps an hour of real time; the session never waited for it.
      #expect(began.duration(to: clock.now) < .seconds(30))
      #expect(await shell.outcome("cancel #1") == .ok("  cancelled #1\n  finished #1"))
      #expect(await shell.outcome("effects") == .ok("  no effects in flight"))
    }

    @Test func anEffectThatWakesAndGoesOnOutsideTheClockIsNamedByAdvance() async {
      let shell = loadedShell("OutsideTheClock")
      _ = await shell.outcome("send .startAfterASecond")
      _ = await shell.outcome("send .startAfterASecond")
      #expect(
        await shell.outcome("advance 2s")
          == .ok(
            "  #1, #2 woke, and now wait outside the virtual clock; 'wait' waits for them"))
      #expect(await shell.outcome("advance 1s") == .ok("  3.000s  nothing was due"))
      #expect(await shell.outcome("cancel #2") == .ok("  cancelled #2\n  finished #2"))
      _ = await shell.outcome("send .startAfterASecond")
      #expect(
        await shell.outcome("advance next")
          == .ok("  #3 woke, and now waits outside the virtual clock; 'wait' waits for it"))
    }

    @Test func anExportedTestReceivesWhatAWaitReceived() async {
      let shell = loadedShell("OutsideTheClock")
      _ = await shell.outcome("send .startBriefly(milliseconds: 10)")
      _ = await shell.outcome("wait")
      #expect(
        await shell.outcome("export test")
          == .ok(
            """
              // swift-format-ignore-file
              // A session of OutsideTheClock in store-repl, exported as a test.
              import ComposableArchitecture
              import StoreREPLTests
              import Testing

              @Test func outsideTheClockSession() async {
                let clock = TestClock()
                var initialState = OutsideTheClock.State()
                initialState.isWaiting = false
                initialState.count = 0
                let store = TestStore(
                  initialState: initialState
                ) {
                  OutsideTheClock()
                } withDependencies: {
                  $0.continuousClock = clock
                }

                await store.send(.startBriefly(milliseconds: 10)) {
                  $0.isWaiting = true
                }

                // From work outside the clock: receive waits for it (store.timeout).
                await store.receive(.done) {
                  $0.isWaiting = false
                }
              }

            """))
    }

    @Test func waitWaitsRealTimeForAnEffectOutsideTheClockAndSaysWhatStillWaits() async {
      let shell = loadedShell("OutsideTheClock")
      #expect(
        await shell.outcome("wait")
          == .failure(
            """
            error: nothing waits outside the virtual clock; 'effects' lists what is in flight, 'advance' moves the clock
            """))
      _ = await shell.outcome("send .start")
      #expect(
        await shell.outcome("wait 20ms")
          == .ok("  #1 still waits outside the clock after 0.020s of real time"))
      #expect(
        await shell.outcome("wait 31s")
          == .failure(
            """
            error: 'wait' waits 30s at most: real time passes while it waits
             --> input:1:6
            1 | wait 31s
              |      ^
            """))
      #expect(
        await shell.outcome("wait soon")
          == .failure(
            """
            error: 'soon' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'
             --> input:1:6
            1 | wait soon
              |      ^
            """))
    }

    @Test func anEffectThatIgnoresCancellationStaysListedAndTheSessionGoesOn() async {
      let shell = loadedShell("Stubborn")
      #expect(
        await shell.outcome("send .start")
          == .ok(
            """
              (no state change)
              started #1 [CancelID.stubborn]: suspended outside the clock (a stream, a continuation or real work)
            """))
      #expect(await shell.outcome("cancel #1") == .ok("  cancelled #1 [CancelID.stubborn]"))
      #expect(
        await shell.outcome("effects")
          == .ok(
            """
              #1  CancelID.stubborn  from step 1 .start at 0.000s  outside the clock (a stream, a continuation or real work)  [cancelled, still running]
            """))
      #expect(
        await shell.outcome("cancel #1")
          == .failure(
            """
            error: effect #1 is already cancelled; it is still running because it does not stop when cancelled
             --> input:1:8
            1 | cancel #1
              |        ^
            """))
      #expect(
        await shell.outcome("cancel stubborn")
          == .failure(
            """
            error: no effect in flight has the cancellation id 'stubborn'; in flight: #1 (already cancelled)
             --> input:1:8
            1 | cancel stubborn
              |        ^
            """))
      #expect(
        await shell.outcome("send .increment")
          == .ok(
            """
            \u{2007} Stubborn.State(
            \u{2007}   finished: 0,
            −   count: 0
            +   count: 1
            \u{2007} )
            """))
      #expect(await shell.outcome("advance all") == .ok("  0.000s  nothing was due"))
    }
  }
}
