import Testing

@testable import StoreREPL

/// A session command's arguments, read once: what each command gets, and the usage errors that
/// stop it before the session is touched.
@Suite struct SessionCommandTests {
  /// `line` read as the shell reads it.
  static func read(_ line: String) throws(ShellError) -> SessionCommand? {
    guard case let .session(command) = try Command.read(line)?.request else { return nil }
    return command
  }

  static func error(_ line: String) -> ShellError? {
    do throws(ShellError) {
      _ = try read(line)
      return nil
    } catch {
      return error
    }
  }

  /// `explore`'s words in any order; the cases after `only` or `except` separated by commas,
  /// with or without spaces, each with where it starts.
  @Test func exploreReadsItsWordsAndTheCasesChosen() throws {
    #expect(try Self.read("explore") == .explore(depth: 6, for: nil, choice: nil))
    #expect(
      try Self.read("explore only a,b , .c(.d) depth 3 for 2s")
        == .explore(
          depth: 3, for: .seconds(2),
          choice: .init(
            kind: .only,
            cases: [
              .init(text: "a", offset: 13), .init(text: "b", offset: 15),
              .init(text: ".c(.d)", offset: 19),
            ])))
    #expect(
      try Self.read("explore depth 2 except view")
        == .explore(
          depth: 2, for: nil, choice: .init(kind: .except, cases: [.init(text: "view", offset: 23)])
        )
    )
    #expect(Self.error("explore only")?.problem == .explore(.expectedCases(after: "only")))
    #expect(Self.error("explore only a except b")?.problem == .explore(.choiceTwice))
  }

  @Test func argumentsAreRead() throws {
    #expect(try Self.read("advance 1s") == .advance(.by(.seconds(1), written: "1s"), at: 8))
    #expect(try Self.read("advance\tnext ") == .advance(.next, at: 8))
    #expect(try Self.read("adv all") == .advance(.all, at: 4))
    #expect(try Self.read("wait") == .wait(nil))
    #expect(try Self.read("wait 250ms") == .wait(.milliseconds(250)))
    #expect(try Self.read("undo") == .undo(1, at: 4))
    #expect(try Self.read("undo 3") == .undo(3, at: 5))
    #expect(try Self.read("goto 0") == .goto(0, at: 5))
    #expect(try Self.read("cancel #2") == .cancel(.number(2), at: 7))
    #expect(try Self.read("cancel  CancelID.delay ") == .cancel(.id("CancelID.delay"), at: 8))
    #expect(try Self.read("exhaustive on") == .exhaustive(true))
    #expect(try Self.read("exhaustive off") == .exhaustive(false))
    #expect(try Self.read("state  count ") == .state(.init(text: "count", offset: 7)))
    #expect(
      try Self.read("send .incrementButtonTapped { $0.count = 1 } ")
        == .send(ActionText(.init(text: ".incrementButtonTapped { $0.count = 1 } ", offset: 5))))
    #expect(try Self.read("log") == .log(.all))
    #expect(try Self.read("log 2") == .log(.steps(2...2, at: 4)))
    #expect(try Self.read("log 10-20") == .log(.steps(10...20, at: 4)))
    #expect(try Self.read("log received") == .log(.received))
    #expect(try Self.read("log sent ") == .log(.sent))
    #expect(try Self.read("log \\.count") == .log(.path(.init(text: "\\.count", offset: 4))))
    #expect(try Self.read("trace") == .trace(.step(nil, at: 5)))
    #expect(try Self.read("trace 12") == .trace(.step(12, at: 6)))
    #expect(try Self.read("trace on") == .trace(.everyStep(true)))
    #expect(try Self.read("trace off") == .trace(.everyStep(false)))
    #expect(try Self.read("save x.replscript") == nil)
  }

  @Test func malformedArgumentsAreUsageErrors() throws {
    #expect(
      Self.error("advance")
        == ShellError(
          .usage, "expected a duration ('1s', '250ms', '1m30s'), 'next' or 'all'", at: 7))
    #expect(
      Self.error("advance 5")
        == ShellError(.usage, "'5' needs a unit; did you mean '5s'?", at: 8))
    #expect(
      Self.error("advance 1ps")
        == ShellError(
          .usage,
          "'1ps' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'",
          at: 8))
    #expect(
      Self.error("wait 1m")
        == ShellError(.refused, "'wait' waits 30s at most: real time passes while it waits", at: 5))
    #expect(
      Self.error("cancel #x")
        == ShellError(.usage, "expected an effect number after '#', as in '#1'", at: 8))
    #expect(Self.error("exhaustive maybe") == ShellError(.usage, "expected 'on' or 'off'", at: 11))
    #expect(
      Self.error("undo 0")
        == ShellError(.usage, "expected how many steps to undo, as in 'undo 2'", at: 5))
    #expect(
      Self.error("goto")
        == ShellError(
          .usage, "expected a step number from 'log', as in 'goto 2' (0: the start)", at: 4))
    for range in ["0", "20-10", "3-x", "2-"] {
      #expect(
        Self.error("log \(range)")
          == ShellError(
            .usage,
            "expected a step number or a range of steps from 'log', as in 'log 5' or 'log 10-20'",
            at: 4))
    }
    for argument in ["0", "-1", "x", "on off"] {
      #expect(
        Self.error("trace \(argument)")
          == ShellError(
            .usage, "expected a step number from 'log', 'on' or 'off', as in 'trace 2'", at: 6))
    }
    #expect(
      Self.error("log received sent")
        == ShellError(
          .usage,
          "expected each filter once: steps ('3-5'), 'received' or 'sent', a path ('\\.count'), as in 'log received 3-5'",
          at: 13))
    #expect(Self.error("log 2 3") == ShellError(.timeTravel(.expectedLogFilter), at: 6))
    #expect(
      try Self.read("log sent  3-5 \\.count")
        == .log(
          SessionCommand.LogFilter(
            steps: 3...5, stepsOffset: 10, origin: .sent,
            path: SessionCommand.Argument(text: "\\.count", offset: 14))))
  }

  @Test func aDurationPastTheFurthestTheClockGoesIsRefused() {
    #expect(Self.error("advance 999999999h")?.kind == .refused)
    #expect(Self.error("advance -1s")?.kind == .refused)
  }
}
