import SwiftMetadata
import Testing

@testable import StoreREPL

/// Checks every metadata layout assumption against values and layouts the compiler produced.
@Suite struct ReflectionLayoutTests {
  /// The tag the value witnesses report for `value`.
  func tag<T>(of value: T) -> Int? {
    let metadata = TypeMetadata(T.self)
    return withUnsafePointer(to: value) {
      metadata.valueWitnesses.enumTag(of: UnsafeRawPointer($0), metadata: metadata)
    }
  }

  /// The name of the case of `value` according to the layout read from metadata.
  func caseName<T>(of value: T) -> String? {
    guard let layout = EnumLayout(TypeMetadata(T.self)), let tag = tag(of: value) else {
      return nil
    }
    return layout.cases.first { $0.tag == tag }?.name
  }

  @Test func recordOrderIsTagOrder() {
    let values: [(Shapes, String)] = [
      (.setAge(years: 1), "setAge"), (.element(id: 1, action: .toggled), "element"),
      (.move(1, 2), "move"), (.textA(""), "textA"), (.textB(""), "textB"),
      (.optional(nil), "optional"), (.nestedOptional(nil), "nestedOptional"),
      (.numbers([]), "numbers"), (.table([:]), "table"), (.unique([]), "unique"),
      (.small(0, 0, 0), "small"), (.character("a"), "character"), (.timeout(.zero), "timeout"),
      (.mixed(a: 1, "", c: []), "mixed"), (.default, "default"),
    ]
    for (value, name) in values {
      #expect(caseName(of: value) == name)
    }
    for digit in Digit.allCases {
      #expect(caseName(of: digit) == "\(digit)")
    }
    #expect(caseName(of: Expression.add(.empty, .empty)) == "add")
    #expect(caseName(of: Expression.empty) == "empty")
    #expect(caseName(of: List.node("a", .end)) == "node")
    #expect(caseName(of: Wrapper<String>.pair("a", [])) == "pair")
    #expect(caseName(of: Optional(1)) == "some")
    #expect(caseName(of: Int?.none) == "none")
  }

  @Test func payloadCasesComeFirst() throws {
    let layout = try #require(EnumLayout(TypeMetadata(EffectsBasics.Action.self)))
    #expect(
      layout.cases.map(\.name) == [
        "numberFactResponse", "decrementButtonTapped", "decrementDelayResponse",
        "incrementButtonTapped", "numberFactButtonTapped",
      ])
    #expect(layout.cases.map(\.tag) == [0, 1, 2, 3, 4])
    #expect(
      layout.cases[0].payloadType.map(ObjectIdentifier.init)
        == ObjectIdentifier(Result<String, any Error>.self))
  }

  @Test func indirectFlags() throws {
    let expression = try #require(EnumLayout(TypeMetadata(Expression.self)))
    #expect(expression.cases.map(\.isIndirect) == [true, true, true, false])
    let list = try #require(EnumLayout(TypeMetadata(List.self)))
    #expect(list.cases.map(\.isIndirect) == [true, false])
  }

  @Test func genericPayloadsResolveInContext() throws {
    let layout = try #require(EnumLayout(TypeMetadata(Identified<String, Toggle>.self)))
    let payload = try #require(layout.cases.first?.payloadType)
    #expect(ObjectIdentifier(payload) == ObjectIdentifier((id: String, action: Toggle).self))
  }

  @Test func structFieldOffsetsMatchMemoryLayout() throws {
    let layout = try #require(StructLayout(TypeMetadata(Weather.self)))
    #expect(layout.fields.map(\.name) == ["temperature", "city", "tags"])
    #expect(
      layout.fields.map(\.offset) == [
        MemoryLayout<Weather>.offset(of: \.temperature), MemoryLayout<Weather>.offset(of: \.city),
        MemoryLayout<Weather>.offset(of: \.tags),
      ])
    #expect(
      layout.fields.map { $0.type.map(ObjectIdentifier.init) } == [
        ObjectIdentifier(Double.self), ObjectIdentifier(String.self),
        ObjectIdentifier([String].self),
      ])
    #expect(layout.fields.allSatisfy { !$0.isReferenceStorage })
  }

  @Test func weakFieldsAreReferenceStorage() throws {
    let layout = try #require(StructLayout(TypeMetadata(WithWeak.self)))
    #expect(layout.fields.map(\.isReferenceStorage) == [true])
  }

  @Test func tupleOffsetsOfInstantiatedMetadata() throws {
    // NB: a payload type resolved from a mangled name is instantiated by the runtime, whose
    // tuple metadata has uninitialized padding after each 32-bit offset.
    let layout = try #require(EnumLayout(TypeMetadata(Shapes.self)))
    let small = try #require(layout.cases.first { $0.name == "small" }?.payloadType)
    let tuple = try #require(TupleMetadata(TypeMetadata(small)))
    typealias Small = (Int8, UInt16, Float)
    #expect(
      tuple.elements.map(\.offset) == [
        MemoryLayout<Small>.offset(of: \.0), MemoryLayout<Small>.offset(of: \.1),
        MemoryLayout<Small>.offset(of: \.2),
      ])
    let mixed = try #require(layout.cases.first { $0.name == "mixed" }?.payloadType)
    let labeled = try #require(TupleMetadata(TypeMetadata(mixed)))
    #expect(labeled.elements.map(\.label) == ["a", nil, "c"])
    #expect(labeled.elements.map(\.offset) == [0, 8, 24])
  }

  @Test func valueWitnessSizes() {
    for (type, size, alignment) in [
      (TypeMetadata(Weather.self), MemoryLayout<Weather>.size, MemoryLayout<Weather>.alignment),
      (TypeMetadata(Shapes.self), MemoryLayout<Shapes>.size, MemoryLayout<Shapes>.alignment),
      (TypeMetadata(Int8.self), 1, 1),
    ] {
      #expect(type.valueWitnesses.size == size)
      #expect(type.valueWitnesses.alignment == alignment)
    }
  }

  @Test func kindsAndModules() {
    #expect(TypeMetadata(Shapes.self).kind == .enum)
    #expect(TypeMetadata(Int?.self).kind == .optional)
    #expect(TypeMetadata(Weather.self).kind == .struct)
    #expect(TypeMetadata((Int, Int).self).kind == .tuple)
    #expect(TypeMetadata(Reference.self).kind == .class)
    #expect(TypeMetadata(((Int) -> Int).self).kind == .function)
    #expect(TypeMetadata((any Error).self).kind == .existential)
    #expect(TypeMetadata(Int.Type.self).kind == .metatype)
    #expect(TypeMetadata(Splash.Action.self).typeDescriptor?.moduleName == "StoreREPLTests")
    #expect(TypeMetadata(Int.self).typeDescriptor?.moduleName == "Swift")
  }
}
