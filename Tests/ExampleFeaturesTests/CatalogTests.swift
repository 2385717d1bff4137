import ExampleFeatures
import StoreREPL
import Testing

@Suite struct CatalogTests {
  /// An exported test can set what every scenario of the catalog overrides.
  @Test func everyScenarioThatOverridesDependenciesHasASwiftForm() {
    let unwritten = catalog.flatMap { feature in
      feature.scenarios.filter { $0.hasOverrides && $0.swift == nil }
        .map { "\(feature.name): \($0.name)" }
    }
    #expect(unwritten == [])
  }
}
