import Foundation
import Testing

@testable import StoreREPL

/// An index set is written as Swift writes one: an array of offsets.
@Suite struct IndexSetDecodingTests {
  @Test(arguments: [
    ("[0, 2]", IndexSet([0, 2])), ("[]", IndexSet()), ("IndexSet([1, 3])", IndexSet([1, 3])),
    ("IndexSet(integer: 4)", IndexSet(integer: 4)),
  ])
  func anArrayOfOffsetsIsAnIndexSet(_ text: String, _ expected: IndexSet) throws {
    #expect(try decoded(text, as: IndexSet.self) == expected)
  }

  @Test func aNegativeOffsetOrAnotherValueSaysWhatAnIndexSetIs() throws {
    #expect(
      throws: DecodeError(
        .typeMismatch(expected: "an offset (0 or more)", context: "IndexSet", found: "-1"), at: 1)
    ) { try decoded("[-1]", as: IndexSet.self) }
    #expect(
      throws: DecodeError(
        .typeMismatch(
          expected: "an array of offsets, as in [0, 2],", context: "IndexSet", found: "3"),
        at: 0)
    ) { try decoded("3", as: IndexSet.self) }
  }
}
