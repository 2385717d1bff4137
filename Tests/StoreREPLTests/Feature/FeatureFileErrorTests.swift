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
