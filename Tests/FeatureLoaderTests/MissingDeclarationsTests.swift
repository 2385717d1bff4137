import Foundation
import StoreREPL
import SwiftParser
import TestHelpers
import Testing

@testable import FeatureLoader

/// The compiler's diagnostics and the files' syntax say which dependency or type the files
/// lack; the files beside them say which declares it.
@Suite struct MissingDeclarationsTests {
  static let feature = """
    import ComposableArchitecture

    @Reducer
    struct Facts {
      @Dependency(\\.factClient) var factClient
      @Dependency(\\.continuousClock) var clock
      let numbers: NumberClient
    }

    """

  /// What the compiler says of ``feature`` alone, in part.
  static let diagnostics = """
    Facts.swift:5:15: error: cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Key.Type'
    3 | @Reducer
    4 | struct Facts {
    5 |   @Dependency(\\.factClient) var factClient
      |               `- error: cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Key.Type'

    Facts.swift:5:4: error: generic parameter 'Key' could not be inferred
    /engine/Dependency.swift:44:10: note: in call to initializer
    Facts.swift:7:16: error: cannot find type 'NumberClient' in scope
    Facts.swift:8:1: error: expected declaration

    [#Tag]: <https://example.com>

    """

  static func explain(in folder: TemporaryFolder, naming: [String]? = nil) -> FeatureFileError {
    let path = folder.path + "/Facts.swift"
    let error = FeatureFileError(
      .didNotCompile(
        files: [path], status: 1,
        diagnostics: diagnostics.replacingOccurrences(of: "Facts.swift:", with: path + ":")))
    return MissingDeclarations.explain(
      error, files: [(path, Parser.parse(source: feature))], naming: naming ?? [path])
  }

  @Test func theDiagnosticsTheyExplainAreLeftOutAndTheOthersKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let error = Self.explain(in: folder)
    let path = folder.path + "/Facts.swift"
    #expect(
      error.cause
        == .didNotCompile(
          files: [path], status: 1,
          diagnostics:
            "\(path):8:1: error: expected declaration\n\n[#Tag]: <https://example.com>\n",
          missing: [
            .init(
              kind: .dependency, name: "factClient", file: path, line: 5,
              usage: "@Dependency(\\.factClient)"),
            .init(kind: .type, name: "NumberClient", file: path, line: 7, usage: "NumberClient"),
          ]))
  }

  @Test func theFilesBesideThatDeclareThemGoOnTheCommandLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = [
      "FactClient.swift": "extension DependencyValues {\n  var factClient: FactClient { x }\n}\n",
      "Notes.swift": "// factClient, NumberClient\n",
      "../Clients/NumberClient.swift": "final class NumberClient {}\n",
    ]
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Clients"), withIntermediateDirectories: true)
    let features = folder.url.appendingPathComponent("Features")
    try FileManager.default.createDirectory(at: features, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(
        to: features.appendingPathComponent(name).standardizedFileURL, atomically: true,
        encoding: .utf8)
    }
    let feature = features.path + "/Facts.swift"
    let error = MissingDeclarations.explain(
      FeatureFileError(
        .didNotCompile(
          files: [feature], status: 1,
          diagnostics: Self.diagnostics.replacingOccurrences(
            of: "Facts.swift:", with: feature + ":"))),
      files: [(feature, Parser.parse(source: Self.feature))],
      naming: [feature, "--swift-version", "6"])
    guard case let .didNotCompile(_, _, _, missing, fix) = error.cause else {
      Issue.record("not a compile error")
      return
    }
    let clients = folder.path + "/Clients/NumberClient.swift"
    #expect(missing.map(\.declaredIn) == [[features.path + "/FactClient.swift"], [clients]])
    #expect(
      fix == [
        feature, features.path + "/FactClient.swift", clients, "--swift-version", "6",
      ])
  }

  /// A package's files are its target's: no command line adds one.
  @Test func aPackagesMissingDeclarationHasNoCommandLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    guard
      case let .didNotCompile(_, _, _, missing, fix) = Self.explain(
        in: folder, naming: ["--package", "App"]
      ).cause
    else {
      Issue.record("not a compile error")
      return
    }
    #expect(missing.map(\.name) == ["factClient", "NumberClient"])
    #expect(fix == nil)
  }

  /// A folder beside the files' folder is named from the files' folder as the command line
  /// names it, or absolutely when that names it through `..`.
  @Test(
    arguments: [
      ("Features/", "/work", ""),
      ("", "/", "../"),
      ("a/b/", "/work/a", "a/"),
      ("/abs/b/", "/abs", "/abs/"),
      ("../b/", "/work", "/work/"),
    ])
  func aFolderBesideIsNamedFromTheFilesFolder(named: String, parent: String, expected: String) {
    #expect(Neighbours.parent(ofNamed: named, path: parent) == expected)
  }
}
