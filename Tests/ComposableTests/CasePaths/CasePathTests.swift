import Composable
import Testing

private enum Root {
  case child(Child)
  case other(Child)
  case onAppear

  enum Child {
    case grand(Grand)
    case count(Int)
    case reset
  }

  enum Grand {
    case name(String)
    case cleared
  }
}

/// A payload that is not `Sendable`: its case paths are built all the same.
private final class Counter {
  var value = 0
}

private enum Holder {
  case counter(Counter)
  case none
}

private enum Shelf {
  case holder(Holder)
  case label(String)
}

@Suite struct CasePathTests {
  @Test func aCaseOfAnOptionalEnumIsModifiedInPlace() {
    var root: Root.Child? = .count(1)
    (/Root.Child.count).modify(&root) { $0 += 1 }
    #expect(root.map { (/Root.Child.count).extract(from: $0) } == 2)
    var other: Root.Child? = .reset
    #expect((/Root.Child.count).modify(&other) { $0 += 1 } == nil)
    var absent: Root.Child? = nil
    #expect((/Root.Child.count).modify(&absent) { $0 += 1 } == nil)
    #expect((/Root.child).extract(from: Root.child(.reset)) != nil)
  }

  @Test func aPathMadeOfFunctionsUsesThem() {
    let even = CasePath<Int, Int>(
      embed: { $0 * 2 }, extract: { $0.isMultiple(of: 2) ? $0 / 2 : nil })
    #expect([1, 2, 3, 4].map(even.extract(from:)) == [nil, 1, nil, 2])
    #expect(even.embed(5) == 10)
  }

  @Test func appendingPathsReachesNestedCases() {
    let grandName = /Root.child .. /Root.Child.grand .. /Root.Grand.name
    let values: [Root] = [
      .child(.grand(.name("Blob"))), .other(.grand(.name("Other"))), .child(.grand(.cleared)),
      .child(.count(1)), .onAppear,
    ]
    #expect(values.map(grandName.extract(from:)) == ["Blob", nil, nil, nil, nil])
    guard case .child(.grand(.name("Blob Jr."))) = grandName.embed("Blob Jr.") else {
      Issue.record("embed built \(grandName.embed("Blob Jr."))")
      return
    }
  }

  @Test func appendingAnEnumCaseFunctionReachesNestedCases() {
    let count = /Root.child .. Root.Child.count
    let values: [Root] = [.child(.count(3)), .other(.count(4)), .child(.reset)]
    #expect(values.map(count.extract(from:)) == [3, nil, nil])
    #expect((/Root.other).appending(path: /Root.Child.count).extract(from: values[1]) == 4)
  }

  @Test func appendingAnAppendedPathReachesTheSameCases() {
    let name: CasePath<Root.Grand, String> = /Root.Grand.name
    let childName: CasePath<Root.Child, String> = /Root.Child.grand .. name
    let grandName = /Root.child .. childName
    let values: [Root] = [
      .child(.grand(.name("Blob"))), .other(.grand(.name("Other"))), .child(.grand(.cleared)),
      .child(.count(1)), .onAppear,
    ]
    #expect(values.map(grandName.extract(from:)) == ["Blob", nil, nil, nil, nil])
    let identity: CasePath<String, String> = /String.self
    let twice = (/Root.child .. /Root.Child.grand) .. (name .. identity)
    #expect(values.map(twice.extract(from:)) == ["Blob", nil, nil, nil, nil])
  }

  @Test func anAppendedPathHandsOnTheVeryPayloadAndKeepsNoneOfIt() {
    weak var released: Counter?
    do {
      let counter = Counter()
      released = counter
      let path = /Shelf.holder .. /Holder.counter
      let shelves: [Shelf] = [.holder(.counter(counter)), .holder(.none), .label("Counter")]
      #expect(shelves.map { path.extract(from: $0) === counter } == [true, false, false])
      #expect(path.extract(from: shelves[0]) === counter)
    }
    #expect(released == nil)
  }

  @Test func aCaseWithoutPayloadIsMatchedByItsCaseAlone() {
    let reset = /Root.child .. /Root.Child.reset
    let values: [Root] = [.child(.reset), .child(.count(0)), .other(.reset), .onAppear]
    #expect(values.map { reset.extract(from: $0) != nil } == [true, false, false, false])
    guard case .child(.reset) = reset.embed(()) else {
      Issue.record("embed built \(reset.embed(()))")
      return
    }
  }

  @Test func aCasePathIsAPattern() {
    func describe(_ root: Root) -> String {
      switch root {
      case /Root.child .. /Root.Child.count: "count"
      case /Root.onAppear: "onAppear"
      default: "other"
      }
    }
    #expect(
      [Root.child(.count(1)), .onAppear, .child(.reset)].map(describe) == [
        "count", "onAppear", "other",
      ])
  }

  @Test func modifyChangesOnlyTheMatchingCase() {
    let count = /Root.child .. /Root.Child.count
    var root = Root.child(.count(1))
    let result = count.modify(&root) { value -> String in
      value += 41
      return "modified"
    }
    #expect(result == "modified")
    #expect(count.extract(from: root) == 42)
    var other = Root.onAppear
    #expect(count.modify(&other) { $0 += 1 } == nil)
    #expect((/Root.onAppear).extract(from: other) != nil)
  }

  @Test func theIdentityPathExtractsTheWholeRoot() {
    let identity: CasePath<Root, Root> = /Root.self
    let child = identity .. /Root.child .. /Root.Child.count
    #expect(child.extract(from: .child(.count(7))) == 7)
    guard case .onAppear = identity.embed(.onAppear) else {
      Issue.record("identity embedded another value")
      return
    }
  }

  @Test func aNonSendablePayloadHasACasePath() {
    let counter = Counter()
    counter.value = 3
    let path: CasePath<Holder, Counter> = /Holder.counter
    #expect(path.extract(from: .counter(counter)) === counter)
    #expect(path.extract(from: .none) == nil)
  }

  @Test func aCasePathCrossesIntoATask() async {
    let count = /Root.child .. /Root.Child.count
    let extracted = await Task { count.extract(from: .child(.count(5))) }.value
    #expect(extracted == 5)
  }
}
