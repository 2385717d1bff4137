import Composable
import Synchronization
import Testing

/// Counts how often each key computes its live value.
private let liveComputations = Mutex<[String: Int]>([:])

private enum NumberKey: DependencyKey {
  static var liveValue: String {
    "live"
  }
  static var testValue: String { "test" }
  static var previewValue: String { "preview" }
}

private enum LiveOnlyKey: DependencyKey {
  static var liveValue: String { "live" }
  static var testValue: String { "test" }
}

private enum TestOnlyKey: TestDependencyKey {
  static var testValue: String { "test only" }
}

/// Read only by the test of caching per context.
private enum PerContextKey: DependencyKey {
  static var liveValue: String {
    liveComputations.withLock { $0["perContext", default: 0] += 1 }
    return "live"
  }
  static var testValue: String { "test" }
}

/// Read only by the test of caching once.
private enum CountedKey: DependencyKey {
  static var liveValue: Int {
    liveComputations.withLock { counts in
      counts["counted", default: 0] += 1
      return counts["counted"]!
    }
  }
  static var testValue: Int { 0 }
}

extension DependencyValues {
  fileprivate var number: String {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
  fileprivate var liveOnly: String {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
  fileprivate var testOnly: String {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
  fileprivate var perContext: String {
    get { self[PerContextKey.self] }
    set { self[PerContextKey.self] = newValue }
  }
  fileprivate var counted: Int {
    get { self[CountedKey.self] }
    set { self[CountedKey.self] = newValue }
  }
}

private struct Reader: Sendable {
  @Dependency(\.number) var number
}

@Suite struct DependencyValuesTests {
  @Test func aTestBinaryStartsInTheTestContext() {
    #expect(DependencyValues().context == .test)
  }

  @Test(arguments: [
    (DependencyContext.live, ["live", "live", "test only"]),
    (.preview, ["preview", "live", "test only"]),
    (.test, ["test", "test", "test only"]),
  ])
  func keysResolveByContext(context: DependencyContext, expected: [String]) {
    var values = DependencyValues()
    values.context = context
    #expect([values.number, values.liveOnly, values.testOnly] == expected)
  }

  @Test func anExplicitValueWinsInEveryContext() {
    var values = DependencyValues()
    values.number = "explicit"
    let resolved = DependencyContext.allCases.map { context in
      var values = values
      values.context = context
      return values.number
    }
    #expect(resolved == ["explicit", "explicit", "explicit"])
  }

  @Test func withDependenciesOverridesForTheOperationOnly() {
    let reader = Reader()
    let inside = withDependencies {
      $0 = DependencyValues()
      $0.number = "outer"
    } operation: {
      let outer = reader.number
      let inner = withDependencies {
        $0.number = "inner"
      } operation: {
        reader.number
      }
      let unchanged = withDependencies { _ in
      } operation: {
        reader.number
      }
      return [outer, inner, unchanged, reader.number]
    }
    #expect(inside == ["outer", "inner", "outer", "outer"])
  }

  @Test func aNestedWithDependenciesKeepsTheOuterOverrides() {
    let values = withDependencies {
      $0 = DependencyValues()
      $0.number = "outer"
    } operation: {
      withDependencies {
        $0.liveOnly = "inner"
      } operation: {
        [DependencyValues._current.number, DependencyValues._current.liveOnly]
      }
    }
    #expect(values == ["outer", "inner"])
  }

  @Test func aTaskCreatedInsideWithDependenciesInheritsThem() async {
    let reader = Reader()
    let task = withDependencies {
      $0.number = "from the scope"
    } operation: {
      Task { reader.number }
    }
    let childValue = await withDependencies {
      $0.number = "from the async scope"
    } operation: {
      await withTaskGroup(of: String.self) { group in
        group.addTask { reader.number }
        return await group.next() ?? "none"
      }
    }
    #expect(await task.value == "from the scope")
    #expect(childValue == "from the async scope")
  }

  @Test func aLiveValueIsComputedOncePerCache() {
    var values = DependencyValues()
    values.context = .live
    let before = liveComputations.withLock { $0["counted", default: 0] }
    let first = values.counted
    let copy = values
    let reads = [first, values.counted, copy.counted]
    #expect(reads == [before + 1, before + 1, before + 1])
    values.resetCache()
    #expect(values.counted == before + 2)
    #expect(copy.counted == before + 1)
  }

  @Test func aValueIsCachedPerContext() {
    var values = DependencyValues()
    values.context = .live
    let before = liveComputations.withLock { $0["perContext", default: 0] }
    let live = values.perContext
    values.context = .test
    let test = values.perContext
    values.context = .live
    let liveAgain = values.perContext
    #expect([live, test, liveAgain] == ["live", "test", "live"])
    #expect(liveComputations.withLock { $0["perContext", default: 0] } == before + 1)
  }
}
