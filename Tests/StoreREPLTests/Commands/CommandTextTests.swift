import Testing

@testable import StoreREPL

@Suite struct CommandTextTests {
  @Test func aLineIsAWordAndWhatFollowsIt() {
    let text = CommandText("  adv\t 1s ")
    #expect(text.word == "adv")
    #expect(text.wordOffset == 2)
    #expect(text.arguments == "\t 1s ")
    #expect(text.argumentsOffset == 5)
    #expect(text.isWordOnly == false)
    #expect(text.arguments.trimmedArgument(offset: 5) == ("1s", 7))
    #expect(text.arguments.skippingLeadingWhitespace(offset: 5) == ("1s ", 7))
  }

  @Test func aWordAloneHasNoArguments() {
    let text = CommandText("\tsta")
    #expect(text.word == "sta")
    #expect(text.wordOffset == 1)
    #expect(text.isWordOnly)
    #expect(CommandText("").word == "")
  }

  @Test func aTabBetweenTheWordAndItsArgumentIsASpaceToEveryReader() async {
    let shell = loadedShell("EffectsBasics")
    #expect(shell.completions(for: "send\t.decrementB") == [".decrementButtonTapped"])
    #expect(
      shell.completion("send\t.decrementB", cursor: 16)
        == Completion(replacementStart: 5, candidates: [".decrementButtonTapped"]))
    let sent = await shell.perform("send\t.decrementButtonTapped")
    #expect(sent.failed == false)
    let refused = await shell.perform("features\tnow")
    #expect(
      refused.output == """
        error: this command takes no arguments
         --> input:1:10
        1 | features\tnow
          |         \t^
        """)
  }
}
