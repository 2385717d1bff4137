import ExampleFeatures
import Foundation
import StoreREPL
import Testing

/// Every transcript — the lessons in Docs/Lessons and the golden sessions here — replayed and
/// compared whole. `RECORD_TRANSCRIPTS=1 swift test` writes the actual output back instead.
@Suite struct TranscriptTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var transcripts: [String] {
    let folders = ["Docs/Lessons", "Tests/StoreREPLTests/Transcripts"]
    return folders.flatMap { folder in
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { $0.hasSuffix(".transcript") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  @Test func thereAreTranscripts() {
    #expect(Self.transcripts.count >= 2)
  }

  @Test(arguments: transcripts)
  func replaysExactly(_ path: String) async throws {
    let url = Self.root.appendingPathComponent(path)
    let transcript = try Transcript(parsing: String(contentsOf: url, encoding: .utf8))
    let (output, _) = await Shell.replay(transcript, features: catalog)
    if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1" {
      var recorded = transcript
      recorded.output = output
      try recorded.text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(transcript.differences(from: output) == nil, "\(path) differs")
    #expect(output == transcript.output)
  }
}

/// The EffectsBasics lesson exported as a test must be the committed
/// `Tests/ExampleFeaturesTests/ExportedEffectsBasicsLesson.swift`, which the suite compiles and
/// runs. `RECORD_TRANSCRIPTS=1 swift test` writes it anew.
@Suite struct ExportTests {
  @Test func theExportOfTheEffectsBasicsLessonIsTheCommittedTest() async throws {
    let root = TranscriptTests.root
    let lesson = try Transcript(
      parsing: String(
        contentsOf: root.appendingPathComponent("Docs/Lessons/EffectsBasics.transcript"),
        encoding: .utf8))
    let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load(lesson.feature, quietly: true)
    for command in lesson.commands { _ = await shell.perform(command) }
    let file = root.appendingPathComponent(
      "Tests/ExampleFeaturesTests/ExportedEffectsBasicsLesson.swift")
    if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1" {
      _ = await shell.perform("export test \(file.path)")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = folder.appendingPathComponent("ExportedEffectsBasicsLesson.swift")
    let (output, failed) = await shell.perform("export test \(exported.path)")
    #expect(!failed)
    #expect(output == "  wrote the test exportedEffectsBasicsLesson() to \(exported.path)")
    #expect(
      try String(contentsOf: exported, encoding: .utf8)
        == String(contentsOf: file, encoding: .utf8))
  }
}
