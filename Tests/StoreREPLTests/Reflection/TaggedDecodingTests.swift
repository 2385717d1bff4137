import Foundation
import Tagged
import Testing

@testable import StoreREPL

private struct Meeting {
  typealias ID = Tagged<Self, UUID>
}

/// A tagged value is written as its raw value, or as a call that tags one, under any name.
@Suite struct TaggedDecodingTests {
  @Test(arguments: [
    "UUID(1)", "Meeting.ID(UUID(1))", "Tagged(rawValue: UUID(1))", "ID(UUID(1))",
    #""00000000-0000-0000-0000-000000000001""#,
  ])
  func aTaggedUUIDIsItsRawValueWrittenAnyOfTheseWays(_ text: String) throws {
    #expect(try decoded(text, as: Meeting.ID.self) == Meeting.ID(UUID(1)))
  }

  @Test func aTaggedStringTakesAStringAndAWrongValueSaysWhatItExpects() throws {
    #expect(try decoded(#""blob""#, as: Tagged<Meeting, String>.self).rawValue == "blob")
    #expect(throws: DecodeError.self) { try decoded("Meeting.ID(7)", as: Meeting.ID.self) }
    #expect(throws: DecodeError.self) { try decoded("Meeting.ID(a: UUID(1))", as: Meeting.ID.self) }
  }
}
