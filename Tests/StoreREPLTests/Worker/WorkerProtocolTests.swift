import Foundation
import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#endif

/// The shell and its worker speak in typed requests and answers: each goes through a pipe and
/// comes back the same.
@Suite struct WorkerProtocolTests {
  /// `message` sent through a pipe and read back with the channel, as the other end reads it.
  static func onTheWire<Message: Codable>(_ message: Message) throws -> Message? {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let channel = WorkerChannel(input: ends[0], output: ends[1])
    #expect(channel.send(message))
    return try channel.receive(Message.self)
  }

  @Test(arguments: [
    WorkerRequest.run(RunRequest("send .textChanged(\"a\\nb\")", width: 100)),
    .run(RunRequest("adv 1s", line: "adv   1s", width: 40)),
    .run(RunRequest("wait 5s", width: 80, waited: .milliseconds(12))),
    .complete(line: "send .dec"),
    .problems(commands: ["send .a", "# note", ""], lineNumbers: [3, 4, 9], expectedFailures: [1]),
    .problems(commands: [], lineNumbers: nil, expectedFailures: []),
    .snapshot,
    .end,
    .crashFound(step: 2, command: "send .incrementButtonTapped"),
  ])
  func everyRequestComesBackAsItWent(request: WorkerRequest) throws {
    #expect(try Self.onTheWire(request) == request)
  }

  @Test func everyAnswerComesBackAsItWent() throws {
    let output = LineOutput(
      lines: ["  started #1", "− State(count: 0)\n+ State(count: 1)"], failed: true,
      events: ["  started #1"], diffs: ["− State(count: 0)\n+ State(count: 1)"],
      waitsOutsideTheClock: true, isRejected: false)
    let step = StepRecord(
      actions: [
        StepRecord.Action(
          action: ".tapped", origin: .sent, time: .zero, changes: ["$0.count = 1"]),
        StepRecord.Action(
          action: ".response(3)", origin: .received(fromEffect: 1), time: .seconds(1),
          changes: []),
        StepRecord.Action(
          action: ".echo", origin: .received(fromEffect: nil), time: .seconds(1), changes: []),
      ],
      effects: [
        .started(number: 1, ids: ["CancelID.delay"], at: .zero),
        .finished(number: 1, at: .seconds(1)), .cancelled(number: 2, at: .seconds(1)),
        .stopped(number: 3, at: .milliseconds(1_500)),
      ],
      stateChanges: ["$0.count = 5"], position: 3, failed: true)
    let snapshot = SessionSnapshot(
      state: "Tally.State(count: 1)", now: .milliseconds(500),
      effects: [
        SessionSnapshot.Effect(
          number: 1, ids: [], step: 2, action: 3, startedAt: .zero,
          wait: .clock(until: .seconds(1)), isCancelled: false),
        SessionSnapshot.Effect(
          number: 2, ids: ["CancelID.work"], step: 2, action: 4, startedAt: nil,
          wait: .outside, isCancelled: true),
      ])
    let answers: [WorkerAnswer] = [
      .ready(feature: "Tally", banner: "Tally loaded.", prompt: "Tally 0.000s> ", position: 0),
      .ready(feature: nil, banner: "", prompt: "store-repl> ", position: 0),
      .received,
      .ran(
        WorkerRun(
          output: output, prompt: "Tally 1.000s> ", position: 3, replay: ["send .a"],
          waited: .nanoseconds(1_234_567), digest: step.digest)),
      .ran(
        WorkerRun(
          output: LineOutput(lines: ["error: …"], failed: true, isRejected: true),
          prompt: "p> ", position: 0)),
      .completions([".decrementButtonTapped", ".decrementDelayResponse"]),
      .completions([]),
      .problems("line 2:\n  error: …"),
      .problems(nil),
      .snapshot(snapshot),
      .snapshot(nil),
      .ended(lines: ["  1 action was not received"], failed: true),
      .crashing(
        WorkerCrashContext(
          explored: ["send .a", "send .b"],
          running: .reducing(action: ".b", fedBackBy: 2, state: "State(\n  count: 1\n)"))),
      .crashing(WorkerCrashContext(running: .effect("#1, started by .tapped"))),
      .refused(.tooLong(announced: 1 << 31, limit: WorkerProtocol.maximumFrameLength)),
      .refused(.undecodable(length: 1, reason: "byte 0 is 65, which tags no value")),
    ]
    for answer in answers {
      #expect(try Self.onTheWire(answer) == answer)
    }
  }

  /// The error that stopped a command crosses the pipe as the value it is, as its kind, its
  /// problem and its place: the front reads what was refused without reading text back.
  @Test(arguments: [
    ShellError(.usage, "expected 'on' or 'off'", at: 10),
    ShellError(.parse(.expectedCloser(.payload)), "expected ')' to close the payload", at: 22),
    ShellError(
      .decode(
        .unknownCase(
          name: "tap", type: "Tally.Action", suggestion: "tapped", cases: ["tapped", "reset"])),
      "'tap' is not a case of Tally.Action; did you mean 'tapped'?", at: 6),
    ShellError.unknownCommand("sned", suggestion: "send", at: 0),
    ShellError.ambiguousCommand("e", [.effects, .expect, .exhaustive, .export], at: 0),
    ShellError.noFeatureLoaded,
    ShellError.noProperty("cont", of: "Tally.State", among: ["count"], at: 6),
  ])
  func anErrorCrossesTheWireAsItsValue(error: ShellError) throws {
    let output = LineOutput(lines: ["error: …"], failed: true, error: error)
    let answer = WorkerAnswer.ran(WorkerRun(output: output, prompt: "", position: 0))
    guard case let .ran(run)? = try Self.onTheWire(answer) else {
      Issue.record("not a run")
      return
    }
    #expect(run.output.isRejected)
    #expect(run.output.error?.kind == error.kind)
    #expect(run.output.error?.problem == error.problem)
    #expect(run.output.error?.offset == error.offset)
  }

  /// The files a reload compiled stay with the shell in front, which alone sets them.
  @Test func theFilesAReloadCompiledDoNotCross() throws {
    var output = LineOutput(lines: ["  reloaded Tally.swift"])
    output.compiledFiles = [Data([0x61])]
    #expect(try Self.onTheWire(output) == LineOutput(lines: ["  reloaded Tally.swift"]))
  }

  @Test func aHelloSaysTheVersionInText() {
    #expect(
      String(decoding: WorkerHello.current.body, as: UTF8.self)
        == "store-repl worker protocol \(WorkerProtocol.version)")
    #expect(
      WorkerHello(body: Array("store-repl worker protocol 7".utf8)) == WorkerHello(version: 7))
    #expect(WorkerHello(body: Array("store-repl worker protocol".utf8)) == nil)
    #expect(WorkerHello(body: [5, 0, 0, 0] + Array("ready".utf8)) == nil)
  }

  /// A line whose output is too large for a frame keeps its step: the output is replaced by an
  /// error that says how large it was.
  @Test func anAnswerTooLargeForAFrameIsFitted() {
    let run = WorkerRun(
      output: LineOutput(lines: ["  a long state"], waitsOutsideTheClock: true), prompt: "p> ",
      position: 4, replay: ["send .grow"], digest: 7)
    var fitted = run
    fitted.output = LineOutput(
      lines: [
        "error: the output is 70000000 bytes, more than a worker may send at once (64 MiB)"
      ], failed: true,
      error: ShellError(.feature(.outputTooLarge(bytes: 70_000_000, limit: 64 << 20))),
      waitsOutsideTheClock: true, isRejected: false)
    #expect(
      WorkerAnswer.ran(run).fitted(limit: 64 << 20, encodedCount: 70_000_000) == .ran(fitted))
    #expect(WorkerAnswer.ran(run).fitted(limit: 64 << 20, encodedCount: 100) == .ran(run))
    #expect(
      WorkerAnswer.snapshot(SessionSnapshot(state: "", now: .zero, effects: []))
        .fitted(limit: 10, encodedCount: 11) == .snapshot(nil))
    #expect(WorkerAnswer.completions(["a"]).fitted(limit: 10, encodedCount: 11) == nil)
  }

  @Test func aFileIDLosesItsGeneratedModuleAndNothingElse() {
    #expect(
      GeneratedModule.strippingModules(
        from: "created at \"Faulty_0dd17ac4/Faulty.swift:49\", and Swift/Array.swift:3, a/b")
        == "created at \"Faulty.swift:49\", and Swift/Array.swift:3, a/b")
    #expect(GeneratedModule.strippingModules(from: "no slash here") == "no slash here")
  }

  @Test func theLoaderNamesItsBuildsAsTheShellRecognizesThem() {
    let name = GeneratedModule.name(for: "Sources/Effects Basics.swift", key: "0123abcdef99")
    #expect(name == "Effects_Basics_0123abcd")
    #expect(GeneratedModule.isGenerated(Substring(name)))
    #expect(
      GeneratedModule.isGenerated(
        Substring(GeneratedModule.name(for: "1st.swift", key: "ffffffff"))))
    #expect(!GeneratedModule.isGenerated("ComposableArchitecture"))
    #expect(!GeneratedModule.isGenerated("Tally_1234567g"))
    #expect(!GeneratedModule.isGenerated("_12345678"))
  }
}
