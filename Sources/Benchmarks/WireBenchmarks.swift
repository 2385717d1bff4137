import Foundation
import StoreREPL

// The worker protocol's encoding: the messages of one step of a session on feature files,
// encoded and decoded as the shell and its worker do, in the protocol's binary form and, for
// comparison, with Foundation's JSON coders.

/// A `run` request, as the shell sends it (the shape of `WorkerRequest.run(RunRequest)`).
private enum Request: Codable {
  case run(RunLine)
}

private struct RunLine: Codable {
  var line: String
  var width: Int
  var waited: Duration?
}

/// A worker's answers to it (the shape of `WorkerAnswer.received` and `.ran(WorkerRun)`).
private enum Answer: Codable {
  case received
  case ran(Run)
}

private struct Run: Codable {
  var output: Output
  var prompt: String
  var position: Int
  var replay: String?
  var waited: Duration?
  var digest: UInt64?
}

/// The shape of `LineOutput`.
private struct Output: Codable {
  var lines: [String]
  var failed: Bool
  var quits: Bool
  var error: String?
  var events: [String]
  var diffs: [String]
  var waitsOutsideTheClock: Bool
  var isRejected: Bool
}

/// What `send .decrementButtonTapped` on EffectsBasics says: the request and the answers.
private let diff = """
    EffectsBasics.State(
  −   count: 0,
  +   count: -1,
      isNumberFactRequestInFlight: false,
      numberFact: nil
    )
  """
private let started = "  started #1 [CancelID.delay]: sleeping on the clock until 1.000s"
private let request = Request.run(RunLine(line: "send .decrementButtonTapped", width: 80))
private let answers = [
  Answer.received,
  .ran(
    Run(
      output: Output(
        lines: [diff, started], failed: false, quits: false, events: [started], diffs: [diff],
        waitsOutsideTheClock: false, isRejected: false),
      prompt: "EffectsBasics 0.000s> ", position: 1, replay: "send .decrementButtonTapped",
      digest: 0x2A31_29A9_C3CF_F60D)),
]

/// A way of writing and reading messages.
private protocol MessageCoder {
  func bytes<Message: Encodable>(of message: Message) throws -> [UInt8]
  func message<Message: Decodable>(_ type: Message.Type, in bytes: [UInt8]) throws -> Message
}

/// The protocol's binary form.
private struct BinaryCoder: MessageCoder {
  func bytes<Message: Encodable>(of message: Message) throws -> [UInt8] {
    try WireEncoder().encode(message)
  }
  func message<Message: Decodable>(_ type: Message.Type, in bytes: [UInt8]) throws -> Message {
    try WireDecoder().decode(type, from: bytes)
  }
}

/// Foundation's JSON.
private struct JSONCoder: MessageCoder {
  func bytes<Message: Encodable>(of message: Message) throws -> [UInt8] {
    Array(try JSONEncoder().encode(message))
  }
  func message<Message: Decodable>(_ type: Message.Type, in bytes: [UInt8]) throws -> Message {
    try JSONDecoder().decode(type, from: Data(bytes))
  }
}

/// One step's messages, each written and read back, `n` times.
private func exchangeSteps<Coder: MessageCoder>(_ n: Int, with coder: Coder) {
  for _ in 0..<n {
    blackHole(try? coder.message(Request.self, in: coder.bytes(of: request)))
    for answer in answers {
      blackHole(try? coder.message(Answer.self, in: coder.bytes(of: answer)))
    }
  }
}

/// Counted: one step's messages (an operation: the request and the two answers, each encoded
/// and decoded), in the binary form and in JSON.
func addCountedWire(to suite: inout BenchmarkSuite) {
  suite.addCounted("wire.step.json", sizes: (100, 1_100)) {
    return { n in exchangeSteps(n, with: JSONCoder()) }
  }
  suite.addCounted("wire.step", baseline: "wire.step.json", sizes: (100, 1_100)) {
    return { n in exchangeSteps(n, with: BinaryCoder()) }
  }
}
