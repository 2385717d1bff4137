#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the shell and its worker process say to each other: the shell's ``WorkerRequest``s
/// and the worker's ``WorkerAnswer``s, each a ``WorkerMessage`` on the wire; how a worker is
/// started (its options and descriptors); and the module names the loader gives the builds a
/// worker runs, by which the shell finds the user's code in a crash report.
///
/// On the wire, a message is its byte count (4 bytes, little-endian), then each field as its
/// byte count and its UTF-8 bytes; the first field names its kind. Requests go to the worker's
/// descriptor 3, answers come back on its descriptor 4: its standard output stays the
/// terminal's, for what the user's code prints, and its standard error comes to the shell, which
/// reads the runtime's crash report there.
enum WorkerProtocol {
  /// The descriptor a worker reads requests from.
  static let requestDescriptor: Int32 = 3
  /// The descriptor a worker writes answers to.
  static let answerDescriptor: Int32 = 4
  /// The option that makes `store-repl` a worker (not for users: the shell passes it).
  static let workerFlag = "--worker"
  /// What the worker writes on standard error once the user's code is loaded, before it first
  /// runs (the feature's initial state): what it wrote before (the compiler's progress and
  /// diagnostics) goes on to the shell's standard error as it comes; what it writes after is
  /// kept, for a crash's message. On standard error itself, so that nothing written after it
  /// can pass it.
  static let loadedMark: [UInt8] = Array("\u{1}store-repl-worker: loaded\n".utf8)

  /// The option that gives a worker coloured output.
  static let colorFlag = "--worker-color"
  /// The option that tells a worker it was started by `reload`.
  static let reloadFlag = "--worker-reload"
}

/// The module name the loader gives a build of feature files: the first file's name and the
/// start of the build's key, `Counter_1a2b3c4d`. A crash report names it for the user's code.
package enum GeneratedModule {
  /// The name of a build of the files whose first is at `path`, under `key`.
  package static func name(for path: String, key: String) -> String {
    let base = path.split(separator: "/").last.map(String.init) ?? path
    let stem = base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    var name = String(stem.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if name.isEmpty || name.first!.isNumber { name = "_" + name }
    return "\(name)_\(key.prefix(8))"
  }

  /// `text` with the generated module of each file ID taken off: the engine names where an
  /// effect was created by its `#fileID`, `Counter_1a2b3c4d/Counter.swift:12`, and the user
  /// knows the file as `Counter.swift`.
  static func strippingModules(from text: String) -> String {
    guard text.contains("/") else { return text }
    var result = ""
    var word = Substring()
    for character in text {
      if character == "/" {
        if !isGenerated(word) { result += word + "/" }
        word = ""
      } else if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        result += word
        result.append(character)
        word = ""
      }
    }
    return result + word
  }

  /// Whether `name` is such a name: `<file>_<8 hex digits>`.
  static func isGenerated(_ name: Substring) -> Bool {
    guard name.count > 9, let underscore = name.lastIndex(of: "_") else { return false }
    let digits = name[name.index(after: underscore)...]
    return digits.count == 8 && digits.allSatisfy(\.isHexDigit)
  }
}

/// What the shell asks its worker.
enum WorkerRequest: Equatable {
  /// Runs a line at a width; `waited` is, for a `wait` step replayed, how long it waited when
  /// it was made.
  case run(line: String, width: Int, waited: Duration? = nil)
  /// The completions of the word at the end of a line being typed.
  case complete(line: String)
  /// What keeps a script's commands from running (see ``ShellBackend``).
  case problems(commands: [String], lineNumbers: [Int]?, expectedFailures: Set<Int>)
  /// The checks at the end of the session; then the worker exits.
  case end
  /// `explore` found that `line` crashes the feature's code right after step `step`, which the
  /// worker that crashed could not keep: an exported test ends with it.
  case crashFound(step: Int, line: String)

  var message: WorkerMessage {
    var fields = WorkerFields()
    switch self {
    case let .run(line, width, waited):
      fields.add("run", line)
      fields.add(width)
      fields.add(waited)
    case let .complete(line):
      fields.add("complete", line)
    case let .problems(commands, lineNumbers, expectedFailures):
      fields.add("problems")
      fields.add(commands)
      fields.add(lineNumbers.map { $0.map(String.init) } ?? [])
      fields.add(lineNumbers != nil)
      fields.add(expectedFailures.sorted().map(String.init))
    case .end:
      fields.add("end")
    case let .crashFound(step, line):
      fields.add("crash-found")
      fields.add(step)
      fields.add(line)
    }
    return WorkerMessage(fields.values)
  }

  init?(_ message: WorkerMessage) {
    var fields = WorkerFields.Reader(message.fields)
    switch fields.string() {
    case "run":
      guard let line = fields.string(), let width = fields.int(), let waited = fields.duration()
      else { return nil }
      self = .run(line: line, width: width, waited: waited)
    case "complete":
      guard let line = fields.string() else { return nil }
      self = .complete(line: line)
    case "problems":
      guard let commands = fields.strings(), let numbers = fields.strings(),
        let numbered = fields.bool(), let expected = fields.strings()
      else { return nil }
      self = .problems(
        commands: commands, lineNumbers: numbered ? numbers.map { Int($0) ?? 0 } : nil,
        expectedFailures: Set(expected.compactMap { Int($0) }))
    case "end":
      self = .end
    case "crash-found":
      guard let step = fields.int(), let line = fields.string() else { return nil }
      self = .crashFound(step: step, line: line)
    default:
      return nil
    }
  }
}

/// What a worker answers.
enum WorkerAnswer: Equatable {
  /// The worker started: the feature it loaded, what it printed, its prompt and its session's
  /// position.
  case ready(feature: String?, banner: String, prompt: String, position: Int)
  /// A `run` request was read and its line is about to run: a worker that ends before saying
  /// so never ran the line.
  case received
  /// What a line did.
  case ran(WorkerRun)
  case completions([String])
  /// What keeps a script's commands from running, or nil when they fit.
  case problems(String?)
  /// The checks at the end of the session.
  case ended(lines: [String], failed: Bool)
  /// A request the worker does not know.
  case unknownRequest(String)

  var message: WorkerMessage {
    var fields = WorkerFields()
    switch self {
    case let .ready(feature, banner, prompt, position):
      fields.add("ready", feature ?? "", banner, prompt)
      fields.add(position)
      fields.add(feature != nil)
    case .received:
      fields.add("received")
    case let .ran(run):
      fields.add("ran")
      fields.add(run.output.lines)
      fields.add(run.output.events)
      fields.add(run.output.diffs)
      fields.add(run.output.failed, run.output.quits, run.output.isRejected)
      fields.add(run.output.waitsOutsideTheClock)
      fields.add(run.prompt)
      fields.add(run.position)
      fields.add(run.replay ?? "")
      fields.add(run.replay != nil)
      fields.add(run.waited)
    case let .completions(candidates):
      fields.add("completions")
      fields.add(candidates)
    case let .problems(report):
      fields.add("problems", report ?? "")
      fields.add(report != nil)
    case let .ended(lines, failed):
      fields.add("ended")
      fields.add(lines)
      fields.add(failed)
    case let .unknownRequest(kind):
      fields.add("unknown", kind)
    }
    return WorkerMessage(fields.values)
  }

  init?(_ message: WorkerMessage) {
    var fields = WorkerFields.Reader(message.fields)
    switch fields.string() {
    case "ready":
      guard let feature = fields.string(), let banner = fields.string(),
        let prompt = fields.string(), let position = fields.int(), let loaded = fields.bool()
      else { return nil }
      self = .ready(
        feature: loaded ? feature : nil, banner: banner, prompt: prompt, position: position)
    case "received":
      self = .received
    case "ran":
      guard let lines = fields.strings(), let events = fields.strings(),
        let diffs = fields.strings(), let failed = fields.bool(), let quits = fields.bool(),
        let rejected = fields.bool(), let outside = fields.bool(), let prompt = fields.string(),
        let position = fields.int(), let replay = fields.string(), let replays = fields.bool(),
        let waited = fields.duration()
      else { return nil }
      self = .ran(
        WorkerRun(
          output: LineOutput(
            lines: lines, failed: failed, quits: quits, events: events, diffs: diffs,
            waitsOutsideTheClock: outside, isRejected: rejected),
          prompt: prompt, position: position, replay: replays ? replay : nil, waited: waited))
    case "completions":
      guard let candidates = fields.strings() else { return nil }
      self = .completions(candidates)
    case "problems":
      guard let report = fields.string(), let found = fields.bool() else { return nil }
      self = .problems(found ? report : nil)
    case "ended":
      guard let lines = fields.strings(), let failed = fields.bool() else { return nil }
      self = .ended(lines: lines, failed: failed)
    case "unknown":
      self = .unknownRequest(fields.string() ?? "")
    default:
      return nil
    }
  }
}

/// What a line did on the worker: its output, the prompt and the position after it, and what a
/// replay of the session runs for it.
struct WorkerRun: Equatable {
  var output: LineOutput
  var prompt: String
  var position: Int
  /// The step the line made as the session recorded it, or the line itself when it moved in
  /// time or loaded a feature; nil when a replay needs nothing of it.
  var replay: String? = nil
  /// How long the `wait` it made waited in real time, if it was one.
  var waited: Duration? = nil
}

/// The fields of a message, written and read in order: text as it is, numbers and flags as
/// text, a list as its count and its items.
struct WorkerFields {
  private(set) var values: [String] = []

  mutating func add(_ texts: String...) { values += texts }
  mutating func add(_ number: Int) { values.append(String(number)) }
  /// A duration as its nanoseconds; none as "".
  mutating func add(_ duration: Duration?) {
    values.append(
      duration.map {
        String($0.components.seconds * 1_000_000_000 + $0.components.attoseconds / 1_000_000_000)
      } ?? "")
  }
  mutating func add(_ flags: Bool...) { values += flags.map { $0 ? "1" : "0" } }
  mutating func add(_ list: [String]) {
    values.append(String(list.count))
    values += list
  }

  /// Reads fields in the order they were added; nil for a field that is missing or malformed.
  struct Reader {
    private var rest: ArraySlice<String>

    init(_ fields: [String]) { rest = fields[...] }

    mutating func string() -> String? { rest.popFirst() }
    mutating func int() -> Int? { string().flatMap { Int($0) } }
    /// A duration, or `.some(nil)` for none; nil when the field is missing or malformed.
    mutating func duration() -> Duration?? {
      guard let text = string() else { return nil }
      guard !text.isEmpty else { return .some(nil) }
      return Int64(text).map { .some(.nanoseconds($0)) }
    }
    mutating func bool() -> Bool? {
      switch string() {
      case "1": true
      case "0": false
      default: nil
      }
    }
    mutating func strings() -> [String]? {
      guard let count = int(), count >= 0, count <= rest.count else { return nil }
      defer { rest = rest.dropFirst(count) }
      return Array(rest.prefix(count))
    }
  }
}

/// A message on the wire: a list of text fields, the first naming its kind.
struct WorkerMessage: Equatable {
  var fields: [String]

  init(_ fields: [String]) { self.fields = fields }

  var kind: String { fields.first ?? "" }

  /// The field at `index`, or "" when the message is shorter.
  subscript(index: Int) -> String {
    index < fields.count ? fields[index] : ""
  }

  /// The message as it goes on the wire.
  var encoded: [UInt8] {
    var body: [UInt8] = []
    for field in fields {
      let bytes = Array(field.utf8)
      Self.append(UInt32(bytes.count), to: &body)
      body += bytes
    }
    var frame: [UInt8] = []
    frame.reserveCapacity(body.count + 4)
    Self.append(UInt32(body.count), to: &frame)
    return frame + body
  }

  /// The message of a frame's body, or nil when the body is malformed.
  init?(body: [UInt8]) {
    var fields: [String] = []
    var index = 0
    while index < body.count {
      guard index + 4 <= body.count else { return nil }
      let count = Int(Self.number(body, at: index))
      index += 4
      guard count <= body.count - index else { return nil }
      fields.append(String(decoding: body[index..<index + count], as: UTF8.self))
      index += count
    }
    self.fields = fields
  }

  private static func append(_ number: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: number >> shift))
    }
  }

  static func number(_ bytes: [UInt8], at index: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(bytes[index + $1]) << (8 * $1) }
  }
}

/// One end of a pipe that carries ``WorkerMessage``s.
struct WorkerChannel {
  let input: Int32
  let output: Int32

  /// Sends a message; false when the other end is gone.
  @discardableResult
  func send(_ message: WorkerMessage) -> Bool {
    writeAll(output, message.encoded) == 0
  }

  /// Sends an answer; false when the shell is gone.
  @discardableResult
  func send(_ answer: WorkerAnswer) -> Bool { send(answer.message) }

  /// Waits for the next message; nil at the end of the pipe (the other end exited) or when the
  /// bytes are not a message.
  func receive() -> WorkerMessage? {
    guard let header = read(4) else { return nil }
    let count = Int(WorkerMessage.number(header, at: 0))
    guard let body = read(count) else { return nil }
    return WorkerMessage(body: body)
  }

  /// Whether a message (or the end of the pipe) can be read within `milliseconds`.
  func isReadable(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  private func read(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        systemRead(input, buffer.baseAddress! + done, count - done)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return nil }
      done += result
    }
    return bytes
  }
}
