import Testing

@testable import ValueDump

/// The one renderer of type names: as Swift source writes them, without modules.
@Suite struct TypeNameTests {
  struct Feature {
    enum Action {}
  }

  @Test(arguments: [
    (Int.self as Any.Type, "Int"),
    ([String].self, "[String]"),
    ([String: Int].self, "[String: Int]"),
    (Int?.self, "Int?"),
    (Result<[String], any Error>.self, "Result<[String], any Error>"),
    (Any.Type.self, "Any.Type"),
    ((x: Int, String).self, "(x: Int, String)"),
    (Feature.Action.self, "TypeNameTests.Feature.Action"),
    ([Feature.Action?].self, "[TypeNameTests.Feature.Action?]"),
  ])
  func namesAsSourceWritesThem(type: Any.Type, name: String) {
    #expect(dumpTypeName(type) == name)
  }
}
