import Testing

@testable import StoreREPL

/// Why feature files give no session is a cause; one renderer writes it, and a reload, which
/// stops nothing, says so.
@Suite struct FeatureFileErrorTests {
  @Test func aCompileErrorStopsAStartButNotAReload() {
    let error = FeatureFileError(.didNotCompile(files: ["A.swift", "B.swift"], status: 1))
    #expect(error.status == 1)
    #expect(
      error.message
        == "error: A.swift and B.swift did not compile (swiftc exited with status 1); nothing was started\n"
    )
    #expect(
      error.rendered(reloading: true)
        == "error: A.swift and B.swift did not compile (swiftc exited with status 1)\n")
  }

  /// What the files lack is said first, with the command line that includes the file beside
  /// them that declares it; the compiler's diagnostics it does not explain follow.
  @Test func aMissingDeclarationIsNamedBeforeTheCompilersMessages() {
    let error = FeatureFileError(
      .didNotCompile(
        files: ["Feature.swift"], status: 1,
        diagnostics: "Feature.swift:9:3: error: cannot find 'x' in scope",
        missing: [
          .init(
            kind: .dependency, name: "factClient", file: "Feature.swift", line: 4,
            usage: "@Dependency(\\.factClient)", declaredIn: ["FactClient.swift"]),
          .init(kind: .type, name: "Clock", file: "Feature.swift", line: 7, usage: "Clock"),
        ],
        fix: ["Feature.swift", "FactClient.swift", "--swift-version", "6"]))
    #expect(
      error.rendered(reloading: true) == """
        error: 'factClient' is not a dependency these files declare: Feature.swift:4 reads it \
        with '@Dependency(\\.factClient)'; FactClient.swift, beside them, declares it
        error: 'Clock' is not a type these files declare: Feature.swift:7 uses it, and no Swift \
        file beside them declares it
          To fix, name the file that declares 'Clock' on the command line too, or correct the \
        name if it is misspelt.
          To fix, include FactClient.swift:
            store-repl Feature.swift FactClient.swift --swift-version 6

        Feature.swift:9:3: error: cannot find 'x' in scope
        error: Feature.swift did not compile (swiftc exited with status 1)

        """)
  }

  @Test func filesThatCannotBeUsedAsNamedExitTwo() {
    #expect(FeatureFileError(.unreadable(path: "X.swift", exists: false)).status == 2)
    #expect(
      FeatureFileError(.unreadable(path: "X.swift", exists: true)).message
        == "error: X.swift: it can't be read\n")
    let targets = FeatureFileError(
      .noSuchTarget("Talies", sources: "App/Sources", targets: ["Tallies", "Other"]))
    #expect(targets.status == 2)
    #expect(
      targets.message
        == "error: App/Sources has no target 'Talies'; did you mean 'Tallies'?; its targets: Tallies, Other\n"
    )
    #expect(FeatureFileError(.workerEnded(status: 0)).status == 1)
    #expect(FeatureFileError(.workerEnded(status: 3)).status == 3)
    #expect(FeatureFileError(.workerEnded(status: 3)).message == "")
  }

  @Test func theAppleImportsAreListedWithTheFix() {
    let error = FeatureFileError(
      .appleImports([.init(file: "F.swift", line: 2, column: 8, module: "UIKit")]))
    #expect(
      error.message == """
        F.swift:2:8: error: 'UIKit' is an Apple framework that Linux does not have
          To fix, move the dependency's live implementation that uses it (its 'liveValue') to a file of its own that you don't pass to store-repl, and keep a 'previewValue' in the feature's files.

        """)
  }
}
