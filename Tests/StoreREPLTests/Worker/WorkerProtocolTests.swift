import Testing

@testable import StoreREPL

/// The shell and its worker speak in typed requests and answers: each goes on the wire and comes
/// back the same, and what is not a message of the protocol reads as nothing.
@Suite struct WorkerProtocolTests {
  /// `message` encoded to bytes and read back, as the other end of the pipe reads it.
  static func onTheWire(_ message: WorkerMessage) -> WorkerMessage? {
    let bytes = message.encoded
    #expect(Int(WorkerMessage.number(bytes, at: 0)) == bytes.count - 4)
    return WorkerMessage(body: Array(bytes.dropFirst(4)))
  }

  @Test(arguments: [
    WorkerRequest.run(line: "send .textChanged(\"a\\nb\")", width: 100),
    .run(line: "", width: 40),
    .complete(line: "send .dec"),
    .problems(commands: ["send .a", "# note", ""], lineNumbers: [3, 4, 9], expectedFailures: [1]),
    .problems(commands: [], lineNumbers: nil, expectedFailures: []),
    .end,
    .crashFound(step: 2, line: "send .incrementButtonTapped"),
  ])
  func everyRequestComesBackAsItWent(request: WorkerRequest) throws {
    let message = try #require(Self.onTheWire(request.message))
    #expect(WorkerRequest(message) == request)
  }

  @Test func everyAnswerComesBackAsItWent() throws {
    let output = LineOutput(
      lines: ["  started #1", "− State(count: 0)\n+ State(count: 1)"], failed: true,
      events: ["  started #1"], diffs: ["− State(count: 0)\n+ State(count: 1)"],
      waitsOutsideTheClock: true, isRejected: false)
    let answers: [WorkerAnswer] = [
      .ready(feature: "Tally", banner: "Tally loaded.", prompt: "Tally 0.000s> ", position: 0),
      .ready(feature: nil, banner: "", prompt: "store-repl> ", position: 0),
      .ran(WorkerRun(output: output, prompt: "Tally 1.000s> ", position: 3, replay: "send .a")),
      .ran(
        WorkerRun(
          output: LineOutput(lines: ["error: …"], failed: true, isRejected: true),
          prompt: "p> ", position: 0)),
      .completions([".decrementButtonTapped", ".decrementDelayResponse"]),
      .completions([]),
      .problems("line 2:\n  error: …"),
      .problems(nil),
      .ended(lines: ["  1 action was not received"], failed: true),
      .unknownRequest("frobnicate"),
    ]
    for answer in answers {
      let message = try #require(Self.onTheWire(answer.message))
      #expect(WorkerAnswer(message) == answer)
    }
  }

  /// A rejected run keeps saying so across the pipe, though its error stays behind: a replay
  /// stops at a step that no longer runs without reading the error's text.
  @Test func aRejectedRunIsRejectedOnTheOtherSide() throws {
    let output = LineOutput(
      lines: ["error: …"], failed: true, error: ShellError(.usage, "expected 'on' or 'off'"))
    #expect(output.isRejected)
    let message = WorkerAnswer.ran(WorkerRun(output: output, prompt: "", position: 0)).message
    guard case let .ran(run)? = WorkerAnswer(try #require(Self.onTheWire(message))) else {
      Issue.record("not a run")
      return
    }
    #expect(run.output.isRejected)
    #expect(run.output.error == nil)
  }

  @Test func whatIsNotAMessageOfTheProtocolReadsAsNothing() {
    #expect(WorkerRequest(WorkerMessage(["run", "state"])) == nil)
    #expect(WorkerRequest(WorkerMessage(["run", "state", "wide"])) == nil)
    #expect(WorkerRequest(WorkerMessage(["dance"])) == nil)
    #expect(WorkerRequest(WorkerMessage([])) == nil)
    #expect(WorkerAnswer(WorkerMessage(["completions", "3", "a"])) == nil)
    #expect(WorkerAnswer(WorkerMessage(["ended", "0", "maybe"])) == nil)
    #expect(WorkerMessage(body: [5, 0, 0, 0, 65]) == nil)
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

extension WorkerProtocolTests {
  /// How long a `wait` waited goes to the front with its step and back with its replay.
  @Test func aWaitsDurationGoesBothWays() throws {
    let request = WorkerRequest.run(line: "wait 5s", width: 80, waited: .milliseconds(12))
    #expect(WorkerRequest(try #require(Self.onTheWire(request.message))) == request)
    let answer = WorkerAnswer.ran(
      WorkerRun(
        output: LineOutput(lines: ["  nothing waits"]), prompt: "p> ", position: 2,
        replay: "wait 5s", waited: .nanoseconds(1_234_567)))
    #expect(WorkerAnswer(try #require(Self.onTheWire(answer.message))) == answer)
  }
}
