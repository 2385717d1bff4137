import Testing

@testable import StoreREPL

@Suite struct CaseInfoTests {
  @Test func effectsBasicsCases() {
    #expect(
      cases(of: EffectsBasics.Action.self).map(\.description) == [
        ".numberFactResponse(Result<String, any Error>)",
        ".decrementButtonTapped",
        ".decrementDelayResponse",
        ".incrementButtonTapped",
        ".numberFactButtonTapped",
      ])
  }

  @Test func nestedCases() throws {
    let root = cases(of: Root.Action.self)
    #expect(root.map(\.description) == [".splash(Splash.Action)", ".main(Main.Action)"])
    let splash = try #require(root.first?.payload?.first?.type)
    #expect(
      cases(of: splash).map(\.description) == [
        ".responseCurrentWeather(Weather)", ".fetchCurrentWeather",
      ])
    let main = try #require(root.last?.payload?.first?.type)
    #expect(cases(of: main).map(\.description) == [".setUnit(celsius: Bool)", ".refresh"])
  }

  @Test func labelsAndTypes() {
    #expect(
      cases(of: Shapes.self).map(\.description) == [
        ".setAge(years: Int)",
        ".element(id: Int, action: Toggle)",
        ".move(Int, Int)",
        ".textA(String)",
        ".textB(String)",
        ".optional(String?)",
        ".nestedOptional(Int??)",
        ".numbers([Int])",
        ".table([String: [Int]])",
        ".unique(Set<String>)",
        ".small(Int8, UInt16, Float)",
        ".character(Character)",
        ".timeout(Duration)",
        ".mixed(a: Int, String, c: [Toggle?])",
        ".`default`",
      ])
    let element = cases(of: Shapes.self)[1]
    #expect(element.name == "element")
    #expect(element.payload?.map(\.label) == ["id", "action"])
    #expect(element.payload?.map(\.typeName) == ["Int", "Toggle"])
  }

  @Test func tenCasesIndirectAndGeneric() {
    #expect(cases(of: Digit.self).map(\.name) == Digit.allCases.map { "\($0)" })
    #expect(
      cases(of: Expression.self) == [
        CaseInfo(
          name: "number", payload: [PayloadField(label: nil, type: Int.self)], isIndirect: true),
        CaseInfo(
          name: "add",
          payload: [
            PayloadField(label: nil, type: Expression.self),
            PayloadField(label: nil, type: Expression.self),
          ], isIndirect: true),
        CaseInfo(
          name: "negate", payload: [PayloadField(label: nil, type: Expression.self)],
          isIndirect: true),
        CaseInfo(name: "empty", payload: nil),
      ])
    #expect(
      cases(of: Identified<Int, Toggle>.self).map(\.description) == [
        ".element(id: Int, action: Toggle)"
      ])
    #expect(cases(of: Int?.self).map(\.description) == [".some(Int)", ".none"])
  }

  @Test func notAnEnum() {
    #expect(cases(of: Weather.self).isEmpty)
    #expect(cases(of: Int.self).isEmpty)
    #expect(cases(of: (Int, Int).self).isEmpty)
    #expect(cases(of: Reference.self).isEmpty)
  }
}
