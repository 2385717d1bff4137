import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#endif

/// What the shell in front of a worker keeps of a long session.
@Suite struct WorkerBackendTests {
  /// What the worker says a `send .tapped` did as step `step`.
  static func tapped(_ step: Int) -> WorkerRun {
    let record = StepRecord(
      actions: [
        StepRecord.Action(
          action: ".tapped", origin: .sent, time: .zero, changes: ["$0.count = \(step)"])
      ], position: step, failed: false)
    return WorkerRun(
      output: LineOutput(lines: ["step \(step)"]), prompt: "p> ", position: step,
      replay: ["send .tapped"], digest: record.digest)
  }

  @Test func aLongSessionKeepsWhatTheLatestStepsPrintedAndDigestsOfTheRest() {
    let backend = WorkerBackend(
      launch: WorkerBackend.Launch(
        executable: "/nonexistent", files: [], feature: nil, options: [], environment: [:]),
      style: .plain, journal: nil, writeError: { _ in })
    let kept = WorkerBackend.outputsKept
    backend.entries = (1...kept + 5).map { step in
      WorkerBackend.Entry(replay: "send .tapped", run: Self.tapped(step))
    }
    backend.trimOutputs()
    #expect(backend.entries.prefix(5).allSatisfy { $0.output == nil })
    #expect(backend.entries.suffix(kept).allSatisfy { $0.output != nil })
    // NB: A replay still tells a step that did the same from one that did not.
    let first = backend.entries[0]
    #expect(first.digest == Self.tapped(1).digest!)
    #expect(first.isDone(alikeBy: WorkerBackend.Entry(replay: "send .tapped", run: Self.tapped(1))))
    #expect(
      !first.isDone(alikeBy: WorkerBackend.Entry(replay: "send .tapped", run: Self.tapped(2))))
  }

  /// A journal written before digests were of values holds what a step printed: its steps
  /// replay as the same when they print the same.
  @Test func aStepResumedFromAnOlderJournalIsComparedByWhatItPrinted() {
    let now = WorkerBackend.Entry(replay: "send .tapped", run: Self.tapped(1))
    let printed = LineOutput(lines: ["step 1"]).printedDigest
    #expect(WorkerBackend.Entry(resumed: "send .tapped", digest: printed).isDone(alikeBy: now))
    #expect(WorkerBackend.Entry(resumed: "send .tapped", digest: now.digest).isDone(alikeBy: now))
    #expect(!WorkerBackend.Entry(resumed: "send .tapped", digest: 1).isDone(alikeBy: now))
    #expect(WorkerBackend.Entry(resumed: "send .tapped", digest: nil).isDone(alikeBy: now))
  }
}

/// A worker that is a script: it writes frames made beforehand, the first time it starts and
/// the next: the first batch as it starts, each next one once it read one more frame of the
/// shell's (its hello, the request to start, then each request); what a worker of another
/// version, or one that breaks the protocol, would send. Its answers carry the nonce 1, which
/// its shell draws for every request.
private struct ScriptedWorker {
  let folder: TemporaryFolder
  var executable: String { folder.path + "/worker" }

  /// - Parameters:
  ///   - first: What the worker writes the first time it starts: as it starts, then after
  ///     each frame it reads.
  ///   - again: The same, when it is started again.
  init(first: [[UInt8]], again: [[UInt8]] = []) throws {
    folder = try TemporaryFolder(prefix: "store-repl-scripted-worker")
    for (run, batches) in [("first", first), ("again", again)] {
      for (index, batch) in batches.enumerated() {
        try Data(batch).write(to: folder.url.appendingPathComponent("\(run).\(index)"))
      }
    }
    // NB: Written through a descriptor closed on exec: a process another test starts meanwhile
    // must not hold the script open for writing, which would keep it from running. A frame is
    // read byte by byte (`dd bs=1`), so that nothing past it is taken from the pipe.
    let script = open(executable, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    _ = writeAll(
      script,
      Array(
        """
        #!/bin/sh
        cd "$(dirname "$0")"
        if [ -e started ]; then run=again; else : > started; run=first; fi
        [ -e "$run.0" ] && /bin/cat "$run.0" >&4
        index=1
        while length=$(dd bs=1 count=4 2>/dev/null <&3 | od -An -tu4 | tr -d ' '); \\
          [ -n "$length" ]; do
          dd bs=1 count="$length" 2>/dev/null <&3 >/dev/null
          [ -e "$run.$index" ] && /bin/cat "$run.$index" >&4
          index=$((index + 1))
        done

        """.utf8))
    close(script)
  }

  /// A frame of `body`.
  static func frame(_ body: [UInt8]) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) } + body
  }

  static func frame(_ answer: WorkerAnswer) -> [UInt8] {
    frame(WorkerChannel.body(of: WorkerEnvelope(nonce: 1, message: answer)))
  }

  static let hello = frame(WorkerHello.current.body)
  static let ready = frame(.ready(feature: "Fake", banner: "", prompt: "Fake> ", position: 0))

  /// What a shell wrote on standard error.
  final class Written {
    var text = ""
  }

  /// A shell in front of the worker, and what it writes on standard error.
  func backend() -> (WorkerBackend, errors: Written) {
    let errors = Written()
    var launch = WorkerBackend.Launch(
      executable: executable, files: [], feature: nil, options: [], environment: [:])
    launch.nonces = { 1 }
    let backend = WorkerBackend(
      launch: launch, style: .plain, journal: nil, writeError: { errors.text += $0 })
    return (backend, errors)
  }
}

extension WorkerBackendTests {
  @Test(arguments: [
    (
      ScriptedWorker.frame(WorkerHello(version: 99).body),
      "speaks version 99 of the worker protocol"
    ),
    (
      ScriptedWorker.frame([5, 0, 0, 0] + Array("ready".utf8)),
      "does not say its version of the worker protocol (it is older than version 2)"
    ),
  ])
  func aWorkerOfAnotherVersionIsNotStarted(hello: [UInt8], says: String) throws {
    let worker = try ScriptedWorker(first: [hello, [], ScriptedWorker.ready])
    defer { worker.folder.remove() }
    let (backend, errors) = worker.backend()
    #expect(backend.start() == 1)
    #expect(
      errors.text
        == "error: the worker \(worker.executable) \(says), and this shell version "
        + "\(WorkerProtocol.version): a shell needs a worker of its own store-repl\n")
  }

  /// A worker that sends a frame too long, or one that is no answer, is ended as one that
  /// crashed is: the shell says what it sent, starts another and replays the steps.
  @Test(arguments: [
    (
      [255, 255, 255, 255],
      "it sent a frame that announced 4294967295 bytes, more than the 67108864 a frame may hold"
    ),
    (
      [5, 0, 0, 0, 65, 66, 67, 68, 69],
      "it sent a frame of 5 bytes that is no message of the protocol: byte 0 is 65, which tags "
        + "no value"
    ),
    (
      ScriptedWorker.frame(
        WorkerChannel.body(of: WorkerEnvelope(nonce: 2, message: WorkerAnswer.ran(tapped(2))))),
      "it sent a frame of \(ScriptedWorker.frame(.ran(tapped(2))).count - 4) bytes that answers "
        + "no request it was sent (its nonce is not the request's): a stale answer, or one "
        + "forged by the feature's code writing on the worker's descriptors"
    ),
  ])
  func aWorkerThatBreaksTheProtocolIsStartedAgainWithTheSession(
    forged: [UInt8], sent: String
  ) async throws {
    let step = Self.tapped(1)
    let state = WorkerRun(output: LineOutput(lines: ["  count: 1"]), prompt: "p> ", position: 1)
    let worker = try ScriptedWorker(
      first: [
        ScriptedWorker.hello, [], ScriptedWorker.ready,
        ScriptedWorker.frame(.received) + ScriptedWorker.frame(.ran(step)),
        ScriptedWorker.frame(.received) + forged,
      ],
      again: [
        ScriptedWorker.hello, [], ScriptedWorker.ready,
        ScriptedWorker.frame(.received) + ScriptedWorker.frame(.ran(step)),
        ScriptedWorker.frame(.received) + ScriptedWorker.frame(.ran(state)),
      ])
    defer { worker.folder.remove() }
    let (backend, errors) = worker.backend()
    #expect(backend.start() == nil)
    for line in ["send .tapped", "send .tapped", "state"] {
      let command = try #require(try Command.read(line))
      let output = await backend.run(command, line: line, width: 80)
      if line == "state" { #expect(output == LineOutput(lines: ["  count: 1"])) }
      guard output.failed else { continue }
      #expect(
        output.lines == [
          "  the worker broke the protocol running 'send .tapped', so the shell ended it: \(sent)",
          "  the feature was started again: back at step 1, as before 'send .tapped'",
        ])
    }
    #expect(backend.position == 1)
    #expect(backend.entries.map(\.replay.text) == ["send .tapped"])
    #expect(errors.text == "")
  }
}

extension WorkerBackendTests {
  /// A worker of another version met after a crash does not start: the session's steps stay
  /// with the shell, as when the code no longer starts.
  @Test func aWorkerOfAnotherVersionMetAfterACrashKeepsTheSession() async throws {
    let worker = try ScriptedWorker(
      first: [
        ScriptedWorker.hello, [], ScriptedWorker.ready,
        ScriptedWorker.frame(.received) + ScriptedWorker.frame(.ran(Self.tapped(1))),
        ScriptedWorker.frame(.received) + [255, 255, 255, 255],
      ],
      again: [ScriptedWorker.frame(WorkerHello(version: 99).body)])
    defer { worker.folder.remove() }
    let (backend, errors) = worker.backend()
    #expect(backend.start() == nil)
    var outputs: [LineOutput] = []
    for line in ["send .tapped", "send .tapped", "log"] {
      let command = try #require(try Command.read(line))
      outputs.append(await backend.run(command, line: line, width: 80))
    }
    #expect(
      outputs[1].lines == [
        "  the worker broke the protocol running 'send .tapped', so the shell ended it: it sent "
          + "a frame that announced 4294967295 bytes, more than the 67108864 a frame may hold",
        "  and it could not start again:",
        "    error: the worker \(worker.executable) speaks version 99 of the worker protocol, and "
          + "this shell version \(WorkerProtocol.version): a shell needs a worker of its own "
          + "store-repl",
        "  the session's step is kept: 'save' writes it as a script, 'reload' tries again once "
          + "the files start",
      ])
    #expect(outputs[2] == LineOutput(lines: ["  1  send .tapped"]))
    #expect(errors.text == "")
  }
}

extension WorkerBackendTests {
  /// A reload walks the session's lines, the older ones read back from disk one at a time: it
  /// holds no more of them in memory than the session keeps between replays, however long the
  /// session is.
  @Test func aReloadOfALongSessionHoldsNoMoreStepsThanTheHistoryKeeps() async throws {
    let count = 300
    let state = WorkerRun(
      output: LineOutput(lines: ["  count: \(count)"]), prompt: "p> ", position: count)
    let worker = try ScriptedWorker(
      first: [ScriptedWorker.hello, [], ScriptedWorker.ready],
      again: [ScriptedWorker.hello, [], ScriptedWorker.ready]
        + (1...count).map {
          ScriptedWorker.frame(.received) + ScriptedWorker.frame(.ran(Self.tapped($0)))
        }
        + [ScriptedWorker.frame(.received) + ScriptedWorker.frame(.ran(state))])
    defer { worker.folder.remove() }
    let (backend, errors) = worker.backend()
    backend.historyLimit = 1
    #expect(backend.start() == nil)
    for step in 1...count { backend.note(Self.tapped(step)) }
    let before = backend.steps
    // NB: The lines kept and one batch more, 256, before the batch goes to disk.
    #expect(before.mostInMemory == 257)
    #expect(before.spilledCount == 256)
    let output = backend.reload()
    #expect(
      output.lines == [
        "  reloaded : the session's 300 steps replay the same",
        "  the state at step 300:",
        "  count: 300",
      ])
    #expect(before.mostInMemory == 257)
    #expect(backend.steps !== before)
    #expect(backend.steps.mostInMemory == 257)
    #expect(backend.steps.spilledCount == 256)
    #expect(backend.entries.map(\.position) == Array(1...count))
    #expect(errors.text == "")
  }
}
