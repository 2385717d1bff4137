import Composable
import Foundation
import Testing

@testable import StoreREPL

/// A condition as a test writes it on `store.state`, with what it reads of the effects in flight
/// read in.
@Suite struct PredicateSwiftTests {
  struct Item: Equatable, Identifiable {
    var id: UUID
    var title = ""
    var isDone = false
    var rank = 0
  }

  enum Mode: Equatable {
    case on(Int)
    case off
  }

  struct Box {}

  struct Sample: Equatable {
    var count = 3
    var isOn = true
    var fact: String? = nil
    var score: Int? = nil
    var items = [Item(id: UUID(0), title: "Milk")]
    var child: Item? = nil
    var todos: IdentifiedArrayOf<Item> = [Item(id: UUID(1))]
    var mode = Mode.on(1)
    var box = Box()

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
  }

  /// The condition in Swift on `Sample`, with two effects in flight, one under `delay`; a
  /// condition that comes to a Bool is `= true` or `= false`.
  func swift(_ condition: String) throws -> String {
    let predicate = try Predicate.parse(Substring(condition), offset: 0)
    let context = PredicateContext(
      state: Sample(), effectCount: 2, hasEffect: { $0 == "delay" || $0 == "CancelID.delay" })
    switch try predicate.swift(on: "store.state", of: Sample.self, effects: context) {
    case .expression(let text, _): return text
    case .constant(let value): return "= \(value)"
    }
  }

  @Test(arguments: [
    ("count >= -1", "store.state.count >= -1"),
    ("isOn", "store.state.isOn"),
    ("!isOn", "!store.state.isOn"),
    ("isOn == false", "store.state.isOn == false"),
    ("fact == nil", "store.state.fact == nil"),
    (#"fact != "x""#, #"store.state.fact != "x""#),
    ("fact.count > 1", "(store.state.fact?.count).map { $0 > 1 } == true"),
    ("score >= 1", "store.state.score.map { $0 >= 1 } == true"),
    (#"child.title == "Milk""#, #"store.state.child?.title == "Milk""#),
    ("child.isDone", "store.state.child?.isDone == true"),
    ("!child.isDone", "store.state.child?.isDone != true"),
    ("child.rank < 2", "(store.state.child?.rank).map { $0 < 2 } == true"),
    ("child == nil", "store.state.child == nil"),
    (#"items[0].title != "Eggs""#, #"store.state.items[0].title != "Eggs""#),
    ("items.isEmpty", "store.state.items.isEmpty"),
    ("!items.isEmpty", "!store.state.items.isEmpty"),
    ("todos[id: UUID(1)].isDone", "store.state.todos[id: UUID(1)]?.isDone == true"),
    ("todos.count == 1", "store.state.todos.count == 1"),
    ("mode == .off", "store.state.mode == .off"),
    (
      "count > 5 || fact != nil && isOn",
      "store.state.count > 5 || store.state.fact != nil && store.state.isOn"
    ),
    (
      "(count > 5 || isOn) && fact == nil",
      "(store.state.count > 5 || store.state.isOn) && store.state.fact == nil"
    ),
    ("!(count > 5 || isOn)", "!(store.state.count > 5 || store.state.isOn)"),
  ])
  func aStateConditionIsWrittenAsSwiftReadsIt(condition: String, swift expected: String) throws {
    #expect(try swift(condition) == expected)
  }

  /// An effect term is read in: dropped from an `||` it does not make true and from an `&&` it
  /// does not make false, deciding either when it does.
  @Test(arguments: [
    ("count >= 0 || effects contains CancelID.other", "store.state.count >= 0"),
    ("effects contains CancelID.other || count >= 0", "store.state.count >= 0"),
    ("count >= 0 || effects contains CancelID.delay", "= true"),
    ("count >= 0 && effects.isEmpty", "= false"),
    ("effects.count > 1 && count < 0", "store.state.count < 0"),
    ("!effects.isEmpty && (isOn || effects.isEmpty)", "store.state.isOn"),
    ("!(effects.count == 2 && isOn)", "!store.state.isOn"),
    ("effects.isEmpty", "= false"),
    ("effects contains delay", "= true"),
  ])
  func anEffectTermIsReadIn(condition: String, swift expected: String) throws {
    #expect(try swift(condition) == expected)
  }

  /// What a test cannot read or compare says why.
  @Test(arguments: [
    (
      "mode.on == 1",
      "a test cannot read 'on' of 'mode': it is no struct, and no @Reducer enum's state"
    ),
    ("items.title == 1", "'items' has no property 'title'"),
    ("count", "'count' is Int, not a Bool: compare it"),
    (
      "box == Box()",
      "a test compares with '==' only Equatable values; 'box' is PredicateSwiftTests.Box"
    ),
    (
      "mode < .off",
      "'<' orders numbers, strings and other comparable values; 'mode' is PredicateSwiftTests.Mode"
    ),
    ("isOn[0]", "'isOn' is not an array, an identified array or a stack"),
  ])
  func whatATestCannotReadIsAnError(condition: String, message: String) {
    do {
      let written = try swift(condition)
      Issue.record("'\(condition)' was written as '\(written)'")
    } catch let error as ShellError {
      #expect(error.message == message)
    } catch {
      Issue.record(error)
    }
  }
}
