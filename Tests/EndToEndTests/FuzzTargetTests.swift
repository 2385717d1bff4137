import Foundation
import Testing

/// The fuzzing target, built as usual: it runs the inputs of the files it is given once each.
@Suite struct FuzzTargetTests {
  static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds")

  /// The built `store-repl-fuzz`, next to the test bundle.
  static var executable: URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("store-repl-fuzz")
    return FileManager.default.fileExists(atPath: besideTests.path)
      ? besideTests
      : Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("store-repl-fuzz")
  }

  @Test func everySeedRunsWithoutACrash() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).sorted()
    #expect(names.count > 200)
    let paths = names.map { Self.seeds.appendingPathComponent($0).path }
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = paths
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let expected = try paths.map { path in
      let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
      return "ran \(path) (\(size) bytes)\n"
    }
    #expect(String(decoding: printed, as: UTF8.self) == expected.joined())
  }

  @Test func withoutInputsItSaysHowItIsUsed() throws {
    let process = Process()
    process.executableURL = Self.executable
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      String(decoding: printed, as: UTF8.self)
        == "usage: store-repl-fuzz <input-file>…  (built by scripts/fuzz, it fuzzes instead)\n")
  }
}
