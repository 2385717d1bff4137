import Composable
import Testing

/// A ten-case enum whose cases repeat payload types, mix labeled and unlabeled tuples, and carry
/// existentials, results, classes, optionals and nothing at all.
private enum Ten: Sendable {
  case int(Int)
  case otherInt(Int)
  case string(String)
  case labeled(id: Int, name: String)
  case pair(Int, String)
  case error(any Error)
  case result(Result<String, any Error>)
  case object(Reference)
  case optional(Int?)
  case nothing
}

private final class Reference: Sendable, CustomStringConvertible {
  let id: Int
  init(id: Int) { self.id = id }
  var description: String { "Reference(id: \(id))" }
}

private struct Failure: Error, Equatable {
  var code: Int
}

/// One case of `Ten`: a value of it and its payload as text.
private struct TenSample: Sendable, CustomTestStringConvertible {
  var name: String
  var value: Ten
  var payload: String
  var testDescription: String { name }
}

/// A case path of `Ten`, built fresh by `make`, erased to extract payloads as text.
private struct TenPath: Sendable, CustomTestStringConvertible {
  var name: String
  var make: @Sendable () -> @Sendable (Ten) -> String?
  /// Embeds the sample's payload with a fresh path and extracts it again.
  var roundTrip: @Sendable () -> String?
  var testDescription: String { "/Ten.\(name)" }

  init<Value: Sendable>(
    _ name: String, _ path: @escaping @Sendable () -> CasePath<Ten, Value>, sample: Value
  ) {
    self.name = name
    self.make = {
      let casePath = path()
      return { casePath.extract(from: $0).map { String(describing: $0) } }
    }
    self.roundTrip = {
      let casePath = path()
      return casePath.extract(from: casePath.embed(sample)).map { String(describing: $0) }
    }
  }
}

private let reference = Reference(id: 7)

private let samples: [TenSample] = [
  TenSample(name: "int", value: .int(1), payload: "1"),
  TenSample(name: "otherInt", value: .otherInt(2), payload: "2"),
  TenSample(name: "string", value: .string("three"), payload: "three"),
  TenSample(name: "labeled", value: .labeled(id: 4, name: "four"), payload: #"(4, "four")"#),
  TenSample(name: "pair", value: .pair(5, "five"), payload: #"(5, "five")"#),
  TenSample(name: "error", value: .error(Failure(code: 6)), payload: "Failure(code: 6)"),
  TenSample(
    name: "result", value: .result(.success("seven")), payload: #"success("seven")"#),
  TenSample(name: "object", value: .object(reference), payload: "Reference(id: 7)"),
  TenSample(name: "optional", value: .optional(nil), payload: "nil"),
  TenSample(name: "nothing", value: .nothing, payload: "()"),
]

private let paths: [TenPath] = [
  TenPath("int", { /Ten.int }, sample: 1),
  TenPath("otherInt", { /Ten.otherInt }, sample: 2),
  TenPath("string", { /Ten.string }, sample: "three"),
  TenPath("labeled", { /Ten.labeled }, sample: (4, "four")),
  TenPath("pair", { /Ten.pair }, sample: (5, "five")),
  TenPath("error", { /Ten.error }, sample: Failure(code: 6)),
  TenPath("result", { /Ten.result }, sample: .success("seven")),
  TenPath("object", { /Ten.object }, sample: reference),
  TenPath("optional", { /Ten.optional }, sample: nil),
  TenPath("nothing", { /Ten.nothing }, sample: ()),
]

@Suite struct CasePathReflectionTests {
  @Test(arguments: paths)
  fileprivate func aFreshPathExtractsOnlyItsOwnCase(path: TenPath) {
    let extracted = samples.map { path.make()($0.value) }
    #expect(extracted == samples.map { $0.name == path.name ? $0.payload : nil })
  }

  @Test(arguments: paths)
  fileprivate func aPathExtractsOnlyItsOwnCaseWhicheverCaseItMeetsFirst(path: TenPath) {
    let expected = samples.map { $0.name == path.name ? $0.payload : nil }
    for first in samples {
      let extract = path.make()
      _ = extract(first.value)
      #expect(samples.map { extract($0.value) } == expected, "learnt from \(first.name)")
      #expect(samples.reversed().map { extract($0.value) } == expected.reversed())
    }
  }

  @Test(arguments: paths)
  fileprivate func embeddingThenExtractingGivesThePayloadBack(path: TenPath) {
    #expect(path.roundTrip() == samples.first { $0.name == path.name }?.payload)
  }

  @Test func embedBuildsTheCase() {
    guard case .labeled(let id, let name) = (/Ten.labeled).embed((9, "nine")) else {
      Issue.record("embed built another case")
      return
    }
    #expect(id == 9 && name == "nine")
  }

  @Test func aLabeledTuplePayloadKeepsItsElements() {
    let path: CasePath<Ten, (id: Int, name: String)> = /Ten.labeled
    let payload = path.extract(from: .labeled(id: 3, name: "three"))
    #expect(payload?.id == 3 && payload?.name == "three")
  }

  @Test func casesWithThePayloadTypeOfAnotherAreNeverConfused() {
    let int: CasePath<Ten, Int> = /Ten.int
    let otherInt: CasePath<Ten, Int> = /Ten.otherInt
    let values: [Ten] = [.int(1), .otherInt(2), .otherInt(3), .int(4)]
    #expect(values.map(int.extract(from:)) == [1, nil, nil, 4])
    #expect(values.map(otherInt.extract(from:)) == [nil, 2, 3, nil])
  }

  @Test func theErrorOfAResultPayloadComesOutWhole() {
    let result = (/Ten.result).extract(from: .result(.failure(Failure(code: 3))))
    guard case .failure(let error) = result else {
      Issue.record("expected a failure, got \(String(describing: result))")
      return
    }
    #expect(error as? Failure == Failure(code: 3))
  }

  @Test func aClassPayloadIsTheSameInstance() {
    #expect((/Ten.object).extract(from: .object(reference)) === reference)
  }

  @Test func anOptionalPayloadThatIsNilIsStillExtracted() {
    let optional: CasePath<Ten, Int?> = /Ten.optional
    #expect(optional.extract(from: .optional(nil)) == .some(nil))
    #expect(optional.extract(from: .optional(5)) == .some(5))
    #expect(optional.extract(from: .int(5)) == nil)
  }
}
