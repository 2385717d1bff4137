import ExampleFeatures
import Testing

@testable import StoreREPL

/// Each kind of error a command can stop with, as the shell reports it.
@Suite struct ShellErrorTests {
  /// The kind of error `line` stops with on a fresh EffectsBasics session, after `setUp`.
  static func kind(of line: String, after setUp: [String] = []) async -> ShellError.Kind? {
    let shell = loadedShell("EffectsBasics")
    for command in setUp { _ = await shell.perform(command) }
    return await shell.execute(line).error?.kind
  }

  @Test func theWordsOfACommand() async {
    #expect(await Self.kind(of: "advance soon") == .usage)
    #expect(await Self.kind(of: "send") == .usage)
    #expect(await Self.kind(of: "effects now") == .usage)
    #expect(await Self.kind(of: "state count.") == .usage)
  }

  @Test func literals() async {
    guard case .parse = await Self.kind(of: "send .numberFactResponse(.success(\"x\")") else {
      Issue.record("an unclosed payload is a parse error")
      return
    }
    #expect(
      await Self.kind(of: "send .incrementButtonTapped(1)")
        == .decode(.unexpectedPayload(case: "incrementButtonTapped")))
  }

  @Test func names() async {
    #expect(await Self.kind(of: "sned .decrementButtonTapped") == .unknownName)
    #expect(await Self.kind(of: "state cuont") == .unknownName)
    #expect(await Self.kind(of: "cancel #7") == .unknownName)
    #expect(await Self.kind(of: "e") == .ambiguousName)
  }

  @Test func valuesTheStateCannotTake() async {
    #expect(await Self.kind(of: "state numberFact.count") == .invalidValue)
  }

  @Test func whatTheSessionRefuses() async {
    #expect(await Self.kind(of: "undo") == .refused)
    #expect(await Self.kind(of: "advance 1s", after: ["advance 2s"]) == nil)
    #expect(
      await Self.kind(
        of: "send .incrementButtonTapped",
        after: ["exhaustive on", "send .decrementButtonTapped", "advance 1s"]) == .refused)
    let empty = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    #expect(await empty.execute("state").error == .noFeatureLoaded)
  }

  @Test func files() async {
    #expect(
      await Self.kind(of: "save /nonexistent-folder/session.replscript", after: ["advance 1s"])
        == .file)
  }
}

/// A problem said in more than one place is a value, written once.
@Suite struct ShellErrorProblemTests {
  @Test func aProblemIsWrittenOnceAndEqualsTheSameWordsSaidFreely() {
    #expect(
      ShellError.noFeatureLoaded
        == ShellError(.refused, "no feature is loaded; type 'load <feature>'"))
    #expect(ShellError.noFeatureLoaded.problem == .noFeatureLoaded)
    let unknown = ShellError.unknownCommand("sned", suggestion: "send", at: 0)
    #expect(unknown.problem == .unknownCommand("sned", suggestion: "send"))
    #expect(unknown.message == "unknown command 'sned'; did you mean 'send'?")
    #expect(
      ShellError.unknownCommand("zz", suggestion: nil, at: 0).message
        == "unknown command 'zz'; type 'help' for the commands")
    #expect(
      ShellError.noProperty("cont", of: "State", among: ["count"], at: 2).message
        == "State has no property 'cont'; did you mean 'count'?")
    #expect(
      ShellError(.usage, .takesNoArguments, at: 5).rendered(in: "quit now") == """
        error: this command takes no arguments
         --> input:1:6
        1 | quit now
          |      ^
        """)
  }
}
