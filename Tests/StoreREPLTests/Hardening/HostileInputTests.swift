import TestHelpers
import Testing

@testable import StoreREPL

extension Hardening {
  /// Hostile lines through the whole shell: each prints exactly its error (or nothing), and the
  /// session — prompt and clock, state, effects and log — is what it was.
  @Suite(.timeLimit(.hang)) struct HostileInputTests {
    /// A session with an effect in flight, a log and the clock moved.
    static func preparedShell() async -> Shell {
      let shell = loadedShell("EffectsBasics")
      _ = await shell.perform("send .decrementButtonTapped")
      _ = await shell.perform("advance 500ms")
      return shell
    }

    /// Runs `line` and checks its outcome and that the session did not change.
    static func check(_ line: String, _ expected: Outcome) async {
      let shell = await preparedShell()
      let before = await snapshot(shell)
      #expect(await shell.outcome(line) == expected)
      #expect(await snapshot(shell) == before)
    }

    @Test(arguments: hostileLines)
    func aHostileLineChangesNothing(line: String, expected: Outcome) async {
      await Self.check(line, expected)
    }
  }
}

/// What an unknown case of EffectsBasics.Action is told, when no case is close to it.
/// What `load` of an unknown name lists: the catalog and the misbehaving features, one to a
/// line.
private let loadableFeatures = """
  Features:
     EffectsBasics           a counter whose negative values undo themselves after 1s, and number facts
     EffectsBasicsAsWritten  EffectsBasics as first written: increment cannot cancel a delay it never registered
     Root                    the weather app: a splash screen fetches the weather, then the main screen shows it
     Splash                  the splash screen alone: fetches the weather of Seoul
     SharedLogicWithActions  logic shared through an extra action: two actions for every tap
     SharedLogicWithMethods  logic shared through a method: every tap is one action
     Counter                 the archetypal counter: state, actions and a reducer, no effects
     EffectsCancellation     a number-fact request that the cancel button and the stepper cancel
     Timers                  a timer on clock.timer(interval:), restarted with cancelInFlight
     Refreshable             pull to refresh: a fact request that send(.refresh) returns, with a cancel button
     DebouncedSearch         a search field debounced 300ms with clock.sleep and cancelInFlight
     LongLiving              one effect listens to a stream of screenshots until the screen disappears
     EffectsComposition      merge, concatenate, map, and an effect that cancels its rivals with Task.cancel
     Todos                   a todo list: forEach on an identified array, a deletion alert, a 1s debounced sort
     SheetDemo               a stopwatch in a sheet: dismissing the sheet cancels the stopwatch's timer
     NavigationStackDemo     a stack of counters and timers: popping a screen cancels its timer
     SyncUps                 TCA's tutorial app: sync-ups shared by a list, a detail and a recorded meeting
     SyncUpsList             the list of sync-ups alone: add one in a sheet, swipe to delete
     SyncUpDetail            a sync-up's detail alone: edit it, delete it after an alert, start a meeting
     RecordMeeting           a meeting alone: a timer on the clock, speakers, a transcript, saved at the end
     SharedStateInMemory     two tabs share stats about a count through @Shared(.inMemory("stats"))
     SharedStateFileStorage  two tabs share stats about a count through @Shared(.fileStorage(url))
     SharedStateAppStorage   two tabs share a count through @Shared(.appStorage("count"))
     Runaway                 an effect that sends forever without suspending
     Throwing                an effect that throws an error nobody handles
     OutsideTheClock         an effect that sleeps for real, outside the virtual clock
     Stubborn                an effect that ignores cancellation
     PressesCtrlC            a timer whose fifth tick presses Ctrl-C
     DismissesItself         a screen that dismisses itself, loaded with no parent
  """

let effectsBasicsCases =
  "; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, "
  + ".numberFactButtonTapped, .numberFactResponse"

/// Lines that must not change the session, with what each prints.
let hostileLines: [(String, Outcome)] = [
  (
    "sned",
    .failure(
      """
      error: unknown command 'sned'; did you mean 'send'?
       --> input:1:1
      1 | sned
        | ^
      """)
  ),
  (
    "s",
    .failure(
      """
      error: 's' could be 'send', 'state', 'set', 'skip', 'save', 'scenario', 'step', 'screen'
       --> input:1:1
      1 | s
        | ^
      """)
  ),
  (
    "S E N D",
    .failure(
      """
      error: 'S' could be 'send', 'state', 'set', 'skip', 'save', 'scenario', 'step', 'screen'
       --> input:1:1
      1 | S E N D
        | ^
      """)
  ),
  (
    "xyz",
    .failure(
      """
      error: unknown command 'xyz'; type 'help' for the commands
       --> input:1:1
      1 | xyz
        | ^
      """)
  ),
  (
    "\u{1B}[31m",
    .failure(
      """
      error: unknown command '\u{FFFD}[31m'; type 'help' for the commands
       --> input:1:1
      1 | \u{FFFD}[31m
        | ^
      """)
  ),
  (
    "send",
    .failure(
      """
      error: expected an action after 'send', such as '.decrementButtonTapped'
       --> input:1:5
      1 | send
        |     ^
      """)
  ),
  (
    "send .",
    .failure(
      """
      error: expected a name after '.'
       --> input:1:7
      1 | send .
        |       ^
      """)
  ),
  (
    "send .decrementButtonTapped extra",
    .failure(
      """
      error: expected '{' to start the expected state, or the end of the line
       --> input:1:29
      1 | send .decrementButtonTapped extra
        |                             ^
      """)
  ),
  (
    "send .decrementButtonTapped {",
    .failure(
      """
      error: expected '}' to close the block
       --> input:1:30
      1 | send .decrementButtonTapped {
        |                              ^
      """)
  ),
  (
    "send .decrementButtonTapped { count = 1",
    .failure(
      """
      error: expected ';' or '}' after the value
       --> input:1:40
      1 | send .decrementButtonTapped { count = 1
        |                                        ^
      """)
  ),
  (
    "send .decrementButtonTapped { count = 1 } extra",
    .failure(
      """
      error: unexpected text after the block: 'extra'
       --> input:1:43
      1 | send .decrementButtonTapped { count = 1 } extra
        |                                           ^
      """)
  ),
  (
    "send .numberFactResponse(",
    .failure(
      """
      error: expected a value
       --> input:1:26
      1 | send .numberFactResponse(
        |                          ^
      """)
  ),
  (
    "send .numberFactResponse(.success(\"a\"",
    .failure(
      """
      error: expected ')' to close the payload
       --> input:1:38
      1 | send .numberFactResponse(.success("a"
        |                                      ^
      """)
  ),
  (
    "send \"unterminated",
    .failure(
      """
      error: unterminated string literal
       --> input:1:6
      1 | send "unterminated
        |      ^
      """)
  ),
  (
    "send .decrementButtonTapped(1)",
    .failure(
      """
      error: 'decrementButtonTapped' has no payload
       --> input:1:29
      1 | send .decrementButtonTapped(1)
        |                             ^
      """)
  ),
  (
    "send .numberFactResponse",
    .failure(
      """
      error: 'numberFactResponse' needs a payload: .numberFactResponse(Result<String, any Error>)
       --> input:1:25
      1 | send .numberFactResponse
        |                         ^
      """)
  ),
  (
    "send 42",
    .failure(
      """
      error: expected a case of EffectsBasics.Action for the action, found 42
       --> input:1:6
      1 | send 42
        |      ^
      """)
  ),
  (
    "send nil",
    .failure(
      """
      error: expected a case of EffectsBasics.Action for the action, found nil
       --> input:1:6
      1 | send nil
        |      ^
      """)
  ),
  (
    "send [1, 2]",
    .failure(
      """
      error: expected a case of EffectsBasics.Action for the action, found […]
       --> input:1:6
      1 | send [1, 2]
        |      ^
      """)
  ),
  (
    "send .decrement\u{7}ButtonTapped",
    .failure(
      """
      error: 'decrement' is not a case of EffectsBasics.Action; did you mean 'decrementButtonTapped'?
       --> input:1:7
      1 | send .decrement\u{FFFD}ButtonTapped
        |       ^
      """)
  ),
  (
    "send .numberFactResponse(.success(\"a\u{0}b\"))",
    .failure(
      """
      error: control character U+0000 in a string literal; write '\\u{0}'
       --> input:1:37
      1 | send .numberFactResponse(.success("a\u{FFFD}b"))
        |                                     ^
      """)
  ),
  (
    "send .numberFactResponse(.success(99999999999999999999999))",
    .failure(
      """
      error: integer literal '99999999999999999999999' is too large
       --> input:1:35
      1 | send .numberFactResponse(.success(99999999999999999999999))
        |                                   ^
      """)
  ),
  (
    "send .numberFactResponse(.success(hi))",
    .failure(
      """
      error: expected a value, found 'hi'; did you mean "hi"?
       --> input:1:35
      1 | send .numberFactResponse(.success(hi))
        |                                   ^
      """)
  ),
  (
    "send .numberFactResponse(.failure(offline))",
    .failure(
      """
      error: expected a value, found 'offline'; did you mean "offline"?
       --> input:1:35
      1 | send .numberFactResponse(.failure(offline))
        |                                   ^
      """)
  ),
  (
    "send .decrementButtonTapped(later)",
    .failure(
      """
      error: expected '.' before 'later': a case is written '.later'
       --> input:1:29
      1 | send .decrementButtonTapped(later)
        |                             ^
      """)
  ),
  (
    "send .decrementButtonTapped { count: 2 }",
    .failure(
      """
      error: expected '=' after 'count'; write 'count = 2'
       --> input:1:36
      1 | send .decrementButtonTapped { count: 2 }
        |                                    ^
      """)
  ),
  (
    "send .decrementButtonTapped { numberFact == \"x\" }",
    .failure(
      """
      error: expected '=' after 'numberFact'; write 'numberFact = "x"'
       --> input:1:42
      1 | send .decrementButtonTapped { numberFact == "x" }
        |                                          ^
      """)
  ),
  (
    "send .decrementButtonTapped { numberFact = 2 }",
    .failure(
      """
      error: expected a String for 'numberFact' of EffectsBasics.State, found 2
       --> input:1:44
      1 | send .decrementButtonTapped { numberFact = 2 }
        |                                            ^
      """)
  ),
  (
    "send .foo",
    .failure(
      """
      error: 'foo' is not a case of EffectsBasics.Action\(effectsBasicsCases)
       --> input:1:7
      1 | send .foo
        |       ^
      """)
  ),
  (
    "export tst session.swift",
    .failure(
      """
      error: expected 'export test', 'export test <file>' or 'export html <file>'; did you mean 'export test session.swift'?
       --> input:1:8
      1 | export tst session.swift
        |        ^
      """)
  ),
  (
    "send EffectsBasics.Action.nope",
    .failure(
      """
      error: 'nope' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse
       --> input:1:27
      1 | send EffectsBasics.Action.nope
        |                           ^
      """)
  ),
  (
    "send Counter.Action.incrementButtonTapped",
    .failure(
      """
      error: 'Counter.Action' is not EffectsBasics.Action
       --> input:1:6
      1 | send Counter.Action.incrementButtonTapped
        |      ^
      """)
  ),
  (
    "receive .nope",
    .failure(
      """
      error: 'receive' asserts actions in strict mode; type 'exhaustive on' first (outside it, actions fed back are accepted as they come)
      """)
  ),
  (
    "receive (((",
    .failure(
      """
      error: 'receive' asserts actions in strict mode; type 'exhaustive on' first (outside it, actions fed back are accepted as they come)
      """)
  ),
  (
    "receive .decrementDelayResponse",
    .failure(
      """
      error: 'receive' asserts actions in strict mode; type 'exhaustive on' first (outside it, actions fed back are accepted as they come)
      """)
  ),
  (
    "advance",
    .failure(
      """
      error: expected a duration ('1s', '250ms', '1m30s'), 'next' or 'all'
       --> input:1:8
      1 | advance
        |        ^
      """)
  ),
  (
    "advance -1s",
    .failure(
      """
      error: the virtual clock only goes forward; 'undo' takes back the last step, 'goto <step>' goes to any step of the 'log'
       --> input:1:9
      1 | advance -1s
        |         ^
      """)
  ),
  (
    "advance -2",
    .failure(
      """
      error: the virtual clock only goes forward; 'undo' takes back the last step, 'goto <step>' goes to any step of the 'log'
       --> input:1:9
      1 | advance -2
        |         ^
      """)
  ),
  (
    "advance 1",
    .failure(
      """
      error: '1' needs a unit; did you mean '1s'?
       --> input:1:9
      1 | advance 1
        |         ^
      """)
  ),
  (
    "advance 1.5",
    .failure(
      """
      error: '1.5' needs a unit; did you mean '1.5s'?
       --> input:1:9
      1 | advance 1.5
        |         ^
      """)
  ),
  (
    "advance 0.1ns",
    .failure(
      """
      error: '0.1ns' is shorter than the virtual clock's resolution, 1ns
       --> input:1:9
      1 | advance 0.1ns
        |         ^
      """)
  ),
  (
    "advance 999999999.6s",
    .failure(
      """
      error: '999999999.6s' would take the virtual clock past 1000000000s (about 31 years), the furthest a session goes
       --> input:1:9
      1 | advance 999999999.6s
        |         ^
      """)
  ),
  (
    "advance 1x",
    .failure(
      """
      error: '1x' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'
       --> input:1:9
      1 | advance 1x
        |         ^
      """)
  ),
  (
    "advance 99999999999999999999s",
    .failure(
      """
      error: '99999999999999999999s' would take the virtual clock past 1000000000s (about 31 years), the furthest a session goes
       --> input:1:9
      1 | advance 99999999999999999999s
        |         ^
      """)
  ),
  (
    "advance 1s 2s",
    .failure(
      """
      error: '1s 2s' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'
       --> input:1:9
      1 | advance 1s 2s
        |         ^
      """)
  ),
  (
    "advance nextt",
    .failure(
      """
      error: 'nextt' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'
       --> input:1:9
      1 | advance nextt
        |         ^
      """)
  ),
  (
    "advance all extra",
    .failure(
      """
      error: 'all extra' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'
       --> input:1:9
      1 | advance all extra
        |         ^
      """)
  ),
  (
    "effects now",
    .failure(
      """
      error: this command takes no arguments
       --> input:1:9
      1 | effects now
        |         ^
      """)
  ),
  (
    "cancel",
    .failure(
      """
      error: expected a cancellation id ('delay', 'CancelID.delay') or '#1'
       --> input:1:7
      1 | cancel
        |       ^
      """)
  ),
  (
    "cancel #",
    .failure(
      """
      error: expected an effect number after '#', as in '#1'
       --> input:1:9
      1 | cancel #
        |         ^
      """)
  ),
  (
    "cancel #0",
    .failure(
      """
      error: expected an effect number after '#', as in '#1'
       --> input:1:9
      1 | cancel #0
        |         ^
      """)
  ),
  (
    "cancel #-1",
    .failure(
      """
      error: expected an effect number after '#', as in '#1'
       --> input:1:9
      1 | cancel #-1
        |         ^
      """)
  ),
  (
    "cancel #99999999999999999999",
    .failure(
      """
      error: expected an effect number after '#', as in '#1'
       --> input:1:9
      1 | cancel #99999999999999999999
        |         ^
      """)
  ),
  (
    "cancel #2",
    .failure(
      """
      error: no effect #2 is in flight; in flight: #1
       --> input:1:8
      1 | cancel #2
        |        ^
      """)
  ),
  (
    "cancel nope",
    .failure(
      """
      error: no effect in flight has the cancellation id 'nope'; ids in flight: CancelID.delay
       --> input:1:8
      1 | cancel nope
        |        ^
      """)
  ),
  (
    "cancel delay extra",
    .failure(
      """
      error: no effect in flight has the cancellation id 'delay extra'; ids in flight: CancelID.delay
       --> input:1:8
      1 | cancel delay extra
        |        ^
      """)
  ),
  (
    "state nope",
    .failure(
      """
      error: the state has no property 'nope'
       --> input:1:7
      1 | state nope
        |       ^
      """)
  ),
  (
    "state count.x",
    .failure(
      """
      error: 'count' has no property 'x'
       --> input:1:13
      1 | state count.x
        |             ^
      """)
  ),
  (
    "state ..",
    .failure(
      """
      error: expected a property name
       --> input:1:7
      1 | state ..
        |       ^
      """)
  ),
  (
    "state count extra",
    .failure(
      """
      error: unexpected text after the path: 'extra'
       --> input:1:12
      1 | state count extra
        |            ^
      """)
  ),
  (
    "state \"count\"",
    .failure(
      """
      error: expected a property name
       --> input:1:7
      1 | state "count"
        |       ^
      """)
  ),
  (
    "expect",
    .failure(
      """
      error: expected '<path> == <value>', as in 'expect count == -1'
       --> input:1:7
      1 | expect
        |       ^
      """)
  ),
  (
    "expect count",
    .failure(
      """
      error: expected '<path> == <value>', as in 'expect count == -1'
       --> input:1:8
      1 | expect count
        |        ^
      """)
  ),
  (
    "expect count ==",
    .failure(
      """
      error: expected a value
       --> input:1:16
      1 | expect count ==
        |                ^
      """)
  ),
  (
    "expect count == \"x\"",
    .failure(
      """
      error: expected an Int for 'count' of EffectsBasics.State, found "x"
       --> input:1:17
      1 | expect count == "x"
        |                 ^
      """)
  ),
  (
    "expect nope == 1",
    .failure(
      """
      error: the state has no property 'nope'
       --> input:1:8
      1 | expect nope == 1
        |        ^
      """)
  ),
  (
    "expect count == 5",
    .failure(
      """
        Expectation failed: count == 5 …

            − 5
            + -1

        (Expected: −, Actual: +)
      """)
  ),
  (
    "expect count == 1 == 1",
    .failure(
      """
      error: unexpected text after the action: '== 1'
       --> input:1:19
      1 | expect count == 1 == 1
        |                   ^
      """)
  ),
  (
    "set count",
    .failure(
      """
      error: expected '=' after 'count'
       --> input:1:10
      1 | set count
        |          ^
      """)
  ),
  (
    "set count =",
    .failure(
      """
      error: expected a value
       --> input:1:12
      1 | set count =
        |            ^
      """)
  ),
  (
    "set nope = 1",
    .failure(
      """
      error: the state has no property 'nope'
       --> input:1:5
      1 | set nope = 1
        |     ^
      """)
  ),
  (
    "set count = nil",
    .failure(
      """
      error: expected an Int for 'count' of EffectsBasics.State, found nil
       --> input:1:13
      1 | set count = nil
        |             ^
      """)
  ),
  (
    "set = 1",
    .failure(
      """
      error: expected a property name to assign
       --> input:1:5
      1 | set = 1
        |     ^
      """)
  ),
  (
    "actions now",
    .failure(
      """
      error: this command takes no arguments
       --> input:1:9
      1 | actions now
        |         ^
      """)
  ),
  (
    "log now",
    .failure(
      """
      error: the state has no property 'now'; 'log' keeps steps ('log 10-20'), 'received' or 'sent' actions, or those that changed a path ('log \\.count')
       --> input:1:5
      1 | log now
        |     ^
      """)
  ),
  (
    "undo 0",
    .failure(
      """
      error: expected how many steps to undo, as in 'undo 2'
       --> input:1:6
      1 | undo 0
        |      ^
      """)
  ),
  (
    "undo -1",
    .failure(
      """
      error: expected how many steps to undo, as in 'undo 2'
       --> input:1:6
      1 | undo -1
        |      ^
      """)
  ),
  (
    "undo x",
    .failure(
      """
      error: expected how many steps to undo, as in 'undo 2'
       --> input:1:6
      1 | undo x
        |      ^
      """)
  ),
  (
    "undo 5",
    .failure(
      """
      error: there are 2 steps to undo
       --> input:1:6
      1 | undo 5
        |      ^
      """)
  ),
  (
    "undo 99999999999999999999",
    .failure(
      """
      error: expected how many steps to undo, as in 'undo 2'
       --> input:1:6
      1 | undo 99999999999999999999
        |      ^
      """)
  ),
  (
    "goto",
    .failure(
      """
      error: expected a step number from 'log', as in 'goto 2' (0: the start)
       --> input:1:5
      1 | goto
        |     ^
      """)
  ),
  (
    "goto -1",
    .failure(
      """
      error: expected a step number from 'log', as in 'goto 2' (0: the start)
       --> input:1:6
      1 | goto -1
        |      ^
      """)
  ),
  (
    "goto 99",
    .failure(
      """
      error: there is no step 99: the last is 2
       --> input:1:6
      1 | goto 99
        |      ^
      """)
  ),
  (
    "goto x",
    .failure(
      """
      error: expected a step number from 'log', as in 'goto 2' (0: the start)
       --> input:1:6
      1 | goto x
        |      ^
      """)
  ),
  (
    "reset now",
    .failure(
      """
      error: this command takes no arguments
       --> input:1:7
      1 | reset now
        |       ^
      """)
  ),
  (
    "exhaustive",
    .failure(
      """
      error: expected 'on' or 'off'
       --> input:1:11
      1 | exhaustive
        |           ^
      """)
  ),
  (
    "exhaustive maybe",
    .failure(
      """
      error: expected 'on' or 'off'
       --> input:1:12
      1 | exhaustive maybe
        |            ^
      """)
  ),
  (
    "exhaustive on off",
    .failure(
      """
      error: expected 'on' or 'off'
       --> input:1:12
      1 | exhaustive on off
        |            ^
      """)
  ),
  (
    "timeline now",
    .failure(
      """
      error: expected '--svg <file>' or '--html <file>' after 'timeline', or nothing
       --> input:1:10
      1 | timeline now
        |          ^
      """)
  ),
  (
    "save",
    .failure(
      """
      error: expected a file to write, as in 'save session.replscript'
       --> input:1:5
      1 | save
        |     ^
      """)
  ),
  (
    "export",
    .failure(
      """
      error: expected 'export test', 'export test <file>' or 'export html <file>'
       --> input:1:7
      1 | export
        |       ^
      """)
  ),
  (
    "export tests",
    .failure(
      """
      error: expected 'export test', 'export test <file>' or 'export html <file>'; did you mean 'export test'?
       --> input:1:8
      1 | export tests
        |        ^
      """)
  ),
  (
    "export test a b",
    .failure(
      """
      error: expected 'export test', 'export test <file>' or 'export html <file>'
       --> input:1:8
      1 | export test a b
        |        ^
      """)
  ),
  (
    "deps now",
    .failure(
      """
      error: this command takes no arguments
       --> input:1:6
      1 | deps now
        |      ^
      """)
  ),
  (
    "scenario",
    .failure(
      """
      error: expected a scenario name: default, failure, instant
       --> input:1:9
      1 | scenario
        |         ^
      """)
  ),
  (
    "scenario nope",
    .failure(
      """
      error: EffectsBasics has no scenario 'nope'; scenarios: default, failure, instant
       --> input:1:10
      1 | scenario nope
        |          ^
      """)
  ),
  (
    "scenario failure extra",
    .failure(
      """
      error: EffectsBasics has no scenario 'failure extra'; scenarios: default, failure, instant
       --> input:1:10
      1 | scenario failure extra
        |          ^
      """)
  ),
  (
    "features now",
    .failure(
      """
      error: this command takes no arguments
       --> input:1:10
      1 | features now
        |          ^
      """)
  ),
  (
    "load",
    .failure(
      """
      error: expected a feature name: EffectsBasics, EffectsBasicsAsWritten, Root, Splash, SharedLogicWithActions, SharedLogicWithMethods, Counter, EffectsCancellation, Timers, Refreshable, DebouncedSearch, LongLiving, EffectsComposition, Todos, SheetDemo, NavigationStackDemo, SyncUps, SyncUpsList, SyncUpDetail, RecordMeeting, SharedStateInMemory, SharedStateFileStorage, SharedStateAppStorage, Runaway, Throwing, OutsideTheClock, Stubborn, PressesCtrlC, DismissesItself
       --> input:1:5
      1 | load
        |     ^
      """)
  ),
  (
    "load Nope",
    .failure(
      """
      error: unknown feature 'Nope'
       --> input:1:6
      1 | load Nope
        |      ^
      \(loadableFeatures)
      """)
  ),
  (
    "load Effects Basics",
    .failure(
      """
      error: unknown feature 'Effects Basics'; did you mean 'EffectsBasics'?
       --> input:1:6
      1 | load Effects Basics
        |      ^
      \(loadableFeatures)
      """)
  ),
  (
    "help nope",
    .failure(
      """
      error: no command 'nope'; did you mean 'type'?
       --> input:1:6
      1 | help nope
        |      ^
      """)
  ),
  (
    "help s",
    .failure(
      """
      error: 's' could be 'send', 'state', 'set', 'skip', 'save', 'scenario', 'step', 'screen'
       --> input:1:6
      1 | help s
        |      ^
      """)
  ),
  (
    "quit now",
    .failure(
      """
      error: this command takes no arguments
       --> input:1:6
      1 | quit now
        |      ^
      """)
  ),
  (
    "exit now",
    .failure(
      """
      error: this command takes no arguments
       --> input:1:6
      1 | exit now
        |      ^
      """)
  ),
  ("", .ok("")),
  ("   ", .ok("")),
  ("# a comment", .ok("")),
  (
    "\tstate",
    .ok(
      """
        EffectsBasics.State(
          count: -1,
          isNumberFactRequestInFlight: false,
          numberFact: nil
        )
      """)
  ),
  (
    "send .numberFactResponse(.success(\"\u{1B}[31mred\"))",
    .failure(
      """
      error: control character U+001B in a string literal; write '\\u{1B}'
       --> input:1:36
      1 | send .numberFactResponse(.success("\u{FFFD}[31mred"))
        |                                    ^
      """)
  ),
  (
    "save \u{1B}[31m/missing/x",
    .failure(
      """
      error: can't write '\u{FFFD}[31m/missing/x': No such file or directory
      """)
  ),
]

/// Lines of a megabyte, 10,000-deep nesting and invalid UTF-8: each is refused at once with a
/// message that shows only the part of the line around the caret.
extension Hardening.HostileInputTests {
  static let megabyte = String(repeating: "abcdefgh", count: 131_072)

  /// The caret line's excerpt of a long line: 79 characters each side of the caret at most.
  static func excerpt(before: String, after: String) -> (line: String, padding: String) {
    let shownBefore = before.count > 80 ? "…" + before.suffix(79) : before
    let shownAfter = after.count > 80 ? after.prefix(79) + "…" : after
    return (shownBefore + shownAfter, String(repeating: " ", count: shownBefore.count))
  }

  static func refusal(
    _ message: String, column: Int, before: String, after: String
  ) -> Outcome {
    let (line, padding) = excerpt(before: before, after: after)
    return .failure(
      """
      error: \(message)
       --> input:1:\(column)
      1 | \(line)
        | \(padding)^
      """)
  }

  @Test func aMegabyteStringThatIsNotClosed() async {
    let prefix = "send .numberFactResponse(.success("
    await Self.check(
      prefix + "\"" + Self.megabyte,
      Self.refusal(
        "unterminated string literal", column: 35, before: prefix,
        after: "\"" + Self.megabyte))
  }

  @Test func aMegabyteCaseName() async {
    await Self.check(
      "send ." + Self.megabyte,
      Self.refusal(
        "'\(Self.megabyte.prefix(60))…' is not a case of EffectsBasics.Action"
          + "\(effectsBasicsCases)", column: 7,
        before: "send .", after: Self.megabyte))
  }

  @Test func aMegabyteCommandAndPath() async {
    await Self.check(
      Self.megabyte,
      Self.refusal(
        "unknown command '\(Self.megabyte.prefix(60))…'; type 'help' for the commands",
        column: 1, before: "", after: Self.megabyte))
    await Self.check(
      "state " + Self.megabyte,
      Self.refusal(
        "the state has no property '\(Self.megabyte.prefix(60))…'", column: 7,
        before: "state ", after: Self.megabyte))
  }

  @Test(arguments: [
    ("send ", "[", 262),
    ("send ", ".a(", 776),
    ("send .numberFactResponse(.success(", "(", 289),
    ("expect numberFact == ", "[", 278),
  ])
  func tenThousandDeepNesting(prefix: String, opener: String, column: Int) async {
    let line = prefix + String(repeating: opener, count: 10_000)
    let offset = line.utf8.index(line.utf8.startIndex, offsetBy: column - 1)
    await Self.check(
      line,
      Self.refusal(
        "the literal is nested more than 256 levels deep", column: column,
        before: String(line[..<offset]), after: String(line[offset...])))
  }

  @Test func invalidUTF8() async {
    await Self.check(
      String(decoding: Array("send .".utf8) + [0xFF, 0xFE, 0xC3], as: UTF8.self),
      .failure(
        """
        error: expected a name after '.'
         --> input:1:7
        1 | send .\u{FFFD}\u{FFFD}\u{FFFD}
          |       ^
        """))
    await Self.check(
      String(
        decoding: Array("send .numberFactResponse(.success(\"".utf8) + [0xC3, 0x28, 0x22],
        as: UTF8.self),
      .failure(
        """
        error: expected ')' to close the payload
         --> input:1:39
        1 | send .numberFactResponse(.success("\u{FFFD}("
          |                                       ^
        """))
  }

  @Test func aMegabyteOfBlanksBeforeACommand() async {
    let shell = await Self.preparedShell()
    #expect(
      await shell.outcome(String(repeating: " ", count: 1_000_000) + "state count")
        == .ok("  count: -1"))
  }
}
