import Foundation
import TestHelpers
import Testing

/// The library cache these tests share, beside the built binary.
private let sharedCache = storeREPLExecutable.deletingLastPathComponent()
  .appendingPathComponent("LanguageModeTests.cache").path

/// A feature whose dependency's `liveValue` is of a class that is not `Sendable`: it compiles in
/// Swift 5 mode, as an Xcode app target of TCA code often does, and not in Swift 6 mode.
private let swift5Counter = """
  import ComposableArchitecture

  final class NumberClient {
    var next: (Int) -> Int = { $0 + 1 }
  }

  extension NumberClient: DependencyKey {
    static let liveValue = NumberClient()
  }

  extension DependencyValues {
    var numberClient: NumberClient {
      get { self[NumberClient.self] }
      set { self[NumberClient.self] = newValue }
    }
  }

  @Reducer
  struct Counter {
    @Dependency(\\.numberClient) var numberClient

    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case tapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count = numberClient.next(state.count)
        return .none
      }
    }
  }

  """

/// What the compiler says of ``swift5Counter`` in Swift 6 mode, first.
private let swift6Error =
  "Counter.swift:8:14: error: static property 'liveValue' is not concurrency-safe because "
  + "non-'Sendable' type 'NumberClient' may have shared mutable state [#MutableGlobalVariable]"

/// A feature that reads the dependency `factClient`, declared in ``factClientFile``.
private let factFeature = """
  import ComposableArchitecture

  @Reducer
  struct Facts {
    @Dependency(\\.factClient) var factClient

    @ObservableState
    struct State: Equatable {
      var fact: String?
    }

    enum Action {
      case factButtonTapped
      case factResponse(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .factButtonTapped:
          return .run { send in
            await send(.factResponse(try await factClient.fetch(1)))
          }
        case let .factResponse(fact):
          state.fact = fact
          return .none
        }
      }
    }
  }

  """

/// A feature that names the type `FactClient`, declared in ``factClientFile``.
private let typeFeature = """
  import ComposableArchitecture

  @Reducer
  struct Facts {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case tapped
    }

    let client: FactClient? = nil

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  """

private let factClientFile = """
  import ComposableArchitecture

  struct FactClient {
    var fetch: @Sendable (Int) async throws -> String
  }

  extension DependencyValues {
    var factClient: FactClient {
      get { self[FactClient.self] }
      set { self[FactClient.self] = newValue }
    }
  }

  extension FactClient: DependencyKey {
    static let liveValue = FactClient { "\\($0) is a number." }
  }

  """

/// Writes files into a fresh folder: each path (which may name a subfolder) and its text.
private func folder(with files: [String: String]) throws -> TemporaryFolder {
  let folder = try TemporaryFolder(prefix: "store-repl-language-mode")
  for (path, text) in files {
    let url = folder.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
  return folder
}

/// Runs `store-repl` in `folder` with the shared cache and its journals there.
private func run(
  _ arguments: [String], input: String = "", in folder: TemporaryFolder,
  cache: String = sharedCache
) throws -> (output: String, error: String, status: Int32) {
  try runStoreREPL(
    arguments, input: input,
    environment: ["STORE_REPL_CACHE_DIR": cache, "STORE_REPL_STATE_DIR": folder.path],
    in: folder.url)
}

/// The first line of a text.
private func firstLine(_ text: String) -> Substring {
  text.prefix { $0 != "\n" }
}

/// The last line of a text that ends with a newline.
private func lastLine(_ text: String) -> Substring {
  text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
}

// NB: Serialized, so that two tests do not compile the same files at the same time.
@Suite(.serialized) struct LanguageModeTests {
  @Test func aFileWrittenForSwift5StartsByDefaultAndNotInSwift6Mode() throws {
    let folder = try folder(with: ["Counter.swift": swift5Counter])
    defer { folder.remove() }
    let swift5 = try run(["Counter.swift"], input: "send .tapped\nsave s.replscript\n", in: folder)
    #expect(swift5.error == "")
    #expect(swift5.status == 0)
    #expect(
      swift5.output == """
        Counter loaded. Type 'help' for commands, Tab to complete.
        Counter 0.000s> send .tapped
        − Counter.State(count: 0)
        + Counter.State(count: 1)
        Counter 0.000s> save s.replscript
          wrote 1 step to s.replscript; replay with 'store-repl Counter.swift --script
            s.replscript'

        """)
    let swift6 = try run(["Counter.swift", "--swift-version", "6"], in: folder)
    #expect(swift6.status == 1)
    #expect(swift6.output == "")
    #expect(firstLine(swift6.error) == swift6Error)
    #expect(
      lastLine(swift6.error)
        == "error: Counter.swift did not compile (swiftc exited with status 1); nothing was started"
    )
  }

  @Test func aSavedScriptOfASwift6SessionReplaysInSwift6Mode() throws {
    let folder = try folder(with: ["Facts.swift": factFeature, "FactClient.swift": factClientFile])
    defer { folder.remove() }
    let result = try run(
      ["Facts.swift", "FactClient.swift", "--swift-version", "6"],
      input: "save s.replscript\n", in: folder)
    #expect(result.error == "")
    #expect(
      result.output == """
        Facts loaded. Type 'help' for commands, Tab to complete.
        Facts 0.000s> save s.replscript
          wrote 0 steps to s.replscript; replay with 'store-repl Facts.swift
            FactClient.swift --swift-version 6 --script s.replscript'

        """)
  }

  @Test func aPackageTargetCompilesInTheModeItsManifestDeclares() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [
          .target(name: "Counting"),
          .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
        ]
      )

      """
    let folder = try folder(with: [
      "App/Package.swift": manifest, "App/Sources/Counting/Counter.swift": swift5Counter,
      "App/Sources/Legacy/Counter.swift": swift5Counter,
    ])
    defer { folder.remove() }
    let swift6 = try run(["--package", "App", "--target", "Counting"], in: folder)
    #expect(swift6.status == 1)
    #expect(firstLine(swift6.error) == "App/Sources/Counting/" + swift6Error)
    let legacy = try run(
      ["--package", "App", "--target", "Legacy"], input: "send .tapped\n", in: folder)
    #expect(legacy.error == "")
    #expect(legacy.status == 0)
    let chosen = try run(
      ["--package", "App", "--target", "Counting", "--swift-version", "5"],
      input: "save s.replscript\n", in: folder)
    #expect(chosen.error == "")
    #expect(
      chosen.output == """
        Counter loaded. Type 'help' for commands, Tab to complete.
        Counter 0.000s> save s.replscript
          wrote 0 steps to s.replscript; replay with 'store-repl --package App --target
            Counting --swift-version 5 --script s.replscript'

        """)
  }

  /// A session started in Swift 6 mode resumes in Swift 6 mode, though the command line that
  /// resumes it does not say so: its code, edited to need Swift 5, no longer compiles.
  @Test func aResumedSessionCompilesInTheModeItStartedWith() throws {
    let folder = try folder(with: [
      "Counter.swift": swift5Counter.replacingOccurrences(
        of: "final class NumberClient", with: "final class NumberClient: @unchecked Sendable")
    ])
    defer { folder.remove() }
    let started = try run(
      ["Counter.swift", "--swift-version", "6"], input: "send .tapped\n", in: folder)
    #expect(started.error == "")
    let journal = folder.names().first { $0.hasSuffix(".session") } ?? ""
    let text = try String(contentsOf: folder.url.appendingPathComponent(journal), encoding: .utf8)
    #expect(text.contains("\nswift-version 6\n"))
    try swift5Counter.write(
      to: folder.url.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    let resumed = try run(["--resume"], input: "state\n", in: folder)
    #expect(resumed.status == 1)
    #expect(
      firstLine(resumed.error)
        == swift6Error.replacingOccurrences(
          of: "Counter.swift", with: folder.url.appendingPathComponent("Counter.swift").path))
    let inSwift5 = try run(["--resume", "--swift-version", "5"], input: "state\n", in: folder)
    #expect(inSwift5.error == "")
    #expect(
      inSwift5.output == """
        Counter loaded. Type 'help' for commands, Tab to complete.
          resumed the session: 1 line replayed; at step 1
          the state at step 1:
          Counter.State(count: 1)
        Counter 0.000s> state
          Counter.State(count: 1)

        """)
  }

  // MARK: - What the files do not declare

  @Test func aDependencyDeclaredInAFileBesideIsNamedWithTheCommandThatIncludesIt() throws {
    let folder = try folder(with: [
      "Facts/Facts.swift": factFeature, "Facts/FactClient.swift": factClientFile,
    ])
    defer { folder.remove() }
    let result = try run(["Facts/Facts.swift"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.error == """
        error: 'factClient' is not a dependency these files declare: Facts/Facts.swift:5 reads \
        it with '@Dependency(\\.factClient)'; Facts/FactClient.swift, beside them, declares it
          To fix, include Facts/FactClient.swift:
            store-repl Facts/Facts.swift Facts/FactClient.swift
        error: Facts/Facts.swift did not compile (swiftc exited with status 1); nothing was started

        """)
  }

  @Test func aDependencyNoFileBesideDeclaresIsNamed() throws {
    let folder = try folder(with: ["Facts.swift": factFeature])
    defer { folder.remove() }
    let result = try run(["Facts.swift", "--swift-version", "6"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.error == """
        error: 'factClient' is not a dependency these files declare: Facts.swift:5 reads it \
        with '@Dependency(\\.factClient)', and no Swift file beside them declares it
          To fix, name the file that declares it ('extension DependencyValues { var \
        factClient: … }') on the command line too.
        error: Facts.swift did not compile (swiftc exited with status 1); nothing was started

        """)
  }

  /// A file in a folder beside the files' folder counts as beside them.
  @Test func aTypeDeclaredInAFolderBesideIsNamedWithTheCommandThatIncludesIt() throws {
    let folder = try folder(with: [
      "Features/Facts.swift": typeFeature, "Clients/FactClient.swift": factClientFile,
    ])
    defer { folder.remove() }
    let result = try run(["Features/Facts.swift", "--swift-version", "6"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.error == """
        error: 'FactClient' is not a type these files declare: Features/Facts.swift:14 uses \
        it; Clients/FactClient.swift, beside them, declares it
          To fix, include Clients/FactClient.swift:
            store-repl Features/Facts.swift Clients/FactClient.swift --swift-version 6
        error: Features/Facts.swift did not compile (swiftc exited with status 1); nothing was \
        started

        """)
  }

  @Test func aTypeNoFileBesideDeclaresIsNamedAndTheOtherErrorsKept() throws {
    let folder = try folder(with: [
      "Facts.swift": typeFeature.replacingOccurrences(
        of: "EmptyReducer()", with: "EmptyReducer()\n    let _: Int = \"one\"")
    ])
    defer { folder.remove() }
    let result = try run(["Facts.swift"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.error == """
        error: 'FactClient' is not a type these files declare: Facts.swift:14 uses it, and no \
        Swift file beside them declares it
          To fix, name the file that declares 'FactClient' on the command line too, or correct \
        the name if it is misspelt.

        Facts.swift:18:18: error: cannot convert value of type 'String' to specified type 'Int'
        16 |   var body: some ReducerOf<Self> {
        17 |     EmptyReducer()
        18 |     let _: Int = "one"
           |                  `- error: cannot convert value of type 'String' to specified type 'Int'
        19 |   }
        20 | }
        error: Facts.swift did not compile (swiftc exited with status 1); nothing was started

        """)
  }
}
