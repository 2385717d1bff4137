import Testing

@testable import StoreREPL

extension TerminalTests {
  /// The line editor reads the terminal a byte at a time: each character is whole, begun, or
  /// no UTF-8 at all.
  @Suite struct UTF8CharacterTests {
    @Test(
      arguments: [
        ([], UTF8Character.incomplete),
        ([0x61], .scalar(0x61)),
        ([0x1B], .scalar(0x1B)),
        ([0xC3], .incomplete),
        ([0xC3, 0xA9], .scalar(0xE9)),
        ([0xE2, 0x82], .incomplete),
        ([0xE2, 0x82, 0xAC], .scalar(0x20AC)),
        ([0xF0, 0x9F, 0x98, 0x80], .scalar(0x1F600)),
        ([0x80], .invalid),
        ([0xC0, 0x80], .invalid),
        ([0xF5], .invalid),
        ([0xC3, 0x61], .invalid),
        ([0xED, 0xA0, 0x80], .invalid),
      ] as [([UInt8], UTF8Character)])
    func bytesReadSoFar(bytes: [UInt8], character: UTF8Character) {
      #expect(UTF8Character(bytes) == character)
    }
  }
}
