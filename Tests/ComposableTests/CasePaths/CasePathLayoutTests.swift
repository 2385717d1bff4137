import Composable
import Testing

// MARK: - Enums whose layouts take different paths through the runtime

/// Zero-size payloads are numbered with the cases without payload.
private enum ZeroSize {
  case first
  case void(Void)
  case empty(Empty)
  case int(Int)
  case last
}

private struct Empty {}

/// A single payload: the other cases live in the payload's extra inhabitants.
private enum SinglePayload {
  case text(String)
  case idle
  case done
}

/// Class payloads: the case is encoded in the pointers' spare bits.
private enum SpareBits {
  case first(Node)
  case second(Node)
  case third(Node)
}

private final class Node {
  let id: Int
  init(id: Int) { self.id = id }
}

private indirect enum Tree {
  case leaf(Int)
  case node(Tree, Tree)
  case empty
}

/// Indirect and inline cases with the same payload type.
private enum Expression {
  case number(Int)
  indirect case negated(Int)
  indirect case sum(Expression, Expression)
  indirect case aligned(SIMD4<Float>)
}

private enum Generic<T> {
  case value(T)
  case other(T)
  case nothing
}

/// Single labeled values, whose payload type is a one-element tuple.
private enum SingleLabel {
  case first(label: Int)
  case second(label: Int)
  case plain(Int)
  case pair(label: (Int, String))
}

/// Cases that share a base name, told apart only by their labels.
private enum Overloaded {
  case load(id: Int)
  case load(name: String)
  case loaded
}

@Suite struct CasePathLayoutTests {
  @Test func zeroSizePayloadsAreNotConfusedWithCasesWithoutPayload() {
    let values: [ZeroSize] = [.first, .void(()), .empty(Empty()), .int(3), .last]
    let void: CasePath<ZeroSize, Void> = /ZeroSize.void
    let empty: CasePath<ZeroSize, Empty> = /ZeroSize.empty
    let int: CasePath<ZeroSize, Int> = /ZeroSize.int
    let first: CasePath<ZeroSize, Void> = /ZeroSize.first
    let last: CasePath<ZeroSize, Void> = /ZeroSize.last
    #expect(values.map { void.extract(from: $0) != nil } == [false, true, false, false, false])
    #expect(values.map { empty.extract(from: $0) != nil } == [false, false, true, false, false])
    #expect(values.map(int.extract(from:)) == [nil, nil, nil, 3, nil])
    #expect(values.map { first.extract(from: $0) != nil } == [true, false, false, false, false])
    #expect(values.map { last.extract(from: $0) != nil } == [false, false, false, false, true])
  }

  @Test func aSinglePayloadEnumKeepsItsCasesApart() {
    let values: [SinglePayload] = [.idle, .text("hi"), .done, .text("")]
    let text: CasePath<SinglePayload, String> = /SinglePayload.text
    let idle: CasePath<SinglePayload, Void> = /SinglePayload.idle
    #expect(values.map(text.extract(from:)) == [nil, "hi", nil, ""])
    #expect(values.map { idle.extract(from: $0) != nil } == [true, false, false, false])
  }

  @Test func classPayloadsComeOutWithTheCaseBitsCleared() {
    let node = Node(id: 2)
    let values: [SpareBits] = [.first(node), .second(node), .third(node)]
    let second: CasePath<SpareBits, Node> = /SpareBits.second
    #expect(values.map { second.extract(from: $0)?.id } == [nil, 2, nil])
    #expect(second.extract(from: .second(node)) === node)
    #expect(second.extract(from: values[1]) === node)
  }

  @Test func anIndirectEnumsPayloadsComeOutOfTheirBoxes() {
    let tree = Tree.node(.leaf(1), .node(.leaf(2), .empty))
    let node: CasePath<Tree, (Tree, Tree)> = /Tree.node
    let leaf: CasePath<Tree, Int> = /Tree.leaf
    guard let (left, right) = node.extract(from: tree) else {
      Issue.record("no node in \(tree)")
      return
    }
    #expect(leaf.extract(from: left) == 1)
    #expect(leaf.extract(from: tree) == nil)
    #expect(node.extract(from: right).map { leaf.extract(from: $0.0) } == 2)
    #expect(node.extract(from: .empty) == nil)
  }

  @Test func indirectAndInlineCasesWithTheSamePayloadTypeAreTold() {
    let number: CasePath<Expression, Int> = /Expression.number
    let negated: CasePath<Expression, Int> = /Expression.negated
    let values: [Expression] = [.number(1), .negated(2), .sum(.number(3), .negated(4))]
    #expect(values.map(number.extract(from:)) == [1, nil, nil])
    #expect(values.map(negated.extract(from:)) == [nil, 2, nil])
    let sum: CasePath<Expression, (Expression, Expression)> = /Expression.sum
    #expect(sum.extract(from: values[2]).map { negated.extract(from: $0.1) } == 4)
  }

  @Test func anIndirectPayloadWithWideAlignmentIsReadAtItsOffset() {
    let aligned: CasePath<Expression, SIMD4<Float>> = /Expression.aligned
    #expect(aligned.extract(from: .aligned(SIMD4(1, 2, 3, 4))) == SIMD4(1, 2, 3, 4))
    #expect(aligned.extract(from: .number(1)) == nil)
  }

  @Test func genericEnumsResolveTheirPayloadTypes() {
    let value: CasePath<Generic<String>, String> = /Generic<String>.value
    let other: CasePath<Generic<String>, String> = /Generic<String>.other
    let values: [Generic<String>] = [.value("a"), .other("b"), .nothing]
    #expect(values.map(value.extract(from:)) == ["a", nil, nil])
    #expect(values.map(other.extract(from:)) == [nil, "b", nil])
    let node = Node(id: 9)
    let nodeValue: CasePath<Generic<Node>, Node> = /Generic<Node>.value
    #expect(nodeValue.extract(from: .value(node)) === node)
    #expect(nodeValue.extract(from: .other(node)) == nil)
  }

  @Test func singleLabeledValuesAreExtractedAsTheValue() {
    let first: CasePath<SingleLabel, Int> = /SingleLabel.first
    let second: CasePath<SingleLabel, Int> = /SingleLabel.second
    let plain: CasePath<SingleLabel, Int> = /SingleLabel.plain
    let values: [SingleLabel] = [.first(label: 1), .second(label: 2), .plain(3)]
    #expect(values.map(first.extract(from:)) == [1, nil, nil])
    #expect(values.map(second.extract(from:)) == [nil, 2, nil])
    #expect(values.map(plain.extract(from:)) == [nil, nil, 3])
    let pair: CasePath<SingleLabel, (Int, String)> = /SingleLabel.pair
    let extracted = pair.extract(from: .pair(label: (4, "four")))
    #expect(extracted?.0 == 4 && extracted?.1 == "four")
    #expect(pair.extract(from: .plain(4)) == nil)
  }

  @Test func casesSharingABaseNameAreToldApartByTheirLabels() {
    let byID: CasePath<Overloaded, Int> = /Overloaded.load(id:)
    let byName: CasePath<Overloaded, String> = /Overloaded.load(name:)
    let values: [Overloaded] = [.load(id: 1), .load(name: "two"), .loaded]
    #expect(values.map(byID.extract(from:)) == [1, nil, nil])
    #expect(values.map(byName.extract(from:)) == [nil, "two", nil])
  }

  @Test func optionalAndResultAreEnumsToo() {
    let some: CasePath<Int?, Int> = /Optional<Int>.some
    #expect([5, nil].map(some.extract(from:)) == [5, nil])
    let success: CasePath<Result<String, any Error>, String> = /Result<String, any Error>.success
    let results: [Result<String, any Error>] = [.success("ok"), .failure(CancellationError())]
    #expect(results.map(success.extract(from:)) == ["ok", nil])
    let failure: CasePath<Result<String, any Error>, any Error> = /Result.failure
    #expect(results.map { failure.extract(from: $0) is CancellationError? } == [true, true])
    #expect(results.map { failure.extract(from: $0) == nil } == [true, false])
  }

  @Test func aPathSharedByConcurrentTasksExtractsOnlyItsCase() async {
    let negated: CasePath<Expression, Int> = /Expression.negated
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<1_000).count { index in
            let isNegated = (index + task).isMultiple(of: 2)
            let value: Expression = isNegated ? .negated(index) : .number(index)
            return negated.extract(from: value) != (isNegated ? index : nil)
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}
