import ExampleFeatures
import Foundation
import StoreREPL
import Testing
import ValueDump

/// What the dumper prints for an action is what the shell's literal parser accepts: both the
/// multi-line dump and the one-line form decode back to the same action.
@Suite struct DumpRoundTripTests {
  func roundTrips<Action>(_ action: Action) throws {
    for text in [customDump(action), customDumpInline(action)] {
      let decoded = try decode(LiteralParser.parse(text), as: Action.self)
      #expect(customDump(decoded) == customDump(action), "\(text)")
    }
  }

  @Test func catalogActionsRoundTrip() throws {
    try roundTrips(EffectsBasics.Action.decrementButtonTapped)
    try roundTrips(EffectsBasics.Action.numberFactResponse(.success("3 is \"good\"\n")))
    try roundTrips(ExampleFeatures.Root.Action.splash(.responseCurrentWeather(.mock)))
    try roundTrips(ExampleFeatures.Root.Action.main(.unitToggled))
    try roundTrips(SharedLogicWithActions.Action.textFieldChanged("Hello, 🌠"))
  }
}

@Suite struct MultilineStringTests {
  @Test func theClosingDelimitersIndentationIsRemoved() throws {
    let syntax = try LiteralParser.parse(
      "\"\"\"\n    Blob \"Jr\"\n\n    line \\(2)\\t\n    \"\"\"".replacingOccurrences(
        of: "\\(2)", with: "2"))
    #expect(syntax.kind == .string("Blob \"Jr\"\n\nline 2\t"))
  }

  @Test func aLineIndentedLessThanTheClosingDelimiterIsAnError() {
    #expect(throws: LiteralParseError.self) {
      try LiteralParser.parse("\"\"\"\n  a\n    \"\"\"")
    }
  }

  @Test func anUnterminatedMultilineStringIsAnError() {
    #expect(throws: LiteralParseError.self) {
      try LiteralParser.parse("\"\"\"\n  a\n")
    }
  }
}
