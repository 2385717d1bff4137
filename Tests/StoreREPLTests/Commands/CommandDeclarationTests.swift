import Foundation
import Testing

@testable import StoreREPL

/// Each command is declared once; the values the shell makes of commands read as their text.
@Suite struct CommandDeclarationTests {
  @Test func everyCommandHasItsOwnDeclaration() {
    for name in CommandName.allCases {
      #expect(name.declaration.name == name)
    }
    #expect(CommandName.quit.aliases == ["exit"])
    #expect(CommandName.help.aliases == ["?"])
    #expect(CommandName.send.isStep)
    #expect(!CommandName.state.isStep)
    #expect(CommandName.advance.declaration.completion == .words(["next", "all", "1s", "100ms"]))
  }

  @Test func aCommandThatTakesNoArgumentsRefusesThemAtTheirPlace() {
    #expect(throws: ShellError(.usage, .takesNoArguments, at: 9)) {
      try Command.read("effects  now")
    }
    #expect(throws: ShellError(.usage, .takesNoArguments, at: 5)) { try Command.read("quit x") }
  }

  @Test func anActionIsParsedWhenTheLineIsRead() throws {
    let command = try #require(try Command.read("send .tapped(2) { count = 1 }"))
    guard case let .session(.send(action)) = command.request,
      case let .parsed(syntax, rest) = action.literal
    else {
      Issue.record("expected a parsed action, got \(command.request)")
      return
    }
    #expect(syntax.description == ".tapped(2)")
    #expect(rest == SessionCommand.Argument(text: "{ count = 1 }", offset: 16))
    #expect(action.rest == rest)
  }

  @Test func anActionThatDoesNotParseKeepsTheParsersError() throws {
    let command = try #require(try Command.read("send .tapped("))
    guard case let .session(.send(action)) = command.request,
      case let .failed(error) = action.literal
    else {
      Issue.record("expected a parse failure, got \(command.request)")
      return
    }
    #expect(error.offset == 8)
    #expect(action.argument == SessionCommand.Argument(text: ".tapped(", offset: 5))
  }

  @Test func receiveMayStartWithItsBlock() throws {
    let command = try #require(try Command.read("receive { count = 0 }"))
    guard case let .session(.receive(action)) = command.request else {
      Issue.record("expected a receive, got \(command.request)")
      return
    }
    #expect(action.isEmpty)
    #expect(action.rest == SessionCommand.Argument(text: "{ count = 0 }", offset: 8))
  }

  @Test func commandsTheSessionMakesReadAsTheirText() throws {
    let moved = Command.advance(by: .milliseconds(1500))
    #expect(moved.text == "advance 1500ms")
    #expect(try Command.read(moved.text) == moved)
    #expect(try Command.read(Command.advanceNext.text) == .advanceNext)
    let made: [Command] = [
      .undo(3), .goto(0), .state, .trace(everyStep: true), .trace(everyStep: false), .help,
      .reset,
    ]
    #expect(
      made.map(\.text) == ["undo 3", "goto 0", "state", "trace on", "trace off", "help", "reset"])
    for command in made {
      #expect(try Command.read(command.text) == command)
    }
    let replace = try #require(try Command.read("replace 2  .tapped(3)"))
    guard case let .session(.replace(_, action, _)) = replace.request else {
      Issue.record("expected a replace, got \(replace.request)")
      return
    }
    let sent = Command.send(action)
    #expect(sent.text == "send .tapped(3)")
    #expect(try Command.read(sent.text) == sent)
  }

  @Test(arguments: [
    "send .tapped(2) { count = 1 }", "send .tapped(", "receive { count = 0 }",
    "replace 2 .tapped(\"a b\")", "advance 1m30s", "cancel CancelID.delay", "cancel #2",
    "log 3-5", "trace on", "timeline --svg a.svg", "explore depth 3 for 5s", "undo 2",
    "export test Tests/A.swift", "diff compact", "load Todos preview 2", "quit",
  ])
  func aCommandCrossesAsAValueAndComesBackTheSame(line: String) throws {
    let command = try #require(try Command.read(line))
    let data = try JSONEncoder().encode(command)
    #expect(try JSONDecoder().decode(Command.self, from: data) == command)
  }
}
