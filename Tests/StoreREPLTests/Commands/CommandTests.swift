import Testing

@testable import StoreREPL

/// A line is read once, the same way for every part of the shell.
@Suite struct CommandTests {
  static func error(_ line: String) -> ShellError? {
    do throws(ShellError) {
      _ = try Command.read(line)
      return nil
    } catch {
      return error
    }
  }

  @Test func aCommentOrABlankLineReadsAsNothing() throws {
    #expect(try Command.read("# narration") == nil)
    #expect(try Command.read("   ") == nil)
    #expect(try Command.read("") == nil)
    #expect(Command.name(of: "  # record this") == nil)
  }

  @Test func theWordIsResolvedAndTheArgumentsRead() throws {
    let send = try #require(try Command.read("  sen  .tapped { count = 1 }"))
    #expect(send.name == .send)
    #expect(
      send.request == .session(.send(ActionText(.init(text: ".tapped { count = 1 }", offset: 7)))))
    #expect(send.arguments == "  .tapped { count = 1 }")
    #expect(send.wordOffset == 2)
    #expect(send.text == "send  .tapped { count = 1 }")
    #expect(try Command.read("quit")?.request == .quit)
    #expect(try Command.read("exit")?.request == .quit)
    #expect(try Command.read("diff compact")?.request == .diff(.compact))
    #expect(try Command.read("diff")?.request == .diff(nil))
    #expect(try Command.read("help adv")?.request == .help(.init(text: "adv", offset: 5)))
    #expect(try Command.read("load  Todos ")?.request == .load(.init(text: "Todos", offset: 6)))
    #expect(try Command.read("export test")?.request == .export(.test(path: nil)))
    // NB: A missing file is at the end of the word, where it was to be typed.
    #expect(try Command.read("save")?.request == .save(.init(text: "", offset: 4)))
    #expect(
      try Command.read("reco a.transcript")?.request
        == .record(.init(text: "a.transcript", offset: 5)))
  }

  @Test func whatTheShellCanTellWithoutAFeatureIsAnErrorOfTheLine() {
    #expect(
      Self.error("frobnicate")
        == .unknownCommand("frobnicate", suggestion: nil, at: 0))
    #expect(
      Self.error("re")
        == .ambiguousCommand("re", [.receive, .reset, .replace, .record, .reload, .refresh], at: 0))
    #expect(Self.error("quit now") == ShellError(.usage, "this command takes no arguments", at: 5))
    #expect(Self.error("reload x") == ShellError(.usage, "this command takes no arguments", at: 7))
    #expect(Self.error("diff wide") == ShellError(.usage, "expected 'full' or 'compact'", at: 5))
    #expect(
      Self.error("advance")
        == ShellError(
          .usage, "expected a duration ('1s', '250ms', '1m30s'), 'next' or 'all'", at: 7))
  }

  @Test func theNameOfALineNeedsNoSuggestionAndReadsNoArguments() {
    #expect(Command.name(of: "adv nonsense") == .advance)
    #expect(Command.name(of: "sav") == .save)
    #expect(Command.name(of: "zzz") == nil)
    #expect(Command.name(of: "re") == nil)
  }

  /// The one reader of a literal and the rest: the action, the value of an assignment, an id.
  @Test func aLiteralPrefixLeavesTheRestWithItsOffset() throws {
    let argument = SessionCommand.Argument(text: ".textChanged(\"é\")  { text = \"é\" }", offset: 5)
    let (syntax, rest) = try argument.literalPrefix()
    #expect(syntax.description == ".textChanged(\"é\")")
    #expect(rest.text == "  { text = \"é\" }")
    #expect(rest.offset == 5 + ".textChanged(\"é\")".utf8.count)
    #expect(rest.skippingLeadingWhitespace.offset == rest.offset + 2)
    #expect(throws: ShellError.self) {
      try SessionCommand.Argument(text: ".a(", offset: 7).literalPrefix()
    }
  }
}
