import Foundation
import TestHelpers
import Testing

/// A folder of its own holding feature files of `FeatureFiles`, removed when the test lets it go.
private final class FixtureFolder {
  let folder: TemporaryFolder

  init(_ names: String...) throws {
    folder = try TemporaryFolder(prefix: "store-repl-explore")
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("FeatureFiles")
    for name in names {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
    }
  }

  deinit { folder.remove() }

  func shell(_ arguments: [String]) throws -> Driven {
    try Driven(arguments, in: folder.url, state: folder.url)
  }
}

extension WorkerShellTests {
  /// A crash planted three steps in is a finding, not an ending: the shortest sequence, what
  /// crashed, the session back where it was, `goto` to the step before the crash, and a test
  /// exported there that ends with the send that crashes.
  @Test func exploreFindsACrashPlantedInAFeatureFile() throws {
    let folder = try FixtureFolder("Armed.swift")
    let result = try folder.shell(["Armed.swift"]).finish(
      "explore\ngoto 2\nlog\nexport test\n")
    #expect(result.error == "")
    #expect(
      result.output == """
        Armed loaded. Type 'help' for commands, Tab to complete.
        Armed 0.000s> explore
          found in 3 steps:
            send .armToggled(true)
            send .incrementButtonTapped
            send .incrementButtonTapped
          the feature's code crashed running 'send .incrementButtonTapped' (Illegal
            instruction):
            Armed.swift:28: Fatal error: armed at 2
        \(frame("at Armed.swift:28:11 (in closure #1 in Armed.body.getter)"))\
            while reducing .incrementButtonTapped
            the state it started from:
              Armed.State(
                count: 1,
                isArmed: true
              )
          the feature was started again: back at step 0, as before 'explore'
          'goto 2' takes the session to the step before the crash; 'send
            .incrementButtonTapped' then crashes it again
        Armed 0.000s> goto 2
          at step 2 of 2, 0.000s
        \u{2007} Armed.State(
        −   count: 0,
        +   count: 1,
        −   isArmed: false
        +   isArmed: true
        \u{2007} )
        Armed 0.000s> log
          1  0.000s  sent      .armToggled(true)
          2  0.000s  sent      .incrementButtonTapped
        Armed 0.000s> export test
          // swift-format-ignore-file
          // A session of Armed in store-repl, exported as a test.
          import ComposableArchitecture
          import Testing

          @Test func armedSession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: Armed.State()
            ) {
              Armed()
            } withDependencies: {
              $0.continuousClock = clock
              $0.context = .preview
            }

            await store.send(.armToggled(true)) {
              $0.isArmed = true
            }

            await store.send(.incrementButtonTapped) {
              $0.count = 1
            }

            // explore found that this crashes the feature's code:
            await store.send(.incrementButtonTapped)
          }

          note: the test imports no module of Armed: put it in the test target of the
            code it tests, with that module's '@testable import'

        """)
  }

  /// On a parent and its child, the broken invariant is found in the fewest steps; the finding
  /// is kept by the journal, so `goto` reaches it after the worker was killed.
  @Test func exploreFindsABrokenInvariantInAComposedFeatureAndAKilledWorkerKeepsIt() throws {
    let folder = try FixtureFolder("Scoreboard.swift")
    let shell = try folder.shell(["Scoreboard.swift", "Scoreboard"])
    try shell.send("invariant !isWaiting || effects contains CancelID.delay\nexplore\n")
    try shell.killWorker()
    let result = shell.finish("goto 3\nlog\n")
    #expect(result.error == "")
    #expect(
      result.output == """
        Scoreboard loaded. Type 'help' for commands, Tab to complete.
        Scoreboard 0.000s> invariant !isWaiting || effects contains CancelID.delay
          invariant 1: !isWaiting || effects contains CancelID.delay
        Scoreboard 0.000s> explore
          found in 2 steps:
            send .counter(.incrementLaterButtonTapped)
            send .counter(.cancelButtonTapped)
          invariant 1 broken: !isWaiting || effects contains CancelID.delay
            isWaiting = true
          (13 sequences tried)
          'goto 3' takes the session there; a new step drops it
        Scoreboard 0.000s> help quit
          quit
            ends the session (Ctrl-D does too)
        Scoreboard 0.000s> goto 3
          the feature's code had ended (Killed) before 'goto 3'; starting it again
          at step 3 of 3, 0.000s
        \u{2007} Scoreboard.State(
        \u{2007}   counter: Counter.State(count: 0),
        \u{2007}   total: 0,
        −   isWaiting: false
        +   isWaiting: true
        \u{2007} )
        Scoreboard 0.000s> log
          1  0.000s  invariant !isWaiting || effects contains CancelID.delay
          2  0.000s  sent      .counter(.incrementLaterButtonTapped)
          3  0.000s  sent      .counter(.cancelButtonTapped)

        """)
  }
}

extension WorkerShellTests {
  /// An effect that waits outside the clock with no cancel id is a finding: the exported test
  /// leaves it running, and fails as a test store does; the reload of the fix says how the
  /// effects in flight at the `goto` differ, and nothing is found.
  @Test func exploreFindsAnEffectNothingCanStopAndNothingOnceItIsFixed() throws {
    let folder = try FixtureFolder("Listener.swift")
    let shell = try folder.shell(["Listener.swift"])
    try shell.send("explore\ngoto 1\nexport test\n")
    let file = folder.folder.url.appendingPathComponent("Listener.swift")
    let fixed = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: "          }\n        }\n",
      with: "          }\n        }\n        .cancellable(id: CancelID.listening)\n")
    try fixed.write(to: file, atomically: true, encoding: .utf8)
    let result = shell.finish("reload\nexplore\n")
    #expect(result.error == "")
    #expect(
      result.output == """
        Listener loaded. Type 'help' for commands, Tab to complete.
        Listener 0.000s> explore
          found in 1 step:
            send .startButtonTapped
          the effect started by .startButtonTapped waits outside the virtual clock with
            no cancel id: nothing but the store's end stops it, and a test that ends
            here fails
          (4 sequences tried)
          'goto 1' takes the session there; a new step drops it
        Listener 0.000s> goto 1
          at step 1 of 1, 0.000s
        − Listener.State(isListening: false)
        + Listener.State(isListening: true)
          #1  (no id)  from step 1 .startButtonTapped at 0.000s  outside the clock (a
              stream, a continuation or real work)
        Listener 0.000s> export test
          // swift-format-ignore-file
          // A session of Listener in store-repl, exported as a test.
          import ComposableArchitecture
          import Testing

          @Test func listenerSession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: Listener.State()
            ) {
              Listener()
            } withDependencies: {
              $0.continuousClock = clock
              $0.context = .preview
            }

            await store.send(.startButtonTapped) {
              $0.isListening = true
            }

            // explore found this still running here, which fails the test:
            //   the effect started by .startButtonTapped waits outside the virtual
            //   clock with no cancel id: nothing but the store's end stops it, and a
            //   test that ends here fails
          }

          note: the test imports no module of Listener: put it in the test target of the
            code it tests, with that module's '@testable import'
        Listener 0.000s> help quit
          quit
            ends the session (Ctrl-D does too)
        Listener 0.000s> reload
          reloaded Listener.swift and replayed the session on it
          step 1 'goto 1' behaves differently:
            the effects in flight after it (before: −, now: +):
            −   #1  (no id)  from step 1 .startButtonTapped at 0.000s  outside the clock
                    (a stream, a continuation or real work)
            +   #1  CancelID.listening  from step 1 .startButtonTapped at 0.000s
                    outside the clock (a stream, a continuation or real work)
            effects waiting outside the virtual clock were in flight: what they fed back
              depends on real time, not only on the code
          the session is at step 1, on the new code
          the state at step 1:
          Listener.State(isListening: true)
        Listener 0.000s> explore
          nothing found up to depth 6: 35 sequences tried, 8 states visited
          the actions tried: .startButtonTapped, .heard(0), .heard(1), .heard(-1),
            .stopButtonTapped, and 'advance next'

        """)
  }
}
