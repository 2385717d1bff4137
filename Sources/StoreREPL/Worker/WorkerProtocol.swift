#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the shell and its worker process say to each other: the shell's ``WorkerRequest``s
/// and the worker's ``WorkerAnswer``s; how a worker is started (its options and descriptors);
/// and the module names the loader gives the builds a worker runs, by which the shell finds the
/// user's code in a crash report.
///
/// Requests go to the worker's descriptor 3, answers come back on its descriptor 4 (see
/// ``WorkerChannel``): its standard output stays the terminal's, for what the user's code
/// prints, and its standard error comes to the shell, which reads the runtime's crash report
/// there. Each message is a frame: its byte count (4 bytes, little-endian), at most
/// ``maximumFrameLength``, then the message in the protocol's binary form (``Wire``). The first
/// frame each way is a ``WorkerHello``, which says the protocol's ``version``.
enum WorkerProtocol {
  /// The version of the requests and answers, and of their form on the wire: a shell talks
  /// only to a worker of its own version. 1 was a list of text fields; 2 had no nonces.
  static let version = 3
  /// The most bytes a frame may hold, 64 MiB: a header that announces more is refused before
  /// anything is allocated for it. A command's output that would take more is replaced by an
  /// error that says so (see ``WorkerAnswer/fitted(limit:encodedCount:)``).
  static let maximumFrameLength = 64 << 20
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

/// The first frame each way, the one whose form no version changes: the text
/// `store-repl worker protocol <version>`.
struct WorkerHello: Equatable {
  var version: Int

  static let prefix = "store-repl worker protocol "

  /// This side's hello.
  static let current = WorkerHello(version: WorkerProtocol.version)

  init(version: Int) { self.version = version }

  /// The hello in a frame's body, or nil when the body is none.
  init?(body: [UInt8]) {
    let text = String(decoding: body, as: UTF8.self)
    guard text.hasPrefix(Self.prefix), let version = Int(text.dropFirst(Self.prefix.count)) else {
      return nil
    }
    self.version = version
  }

  var body: [UInt8] { Array((Self.prefix + String(version)).utf8) }
}

/// A request and the nonce the shell chose for it, or an answer and the nonce of the request it
/// answers: every frame after the hellos is one.
///
/// The shell draws a random nonce for each request and takes as its answer only a frame that
/// carries it. The feature's code runs in the worker and could write on the worker's answer
/// pipe; it cannot know the nonce of the request being served, so what it writes is refused
/// (``WireFault/foreignAnswer(length:)``), as is an answer left over from an earlier request.
struct WorkerEnvelope<Message: Codable & Equatable>: Codable, Equatable {
  var nonce: UInt64
  var message: Message
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

// MARK: - Requests

/// What the shell asks its worker.
enum WorkerRequest: Codable, Equatable {
  /// The shell's first request, sent with its hello: the worker answers it with ``WorkerAnswer/ready(feature:banner:prompt:position:)``
  /// once it loaded the feature.
  case start
  /// Runs a line.
  case run(RunRequest)
  /// The completions of the word at the end of a line being typed.
  case complete(line: String)
  /// What keeps a script's commands from running (see ``ShellBackend``).
  case problems(commands: [String], lineNumbers: [Int]?, expectedFailures: Set<Int>)
  /// Where the session is, as values: its state and its effects in flight (``SessionSnapshot``).
  case snapshot
  /// The checks at the end of the session; then the worker exits.
  case end
  /// `explore` found that `command` crashes the feature's code right after step `step`, which the
  /// worker that crashed could not keep: an exported test ends with it.
  case crashFound(step: Int, command: Command)
}

/// What a `run` request carries: a command to run, and how.
struct RunRequest: Codable, Equatable {
  /// The command, as the shell in front read it.
  var command: Command
  /// The line it was read from, which its errors point into: as typed, or the command's text
  /// for one the shell made or replays.
  var line: String
  /// How many columns its output may take.
  var width: Int
  /// For a `wait` step replayed, how long it waited when it was made.
  var waited: Duration?

  init(_ command: Command, line: String? = nil, width: Int, waited: Duration? = nil) {
    self.command = command
    self.line = line ?? command.text
    self.width = width
    self.waited = waited
  }
}

// MARK: - Answers

/// What a worker answers.
enum WorkerAnswer: Codable, Equatable {
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
  /// Where the session is, or nil when no feature is loaded.
  case snapshot(SessionSnapshot?)
  /// The checks at the end of the session.
  case ended(lines: [String], failed: Bool)
  /// The user's code is crashing: what it was doing. Sent by the crash's handler, whatever
  /// was asked, before the runtime writes its report on standard error.
  case crashing(WorkerCrashContext)
  /// The worker could not read the shell's request, and ends: why.
  case refused(WireFault)

  /// The answer as it can go in a frame of at most `limit` bytes, when it encodes to
  /// `encodedCount`: a line's output that is larger is replaced by an error that says how large
  /// it was, and the line's step stands; a snapshot is none. Nil when another answer is that
  /// large.
  func fitted(limit: Int, encodedCount: Int) -> WorkerAnswer? {
    guard encodedCount > limit else { return self }
    switch self {
    case var .ran(run):
      let error = ShellError(.feature(.outputTooLarge(bytes: encodedCount, limit: limit)))
      run.output = LineOutput(
        lines: [ErrorRenderer.plain.headline(error.message)], failed: true, error: error,
        waitsOutsideTheClock: run.output.waitsOutsideTheClock, isRejected: run.output.isRejected)
      return .ran(run)
    case .snapshot:
      return .snapshot(nil)
    default:
      return nil
    }
  }
}

/// What a line did on the worker: its output, the prompt and the position after it, and what a
/// replay of the session runs for it.
struct WorkerRun: Codable, Equatable {
  var output: LineOutput
  var prompt: String
  var position: Int
  /// The step the line made as the session recorded it, or the command itself when it moved in
  /// time or loaded a feature; several when it left steps undone that `goto` goes to (what
  /// `explore` found); nil when a replay needs nothing of it.
  var replay: [Command]? = nil
  /// How long the `wait` it made waited in real time, if it was one.
  var waited: Duration? = nil
  /// What tells whether a replay of the line did what it did: the digest of its
  /// ``StepRecord``, which the worker makes of the session's values; nil when a replay compares
  /// nothing of it (a line that made several steps at once).
  var digest: UInt64? = nil
}
