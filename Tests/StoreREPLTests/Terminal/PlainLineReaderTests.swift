import TestHelpers
import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalTests {
  @Suite struct PlainLineReaderTests {
    private func readAll(_ reader: PlainLineReader) throws -> [String] {
      var lines: [String] = []
      while let line = try reader.readLine(prompt: "ignored> ") { lines.append(line) }
      return lines
    }

    @Test(arguments: [
      ("a\nb\n", ["a", "b"]),
      ("a\r\nb\r\n", ["a", "b"]),
      ("a\nlast", ["a", "last"]),
      ("", []),
      ("\n", [""]),
      ("\n\nx\n\n", ["", "", "x", ""]),
      ("a\r\r\n", ["a\r"]),
      ("\u{FEFF}send .x\n", ["send .x"]),
      ("only\r", ["only"]),
    ])
    func splitsLines(input: String, expected: [String]) throws {
      #expect(try readAll(PlainLineReader(text: input)) == expected)
    }

    @Test func decodesInvalidUTF8AsReplacementCharacters() throws {
      let reader = PlainLineReader(bytes: [0x61, 0xFF, 0x62, 0x0A, 0xC3, 0x0A, 0xE2, 0x82])
      #expect(try readAll(reader) == ["a\u{FFFD}b", "\u{FFFD}", "\u{FFFD}"])
    }

    @Test func readsAMegabyteLine() throws {
      let long = String(repeating: "x", count: 1 << 20)
      let reader = PlainLineReader(text: "before\n" + long + "\nafter")
      #expect(try readAll(reader) == ["before", long, "after"])
    }

    @Test func neverEchoesAndKeepsNoHistory() throws {
      let reader = PlainLineReader(text: "a\n")
      reader.addHistory("a")
      #expect(reader.echoesInput == false)
      #expect(try readAll(reader) == ["a"])
    }

    @Test func keepsReturningNilAtTheEnd() throws {
      let reader = PlainLineReader(text: "a")
      #expect(try reader.readLine(prompt: "") == "a")
      #expect(try reader.readLine(prompt: "") == nil)
      #expect(try reader.readLine(prompt: "") == nil)
    }

    @Test func readsAFileDescriptorAcrossChunks() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let path = folder.path + "/input"
      let long = String(repeating: "é", count: 100_000)  // 200,000 bytes: several 64 KiB reads
      let text = "send .a\r\n" + long + "\n\u{FFFD}last"
      try write(Array(text.utf8), to: path)
      let descriptor = open(path, O_RDONLY)
      #expect(descriptor >= 0)
      defer { close(descriptor) }
      let lines = try readAll(
        PlainLineReader(fileDescriptor: descriptor, interrupts: InterruptFlag()))
      #expect(lines == ["send .a", long, "\u{FFFD}last"])
    }

    @Test func readsAPipe() throws {
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      let bytes = Array("one\ntwo\nthree".utf8)
      #expect(write(ends[1], bytes, bytes.count) == bytes.count)
      close(ends[1])
      defer { close(ends[0]) }
      #expect(
        try readAll(PlainLineReader(fileDescriptor: ends[0], interrupts: InterruptFlag())) == [
          "one", "two", "three",
        ])
    }

    @Test func aReadErrorEndsTheInput() throws {
      #expect(
        try PlainLineReader(fileDescriptor: -1, interrupts: InterruptFlag()).readLine(prompt: "")
          == nil)
    }
  }
}
