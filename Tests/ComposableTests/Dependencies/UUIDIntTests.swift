import Composable
import Foundation
import Testing

@Suite struct UUIDIntTests {
  @Test func spellsTheIntegerInHexAtTheEnd() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(UUID(4_096).uuidString == "00000000-0000-0000-0000-000000001000")
    #expect(UUID(0xFFFF_FFFF_FFFF).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
  }

  @Test func spellsLargeAndNegativeIntegers() {
    #expect(UUID(0x1_0000_0000_0000).uuidString == "00000000-0000-0000-0001-000000000000")
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    #expect(UUID(-1).uuidString == "00000000-0000-0001-0000-000000000001")
    #expect(UUID(-16).uuidString == "00000000-0000-0001-0000-000000000010")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
  }

  @Test func equalsTheUUIDItSpells() {
    #expect(UUID(10) == UUID(uuidString: "00000000-0000-0000-0000-00000000000A"))
    #expect(UUID(10) != UUID(11))
  }

  @Test func isWhatTheIncrementingGeneratorGives() {
    let uuid = UUIDGenerator.incrementing
    #expect((0..<300).map { _ in uuid() } == (0..<300).map { UUID($0) })
  }
}
