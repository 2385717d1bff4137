import Composable
import Testing
import ValueDump

@testable import StoreREPL

private enum Action: Equatable {
  case setColor(Color)
}

/// A colour is written as the dumper prints it.
@Suite struct ColorDecodingTests {
  @Test(arguments: [
    Color.red, .accentColor, Color(red: 0.8, green: 0.8, blue: 0.8),
    Color(red: 1, green: 0, blue: 0, opacity: 0.5), Color(white: 0.95),
    Color(hue: 0.5, saturation: 1, brightness: 1), Color("bubblegum"),
  ])
  func whatTheDumperPrintsDecodesBack(_ color: Color) throws {
    #expect(try decoded(customDumpInline(color), as: Color.self) == color)
  }

  @Test func aNamedColourDecodesInAnAction() throws {
    #expect(try decoded(".setColor(.blue)", as: Action.self) == .setColor(.blue))
    #expect(
      try decoded(".setColor(Color(white: 1))", as: Action.self) == .setColor(Color(white: 1)))
  }

  @Test func anUnknownNameSaysWhatItMeant() throws {
    let line = "send .setColor(.rde)"
    do {
      _ = try decode(try LiteralParser.parse(line.dropFirst(5)), as: Action.self)
      Issue.record("'.rde' decoded")
    } catch let error as DecodeError {
      #expect(
        error.rendered(in: line, literalOffset: 5) == """
          error: 'rde' is not a case of Color; did you mean 'red'?
           --> input:1:17
          1 | send .setColor(.rde)
            |                 ^
          """)
    } catch {
      Issue.record("Unexpected error: \(error)")
    }
    #expect(throws: DecodeError.self) { try decoded("Color(redd: 1)", as: Color.self) }
    #expect(throws: DecodeError.self) { try decoded("Color(red: \"a\")", as: Color.self) }
  }
}
