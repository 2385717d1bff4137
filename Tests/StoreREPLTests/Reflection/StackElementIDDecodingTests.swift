import Composable
import Testing

@testable import StoreREPL

/// A stack element id is written as a test writes it, `0`, or as it prints, `#0`.
@Suite struct StackElementIDDecodingTests {
  @Test(arguments: ["3", "#3", "StackElementID(generation: 3)"])
  func anIDIsWrittenAnyOfTheseWays(_ text: String) throws {
    #expect(try decoded(text, as: StackElementID.self) == StackElementID(generation: 3))
  }

  @Test func anIDAsItPrintsIsReadOnlyWhereAnIDIsExpected() throws {
    #expect(throws: DecodeError.self) { try decoded("#3", as: Int.self) }
    let action = try decoded(".popFrom(id: #2)", as: StackAction<Int, Never>.self)
    guard case .popFrom(let id) = action else {
      Issue.record("decoded \(action)")
      return
    }
    #expect(id == StackElementID(generation: 2))
  }

  @Test func aHashNotFollowedByDigitsIsStillARawString() throws {
    #expect(try decoded(##"#"a"#"##, as: String.self) == "a")
  }
}
