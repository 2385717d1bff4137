import Testing

@testable import StoreREPL

/// Every problem a command can stop with, and the words it says: one table per group of
/// ``ShellError/Problem``.
@Suite struct ShellErrorMessageTests {
  typealias Problem = ShellError.Problem

  @Test(arguments: [
    (Problem.noFeatureLoaded, "no feature is loaded; type 'load <feature>'"),
    (.takesNoArguments, "this command takes no arguments"),
    (.unknownCommand("sned", suggestion: "send"), "unknown command 'sned'; did you mean 'send'?"),
    (.unknownCommand("zz", suggestion: nil), "unknown command 'zz'; type 'help' for the commands"),
    (.ambiguousCommand("e", [.effects, .exhaustive]), "'e' could be 'effects', 'exhaustive'"),
    (.parse(.expectedCloser(.payload)), "expected ')' to close the payload"),
    (.decode(.unexpectedPayload(case: "tap")), "'tap' has no payload"),
    (.command(.expectedDiffLayout), "expected 'full' or 'compact'"),
    (
      .command(.expectedExport(suggestion: "export html a.html")),
      "expected 'export test', 'export test <file>' or 'export html <file>'; did you mean "
        + "'export html a.html'?"
    ),
    (
      .command(.expectedTimelineFile),
      "expected '--svg <file>' or '--html <file>' after 'timeline', or nothing"
    ),
    (.command(.noHelp("sedn", suggestion: "send")), "no command 'sedn'; did you mean 'send'?"),
    (.other("said as it is"), "said as it is"),
  ])
  func theCommandLine(_ problem: Problem, _ message: String) {
    #expect(problem.message == message)
  }

  @Test(arguments: [
    (
      ShellError.ClockProblem.expectedAdvance,
      "expected a duration ('1s', '250ms', '1m30s'), 'next' or 'all'"
    ),
    (
      .notADuration("soon"),
      "'soon' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'"
    ),
    (.needsUnit("5"), "'5' needs a unit; did you mean '5s'?"),
    (.belowResolution("0.1ns"), "'0.1ns' is shorter than the virtual clock's resolution, 1ns"),
    (
      .pastTheFurthest("40y"),
      "'40y' would take the virtual clock past 1000000000s (about 31 years), the furthest a "
        + "session goes"
    ),
    (
      .onlyForward,
      "the virtual clock only goes forward; 'undo' takes back the last step, 'goto <step>' goes "
        + "to any step of the 'log'"
    ),
    (.notAWaitDuration("x"), "'x' is not a duration; write '1s', '250ms' or '5s'"),
    (
      .waitTooLong(longest: .seconds(30)),
      "'wait' waits 30s at most: real time passes while it waits"
    ),
    (
      .nothingWaitsOutside,
      "nothing waits outside the virtual clock; 'effects' lists what is in flight, 'advance' "
        + "moves the clock"
    ),
  ])
  func theClock(_ problem: ShellError.ClockProblem, _ message: String) {
    #expect(Problem.clock(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.TimeTravelProblem.expectedUndoCount,
      "expected how many steps to undo, as in 'undo 2'"
    ),
    (.expectedGotoStep, "expected a step number from 'log', as in 'goto 2' (0: the start)"),
    (.nothingToUndo(foldedNote: nil), "nothing to undo: the session is at its start"),
    (.nothingToUndo(foldedNote: "steps 1–4 were folded"), "nothing to undo: steps 1–4 were folded"),
    (.tooManyToUndo(undoable: 1, foldedNote: nil), "there is 1 step to undo"),
    (
      .tooManyToUndo(undoable: 3, foldedNote: "steps 1–4 were folded"),
      "there are 3 steps to undo; steps 1–4 were folded"
    ),
    (.noSuchStep(4, last: 3), "there is no step 4: the last is 3"),
    (.stepGone(2, foldedNote: "steps 1–4 were folded"), "step 2 is gone: steps 1–4 were folded"),
    (.startGone(foldedNote: "steps 1–4 were folded"), "the start is gone: steps 1–4 were folded"),
    (
      .expectedLogFilter,
      "expected each filter once: steps ('3-5'), 'received' or 'sent', a path ('\\.count'), as in 'log received 3-5'"
    ),
    (
      .expectedLogSteps,
      "expected a step number or a range of steps from 'log', as in 'log 5' or 'log 10-20'"
    ),
    (.logRange(first: 1, last: 1), "the log has only step 1"),
    (.logRange(first: 1, last: 5), "the log has steps 1 to 5"),
    (
      .mistypedLogFilter(.path(.noProperty("sent2", owner: "the state", suggestion: nil))),
      "the state has no property 'sent2'; 'log' keeps steps ('log 10-20'), 'received' or 'sent' "
        + "actions, or those that changed a path ('log \\.count')"
    ),
    (.expectedTraceArgument, "expected a step number from 'log', 'on' or 'off', as in 'trace 2'"),
    (.noStepToTrace, "no step to trace yet: 'send' an action first"),
  ])
  func timeTravel(_ problem: ShellError.TimeTravelProblem, _ message: String) {
    #expect(Problem.timeTravel(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.PastProblem.expectedStepNumber(example: "skip 2"),
      "expected a step number from 'log', as in 'skip 2'"
    ),
    (
      .expectedReplacement,
      "expected the action to send instead, as in 'replace 2 .incrementButtonTapped'"
    ),
    (.notBefore(made: 1), "there is no step to change yet"),
    (.notBefore(made: 3), "expected a step before this one, from 1 to 2 ('log' lists them)"),
    (
      .changesThePast(2, line: "skip 1"),
      "step 2 'skip 1' changes the past itself; 'skip' it again, or 'undo'"
    ),
    (
      .sendsNoAction(2, line: "advance 1s"),
      "step 2 is 'advance 1s', which sends no action of its own; 'replace' takes a 'send' step"
    ),
  ])
  func thePast(_ problem: ShellError.PastProblem, _ message: String) {
    #expect(Problem.past(problem).message == message)
  }

  @Test(arguments: [
    (ShellError.StrictProblem.expectedOnOrOff, "expected 'on' or 'off'"),
    (
      .expectedAction(example: ".incrementButtonTapped"),
      "expected an action after 'send', such as .incrementButtonTapped"
    ),
    (.unquotedString("hi"), "expected a value, found 'hi'; did you mean \"hi\"?"),
    (.dismissed, "the feature dismissed itself; 'undo' to go back before it"),
    (
      .actionsWaiting([".a"], before: "sending an action"),
      "must handle 1 received action before sending an action: .a; type 'receive' to assert "
        + "it, or 'exhaustive off' to accept it"
    ),
    (
      .actionsWaiting([".a", ".b", ".c", ".d", ".e"], before: "setting the state"),
      "must handle 5 received actions before setting the state: .a, .b, .c and 2 more; type "
        + "'receive' to assert each, or 'exhaustive off' to accept them"
    ),
    (
      .receiveNeedsStrictMode,
      "'receive' asserts actions in strict mode; type 'exhaustive on' first (outside it, actions "
        + "fed back are accepted as they come)"
    ),
    (.expectedPattern, "expected an action or a case, as in '.decrementDelayResponse'"),
    (.expectedComparison, "expected '<path> == <value>', as in 'expect count == -1'"),
    (
      .expectedPropertyBeforeEquals,
      "expected a property before '==', as in 'expect count == -1'"
    ),
  ])
  func strictMode(_ problem: ShellError.StrictProblem, _ message: String) {
    #expect(Problem.strict(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.EffectProblem.expectedCancelTarget,
      "expected a cancellation id ('delay', 'CancelID.delay') or '#1'"
    ),
    (.expectedEffectNumber, "expected an effect number after '#', as in '#1'"),
    (
      .alreadyCancelled(2),
      "effect #2 is already cancelled; it is still running because it does not stop when "
        + "cancelled"
    ),
    (
      .notInFlight(7, ended: nil, inFlight: []),
      "no effect #7 is in flight; no effects are in flight"
    ),
    (
      .notInFlight(
        1, ended: "#1 finished at 1.000s (step 2)",
        inFlight: [.init(number: 2, isCancelled: false), .init(number: 3, isCancelled: true)]),
      "#1 finished at 1.000s (step 2); in flight: #2, #3 (already cancelled)"
    ),
    (
      .noSuchID("dealy", ids: ["CancelID.delay"], inFlight: []),
      "no effect in flight has the cancellation id 'dealy'; ids in flight: CancelID.delay"
    ),
    (
      .noSuchID("delay", ids: [], inFlight: [.init(number: 1, isCancelled: false)]),
      "no effect in flight has the cancellation id 'delay'; in flight: #1"
    ),
    (
      .ambiguousID("delay", matches: ["B.delay", "A.delay"]),
      "'delay' names several ids: A.delay, B.delay; write the whole id"
    ),
  ])
  func effects(_ problem: ShellError.EffectProblem, _ message: String) {
    #expect(Problem.effects(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.DebuggerProblem.expectedBreakpoint,
      "expected a case path ('break .decrementDelayResponse'), 'if <condition>', 'effect "
        + "start|finish|cancel' or 'invariant [<n>]'"
    ),
    (
      .expectedEffectEvent,
      "expected 'start', 'finish' or 'cancel', and a cancellation id if you like"
    ),
    (
      .expectedCasePath,
      "expected a case path, as in '.numberFactResponse' or '\\.splash.response'"
    ),
    (.expectedCaseName, "expected a case name"),
    (.noPayload("tapped"), "'tapped' has no payload: no case follows it"),
    (
      .payloadHasNoCases("success", type: "String"),
      "'success' holds a String, which has no cases: the case path ends at '.success'"
    ),
    (
      .expectedNumber(of: .breakpoint, command: "delete"),
      "expected the number of a breakpoint, as in 'delete 1'; 'breakpoints' lists them"
    ),
    (
      .expectedNumber(of: .watch, command: "unwatch"),
      "expected the number of a watch, as in 'unwatch 1'; 'watches' lists them"
    ),
    (
      .expectedNumber(of: .invariant, command: "delete invariant"),
      "expected the number of an invariant, as in 'delete invariant 1'; 'invariants' lists them"
    ),
    (.noSuch(.breakpoint, 3, existing: []), "there is no breakpoint 3; 'break' sets one"),
    (
      .noSuch(.breakpoint, 3, existing: [1, 2]),
      "there is no breakpoint 3; 'breakpoints' lists them (1, 2)"
    ),
    (.noSuch(.watch, 3, existing: []), "there is no watch 3; 'watch <path>' sets one"),
    (.noSuch(.watch, 3, existing: [1]), "there is no watch 3; 'watches' lists them"),
    (
      .noSuch(.invariant, 3, existing: []),
      "there is no invariant 3; 'invariant <condition>' adds one"
    ),
    (.noSuch(.invariant, 3, existing: [1]), "there is no invariant 3; 'invariants' lists them"),
    (
      .expectedWatchPath,
      "expected a state path to watch, as in 'watch count'; 'watches' lists them"
    ),
    (
      .expectedInvariant,
      "expected a condition every step must keep, as in 'invariant count >= 0'; 'invariants' "
        + "lists them"
    ),
    (
      .stopped(command: "send"),
      "the session is stopped at a breakpoint; 'step' or 'continue' first, or 'undo' to go back "
        + "before the stop"
    ),
    (
      .stopped(command: "advance"),
      "the session is stopped at a breakpoint; 'step' or 'continue' first, or 'undo' to go back "
        + "before the stop ('advance' would move the clock past it)"
    ),
    (
      .notStoppedToStep,
      "the session is not stopped; 'break' sets a breakpoint, 'send' sends an action"
    ),
    (
      .notStoppedToContinue,
      "the session is not stopped; 'break' sets a breakpoint, 'advance' runs to it"
    ),
    (.nothingHeld, "no action waits to be reduced; 'continue' goes on"),
  ])
  func theDebugger(_ problem: ShellError.DebuggerProblem, _ message: String) {
    #expect(Problem.debugger(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.ExploreProblem.expectedDepth,
      "expected a depth from 1 to 12, as in 'explore depth 4'"
    ),
    (.expectedBudget, "expected how long to search, as in 'explore for 10s'"),
    (
      .expectedArguments,
      "expected 'depth <n>', 'for <duration>', 'only <cases>', 'except <cases>' or nothing, as "
        + "in 'explore depth 4 for 10s'"
    ),
    (
      .expectedCases(after: "only"),
      "expected the cases of the actions to send, separated by commas, as in 'explore only "
        + "incrementButtonTapped, decrementButtonTapped'; 'actions' lists them"
    ),
    (
      .expectedCases(after: "except"),
      "expected the cases of the actions to leave out, separated by commas, as in 'explore "
        + "except incrementButtonTapped, decrementButtonTapped'; 'actions' lists them"
    ),
    (
      .choiceTwice,
      "expected 'only' or 'except' once: 'only' names every action to send, 'except' those to "
        + "leave out"
    ),
  ])
  func exploring(_ problem: ShellError.ExploreProblem, _ message: String) {
    #expect(Problem.explore(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.ConditionProblem.emptyCondition,
      "expected a condition, such as 'count == 0' or 'effects.isEmpty'"
    ),
    (.expectedCondition, "expected a condition, such as 'count == 0'"),
    (
      .expectedOperand,
      "expected a state path or 'effects', such as 'count' or 'effects.isEmpty'"
    ),
    (.expectedEffectsMember, "expected '.isEmpty', '.count' or 'contains <id>' after 'effects'"),
    (.expectedContainedID, "expected a cancellation id after 'contains', such as 'delay'"),
    (.assignment, "expected '==' to compare; '=' assigns"),
    (.expectedValue(after: ">="), "expected a value after '>='"),
    (.unopenedParenthesis, "unexpected ')': no '(' is open"),
    (.unclosedParenthesis(openedAt: 9), "expected ')' to close the '(' at column 10"),
    (
      .trailingText("count"),
      "unexpected text after the condition: 'count'; join conditions with '&&' or '||'"
    ),
    (
      .notABool("count", type: "Int", literal: "3"),
      "'count' is Int, not a Bool: compare it, as in 'count == 3'"
    ),
    (.notABool("count", type: "Int", literal: nil), "'count' is Int, not a Bool: compare it"),
    (.orderedNil, "only '==' and '!=' compare with nil"),
    (
      .unordered(comparison: "<", "item", type: "Item"),
      "'<' orders numbers, strings and other comparable values; 'item' is Item"
    ),
    (
      .notEquatable(comparison: "==", "item", type: "Item"),
      "a test compares with '==' only Equatable values; 'item' is Item"
    ),
  ])
  func conditions(_ problem: ShellError.ConditionProblem, _ message: String) {
    #expect(Problem.condition(problem).message == message)
  }

  @Test(arguments: [
    (ShellError.PathProblem.trailingText("x"), "unexpected text after the path: 'x'"),
    (.expectedDot, "expected '.' between property names"),
    (.expectedDotAfterDollarZero, "expected '.' after '$0'"),
    (.expectedPropertyName, "expected a property name"),
    (.expectedPropertyAfterDot, "expected a property name after '.'"),
    (.expectedSubscript, "expected an index such as '[0]' or an id such as '[id: 0]'"),
    (.expectedCloseBracket, "expected ']'"),
    (.isNil("destination"), "'destination' is nil"),
    (.hasNoIDs("'count'"), "'count' is not an identified array or a stack: it has no ids"),
    (.notACollection("'count'"), "'count' is not an array, an identified array or a stack"),
    (
      .noProperty("cont", owner: "State", suggestion: "count"),
      "State has no property 'cont'; did you mean 'count'?"
    ),
    (
      .indexOutOfRange(1, owner: "'todos'", count: 1),
      "index 1 is out of range: 'todos' has 1 element"
    ),
    (
      .indexOutOfRange(5, owner: "'todos'", count: 2),
      "index 5 is out of range: 'todos' has 2 elements"
    ),
    (.noElement(id: "UUID(7)", owner: "'todos'"), "no element with id UUID(7) in 'todos'"),
    (
      .noCaseWithPayload("main", owner: "the state"),
      "the state has no case 'main' with a payload"
    ),
    (
      .unreadableInTest("count", owner: "'items'"),
      "a test cannot read 'count' of 'items': it is no struct, and no @Reducer enum's state"
    ),
  ])
  func paths(_ problem: ShellError.PathProblem, _ message: String) {
    #expect(Problem.path(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.AssignmentProblem.expectedBlock,
      "expected '{' to start the expected state, or the end of the line"
    ),
    (.unclosedBlock, "expected '}' to close the block"),
    (.expectedSeparator, "expected ';' or '}' after the value"),
    (.trailingTextAfterBlock("x"), "unexpected text after the block: 'x'"),
    (.expectedPropertyToAssign, "expected a property name to assign"),
    (.expectedEquals(path: "count", meant: nil), "expected '=' after 'count'"),
    (
      .expectedEquals(path: "count", meant: "count = 3"),
      "expected '=' after 'count'; write 'count = 3'"
    ),
    (
      .expectedAssignment(example: "'count = 1'"),
      "expected a path and a value after 'set', such as 'count = 1'"
    ),
    (.trailingTextAfterValue("4"), "unexpected text after the value: '4'"),
    (.cannotAssign("store"), "can't assign to 'store'"),
    (
      .cannotReplace("todos", .repeatedID(element: 2, id: "UUID(0)")),
      "can't assign to 'todos': element 2 repeats the id UUID(0)"
    ),
    (
      .cannotReplace("path", .stackNotEmptied),
      "can't assign to 'path': a stack can only be emptied with '[]': pushed elements get new ids"
    ),
    (.notAStruct(owner: "'count'"), "can't assign inside 'count': it is not a struct"),
    (
      .idChanged(from: "UUID(0)", to: "UUID(1)"),
      "can't change the id of an element of an identified array: it is UUID(0), not UUID(1)"
    ),
    (
      .sharedReaderIsReadOnly,
      "a @SharedReader is read-only: the feature changes it through the @Shared it reads"
    ),
    (
      .expectedStateCall(type: "Counter.State"),
      "expected the state as 'Counter.State(field: value, …)'"
    ),
    (
      .wrongStateType(written: "Other.State", expected: "Counter.State"),
      "expected Counter.State, not Other.State"
    ),
    (.expectedFieldLabel, "expected a field's name before the value, as in 'count: 1'"),
  ])
  func assignments(_ problem: ShellError.AssignmentProblem, _ message: String) {
    #expect(Problem.assignment(problem).message == message)
  }

  @Test(arguments: [
    (
      ShellError.FeatureProblem.expectedFeatureName(["Counter", "Todos"]),
      "expected a feature name: Counter, Todos"
    ),
    (
      .unknownFeature("Countr", suggestion: "Counter", listing: nil),
      "unknown feature 'Countr'; did you mean 'Counter'?"
    ),
    (
      .unknownFeature("X", suggestion: nil, listing: ["  Counter  a counter", "  Todos  a list"]),
      "unknown feature 'X'\nFeatures:\n  Counter  a counter\n  Todos  a list"
    ),
    (
      .unstartable("Detail", summary: "Detail.swift:3", reason: "its State has no initializer"),
      "Detail (Detail.swift:3) cannot be started: its State has no initializer"
    ),
    (.severalFeatures(["A", "B"]), "name the feature to start: A, B"),
    (.noPreview(of: nil), "no preview in these files builds a store"),
    (.noPreview(of: "Counter"), "no preview of Counter in these files builds a store"),
    (
      .noSuchPreview("3", of: "Counter", previews: ["1 CounterView (Counter.swift:40)"]),
      "no preview '3' of Counter; the previews are 1 CounterView (Counter.swift:40)"
    ),
    (
      .cannotStart(
        "Clock", reason: "no sample value can be made for 'now'", stateType: "Clock.State"),
      "Clock can't start: no sample value can be made for 'now'. Give the field a default "
        + "value, or build the feature's store in a '#Preview' (Store(initialState: "
        + "Clock.State(…)) { Clock() }) to start it there"
    ),
    (
      .stateThrew("Clock", error: "offline"),
      "Clock can't start: its State threw offline"
    ),
    (.noFeatures, "no features in this process"),
    (
      .reloadBuiltIn,
      "'reload' recompiles features loaded from Swift files ('store-repl Feature.swift'); these "
        + "are built into this program"
    ),
    (.expectedScenario(["live", "failure"]), "expected a scenario name: live, failure"),
    (
      .unknownScenario("failur", feature: "EffectsBasics", scenarios: ["live", "failure"]),
      "EffectsBasics has no scenario 'failur'; did you mean 'failure'?; scenarios: live, failure"
    ),
    (
      .workerNotStarted(executable: nil, reason: "Cannot allocate memory"),
      "can't start the worker: Cannot allocate memory"
    ),
    (
      .workerNotStarted(executable: "/bin/store-repl", reason: "No such file or directory"),
      "can't start the worker /bin/store-repl: No such file or directory"
    ),
  ])
  func features(_ problem: ShellError.FeatureProblem, _ message: String) {
    #expect(Problem.feature(problem).message == message)
  }

  @Test func theWorkersProblems() {
    #expect(
      Problem.feature(.notRunning).message
        == "the feature's code is not running: it could not start again (above); 'reload' "
        + "tries again, 'save <file>' and 'log' work from the steps the shell keeps")
    #expect(
      Problem.feature(.outputTooLarge(bytes: 70_000_000, limit: 64 << 20)).message
        == "the output is 70000000 bytes, more than a worker may send at once (64 MiB)")
  }

  @Test(arguments: [
    (
      ShellError.FileProblem.cannotWrite(FileWriteError(path: "/x/a.replscript", reason: "denied")),
      "can't write '/x/a.replscript': denied"
    ),
    (
      .notesUnwritable(path: "/dev/x", reason: "No such file or directory"),
      "can't write the lesson's notes to /dev/x: No such file or directory"
    ),
    (.saveNeedsAFile, "expected a file to write, as in 'save session.replscript'"),
    (.exportNeedsAFile, "expected a file to write, as in 'export html handout.html'"),
    (.recordNeedsAFile, "expected a file to write, as in 'record Counting.transcript'"),
    (
      .noStart(what: "test", folded: "steps 1–4 were folded"),
      "no test can start where the session started: steps 1–4 were folded"
    ),
    (
      .recordResumed,
      "'record' writes a session from its start, and this one was resumed; 'save' keeps its "
        + "steps as a script"
    ),
    (
      .recordTooLong(limit: 10_000),
      "'record' keeps the first 10000 commands and this session has more; 'save' keeps its "
        + "steps as a script"
    ),
    (.noTimeline, "no steps yet: there is no timeline to draw"),
    (
      .editUnreadable(file: "Counter.swift", copy: "/tmp/l/2.swift"),
      "can't make the edit of Counter.swift: can't read /tmp/l/2.swift"
    ),
    (.editUnwritable(file: "Counter.swift"), "can't make the edit: can't write Counter.swift"),
  ])
  func files(_ problem: ShellError.FileProblem, _ message: String) {
    #expect(Problem.file(problem).message == message)
  }

  /// A problem gives its error its kind; a literal's kind is the literal error's own.
  @Test(arguments: [
    (
      ShellError.ScreenProblem.noView(feature: "Counter"),
      "Counter has no view to draw: its registration gives none, or the loader set it aside"
    ),
    (.expectedOnOrOff, "expected 'on' or 'off' after 'screen', or nothing"),
    (
      .expectedControl(command: "tap"),
      "expected a control's label or number after 'tap'; 'screen' numbers them"
    ),
    (.expectedText, "expected the text to type, in quotes, after the field: type 1 \"Blob\""),
    (.expectedOption, "expected the option to pick after the picker: pick 1 Large"),
    (
      .noSuchControl("minsu", suggestion: "minus", labels: ["minus", "plus"]),
      "no control 'minsu' on the screen; did you mean 'minus'?"
    ),
    (
      .noSuchControl("9", suggestion: nil, labels: ["minus", "plus"]),
      "no control '9' on the screen; it has 'minus', 'plus'"
    ),
    (.noSuchControl("9", suggestion: nil, labels: []), "no control '9' on the screen; it has none"),
    (.ambiguousControl("Go", numbers: [1, 2]), "'Go' names controls 1 and 2; use the number"),
    (.disabledControl("Start"), "'Start' is disabled"),
    (
      .wrongControl("minus", command: "type", use: "tap"),
      "'minus' is no control 'type' drives; use 'tap'"
    ),
    (
      .noSuchOption("Huge", picker: "Size", options: ["Small", "Large"]),
      "'Size' has no option 'Huge'; it has 'Small', 'Large'"
    ),
    (.nothingPushed, "no screen is pushed: 'back' pops the top of a navigation stack"),
    (.nothingPresented, "nothing is presented: 'dismiss' closes a sheet, an alert or a dialog"),
    (
      .unwritableAction(".save(<closure>)"),
      "the control sent .save(<closure>), which the shell cannot write as an action literal"
    ),
    (
      .nothingAppears,
      "nothing on the screen runs as it appears: it has no .onAppear and no .task"
    ),
    (.notRefreshable, "nothing on the screen is refreshable: it has no .refreshable"),
    (
      .readOnlyControl("Level", kind: "slider"),
      "'Level' is a slider, which the screen shows but cannot drive; 'set' changes the state it "
        + "shows"
    ),
  ])
  func theScreensProblems(_ problem: ShellError.ScreenProblem, _ message: String) {
    #expect(problem.message == message)
  }

  @Test func aProblemIsOfItsKind() {
    #expect(ShellError(.clock(.needsUnit("5"))).kind == .usage)
    #expect(ShellError(.effects(.ambiguousID("d", matches: []))).kind == .ambiguousName)
    #expect(ShellError(.path(.isNil("x"))).kind == .invalidValue)
    #expect(ShellError(.feature(.workerNotStarted(executable: nil, reason: ""))).kind == .worker)
    #expect(ShellError(.file(.cannotWrite(FileWriteError(path: "", reason: "")))).kind == .file)
    #expect(
      ShellError(.strict(.unquotedString("hi"))).kind == .parse(.expectedLeadingDot(name: "hi")))
    #expect(
      ShellError(.assignment(.wrongStateType(written: "A", expected: "B"))).kind
        == .decode(.wrongTypeName(written: "A", expected: "B")))
    #expect(
      ShellError(
        .timeTravel(.mistypedLogFilter(.path(.noProperty("x", owner: "", suggestion: nil))))
      )
      .kind == .unknownName)
  }
}
