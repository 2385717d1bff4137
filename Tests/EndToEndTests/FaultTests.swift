import Foundation
import TestHelpers
import Testing

/// A feature whose actions misbehave the ways user code does: loops forever, writes on the
/// shell's descriptors, traps on another thread, overflows the stack, reads the time.
private let faultyFeature = """
  import ComposableArchitecture
  import Foundation
  #if canImport(Glibc)
    import Glibc
  #endif

  @Reducer
  struct Faulty {
    struct State: Equatable {
      var count = Faulty.startCount()
      var stamp = 0
    }

    /// Traps once `arm` ran: the feature no longer starts.
    static func startCount() -> Int {
      if FileManager.default.fileExists(
        atPath: FileManager.default.currentDirectoryPath + "/armed.marker")
      {
        fatalError("armed")
      }
      return 0
    }

    enum Action {
      case tapped
      case spin
      case forge
      case trapLater
      case recurse
      case stamp
      case once
      case flood
      case slowLater
      case slowLaterResponse
      case poke
      case hog
      case arm
      case trapFedBack
      case trapNow
      case trapInEffect
      case forgeAnswer
      case forgeLater
      case forgeHeaderThenSpin
      case signalGroup
      case forkThenTrap
      case forkChild
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tapped:
          state.count += 1
          return .none
        case .spin:
          while state.count >= 0 { state.count = (state.count + 1) % 1_000 }
          return .none
        case .forge:
          let frame: [UInt8] = [255, 255, 255, 127, 1, 0, 0, 0, 65]
          _ = write(4, frame, frame.count)
          state.count += 1
          return .none
        case .trapLater:
          // NB: Once: the step a recovery replays does not trap again.
          let marker = FileManager.default.currentDirectoryPath + "/trap.marker"
          guard !FileManager.default.fileExists(atPath: marker) else { return .none }
          _ = FileManager.default.createFile(atPath: marker, contents: nil)
          DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { fatalError("later") }
          return .none
        case .recurse:
          state.count = deeper(state.count)
          return .none
        case .stamp:
          state.stamp = Int.random(in: 1...1_000_000_000)
          return .none
        case .slowLater:
          // NB: Real work that is quick the first time and slow ever after, as a network can
          // be when a session is replayed.
          let marker = FileManager.default.currentDirectoryPath + "/slow.marker"
          let slow = FileManager.default.fileExists(atPath: marker)
          _ = FileManager.default.createFile(atPath: marker, contents: nil)
          return .run { send in
            try await Task.sleep(for: slow ? .seconds(60) : .milliseconds(10))
            await send(.slowLaterResponse)
          }
        case .slowLaterResponse:
          state.count += 1
          return .none
        case .flood:
          return .run { send in
            while true { await send(.tapped) }
          }
        case .poke:
          state.count = UnsafePointer<Int>(bitPattern: 16)!.pointee
          return .none
        case .trapFedBack:
          return .run { send in await send(.trapNow) }
        case .trapNow:
          fatalError("fed back")
        case .trapInEffect:
          return .run { _ in fatalError("in the effect") }
        case .arm:
          _ = FileManager.default.createFile(
            atPath: FileManager.default.currentDirectoryPath + "/armed.marker", contents: nil)
          fatalError("armed now")
        case .hog:
          var blocks: [[UInt8]] = []
          while true {
            blocks.append([UInt8](repeating: 1, count: 1 << 28))
            state.count = blocks.count
          }
        case .once:
          let marker = FileManager.default.currentDirectoryPath + "/once.marker"
          if FileManager.default.fileExists(atPath: marker) { fatalError("ran twice") }
          _ = FileManager.default.createFile(atPath: marker, contents: nil)
          state.count += 10
          return .none
        case .forgeAnswer:
          forge(contentsOf: "forged.frame")
          state.count += 1
          return .none
        case .forgeLater:
          // NB: Once: the step a recovery replays does not forge again.
          let marker = FileManager.default.currentDirectoryPath + "/forged.done"
          guard !FileManager.default.fileExists(atPath: marker) else { return .none }
          // NB: Once the test says the step's answer is in (`forge.go`).
          let go = FileManager.default.currentDirectoryPath + "/forge.go"
          Thread.detachNewThread {
            while !FileManager.default.fileExists(atPath: go) { usleep(10_000) }
            forge(contentsOf: "forged.frame")
            _ = FileManager.default.createFile(atPath: marker, contents: nil)
          }
          return .none
        case .forgeHeaderThenSpin:
          forge([100, 0, 0, 0])
          while state.count >= 0 { state.count = (state.count + 1) % 1_000 }
          return .none
        case .signalGroup:
          kill(0, SIGTERM)
          state.count += 1
          return .none
        case .forkThenTrap:
          forkChild()
          fatalError("forked")
        case .forkChild:
          forkChild()
          state.count += 1
          return .none
        }
      }
    }
  }

  /// Starts a child process that writes its process id to `child.pid` and waits for a signal,
  /// and waits until it wrote it.
  func forkChild() {
    let fork = unsafeBitCast(
      dlsym(UnsafeMutableRawPointer(bitPattern: 0), "fork"),
      to: (@convention(c) () -> Int32).self)
    let path = FileManager.default.currentDirectoryPath + "/child.pid"
    if fork() == 0 {
      let descriptor = open(path + ".new", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      let pid = Array(String(getpid()).utf8)
      _ = write(descriptor, pid, pid.count)
      close(descriptor)
      rename(path + ".new", path)
      while true { pause() }
    }
    while !FileManager.default.fileExists(atPath: path) { usleep(10_000) }
  }

  /// Writes `bytes` on every descriptor of this process that is a pipe open for writing,
  /// above the standard ones: where the worker's answers go.
  func forge(_ bytes: [UInt8]) {
    for descriptor in Int32(3)..<Int32(1_024) {
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO,
        fcntl(descriptor, F_GETFL) & O_ACCMODE == O_WRONLY
      else { continue }
      _ = write(descriptor, bytes, bytes.count)
    }
  }

  /// Forges the bytes of the file `name` in the current folder.
  func forge(contentsOf name: String) {
    let path = FileManager.default.currentDirectoryPath + "/" + name
    forge(Array(FileManager.default.contents(atPath: path) ?? Data()))
  }

  func deeper(_ depth: Int) -> Int {
    depth < 0 ? depth : deeper(depth + 1) + 1
  }
  """

/// The line of `Faulty.swift` that holds `text`.
private func faultyLine(_ text: String) -> Int {
  (faultyFeature.split(separator: "\n", omittingEmptySubsequences: false)
    .firstIndex { $0.contains(text) } ?? -1) + 1
}

/// What a crash of `Faulty.swift` says it crashed on: the action, and the state it started
/// from, at `count`.
private func faultyCrashedReducing(_ action: String, count: Int = 0) -> String {
  """
      while reducing \(action)
      the state it started from:
        Faulty.State(
          count: \(count),
          stamp: 0
        )

  """
}

/// Whether these tests run with a sanitizer: the binary they run then has the runtime's
/// backtracer off, and a crash report has no frame of the user's code.
private let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil

/// The line of a crash report that names the frame of the user's code, indented under its
/// message, when there is one.
private func frameOf(_ line: String) -> String {
  sanitized ? "" : "    \(line)\n"
}

/// A folder of its own holding `Faulty.swift`, removed when the test lets it go.
private final class FaultyFolder {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(prefix: "store-repl-faults")
    try faultyFeature.write(
      toFile: folder.path + "/Faulty.swift", atomically: true, encoding: .utf8)
  }

  deinit { folder.remove() }

  /// Starts the shell in the folder, its journals kept there too.
  func shell(_ arguments: [String] = ["Faulty.swift"]) throws -> Driven {
    try Driven(arguments, in: folder.url, state: folder.url)
  }
}

/// The end of a session whose last commands are `state` and `quit`, at `count`.
private func stateThenQuit(count: Int) -> String {
  """
  Faulty 0.000s> state
    Faulty.State(
      count: \(count),
      stamp: 0
    )
  Faulty 0.000s> quit

  """
}

/// Whether a process is gone (or a zombie, which runs no more).
private func isGone(_ pid: Int32) -> Bool {
  guard kill(pid, 0) == 0 else { return true }
  let stat = fileText("/proc/\(pid)/stat") ?? ""
  return stat.contains(") Z ") || stat.isEmpty
}

@Suite(.serialized) struct FaultTests {
  /// The shell ended by a signal while the user's code loops: its worker ends too, instead of
  /// running on at full speed with no one to answer to.
  @Test func aWorkerEndsWithItsShellEvenWhileItsCodeLoops() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\n")
    let workers = try shell.workers()
    #expect(workers.count == 1)
    shell.type("send .spin\n")
    Thread.sleep(forTimeInterval: 0.5)
    kill(shell.process.processIdentifier, SIGTERM)
    shell.process.waitUntilExit()
    let deadline = Date().addingTimeInterval(10)
    while !workers.allSatisfy(isGone), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(workers.allSatisfy(isGone))
    for worker in workers where !isGone(worker) { kill(worker, SIGKILL) }
  }

  /// The user's code writing on descriptor 4, where a worker once answered, reaches nothing of
  /// the shell's: the session goes on.
  @Test func codeThatWritesOnTheWorkersOldDescriptorsForgesNoAnswer() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .forge\n", within: 30)
    let result = shell.finish("send .tapped\nstate\nquit\n")
    #expect(result.status == 0)
    #expect(result.output.hasSuffix(stateThenQuit(count: 2)), "\(result.output)")
  }
}

extension FaultTests {
  /// Piped, no Ctrl-C can reach an endless loop: the step has a time limit, past which the
  /// shell ends the feature's code and goes on, the steps before kept.
  @Test func anEndlessLoopInAPipedSessionEndsAtTheStepTimeout() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell(["Faulty.swift", "--step-timeout", "1s"])
    let result = shell.finish("send .tapped\nsend .spin\nstate\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        """
        Faulty 0.000s> send .spin
          'send .spin' did not finish within 1s: the shell ended the feature's code
            (input is not a terminal, so no Ctrl-C can stop it; '--step-timeout' sets
            the limit)
          the feature was started again: back at step 1, as before 'send .spin'

        """ + stateThenQuit(count: 1)), "\(result.output)")
  }
}

extension FaultTests {
  /// The user's code traps on a thread of its own between commands: the next command finds
  /// the worker gone, brings the session back and runs.
  @Test func aTrapOnAnotherThreadBetweenCommandsLosesNoStep() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nsend .trapLater\n")
    try shell.waitForWorkerToEnd()
    let result = shell.finish("send .tapped\nstate\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        """
        Faulty 0.000s> send .tapped
          the feature's code had ended (Illegal instruction) before 'send .tapped';
            starting it again
            Faulty.swift:\(faultyLine("fatalError(\"later\")")): Fatal error: later

        """), "\(result.output)")
    #expect(result.output.hasSuffix(stateThenQuit(count: 2)), "\(result.output)")
  }
}

extension FaultTests {
  /// A step that reads something the session does not replay (here a random number) does
  /// something else when a recovery replays it: the shell says which step, and how.
  @Test func aRecoveryThatDivergesSaysWhere() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nsend .stamp\n")
    try shell.killWorker()
    let result = shell.finish("state count\nquit\n")
    #expect(result.status == 0)
    let lines = result.output.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("Faulty 0.000s> state count") })
    #expect(
      Array(lines[start...].prefix(4)) == [
        "Faulty 0.000s> state count",
        "  the feature's code had ended (Killed) before 'state count'; starting it again",
        "  step 2 'send .stamp' did something else when it was replayed: it reads",
        "    something the session does not replay (the time, a random number, a file,",
      ], "\(result.output)")
    #expect(result.output.contains("    what it printed (before: −, now: +):\n"))
    #expect(result.output.hasSuffix("  count: 1\nFaulty 0.000s> quit\n"), "\(result.output)")
  }
}

extension FaultTests {
  /// `--resume` compares each replayed step with the digest of what it printed, which the
  /// journal keeps, and names the first that did something else.
  @Test func aResumeThatDivergesSaysWhere() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nsend .stamp\nsend .tapped\n")
    shell.kill()
    let result = try folder.shell(["Faulty.swift", "--resume"]).finish("quit\n")
    #expect(result.status == 0)
    let lines = result.output.components(separatedBy: "\n")
    #expect(
      Array(lines.prefix(5)) == [
        "Faulty loaded. Type 'help' for commands, Tab to complete.",
        "  step 2 'send .stamp' did something else when it was replayed: it reads",
        "    something the session does not replay (the time, a random number, a file,",
        "    the network)",
        "    what it prints now:",
      ], "\(result.output)")
    #expect(
      result.output.contains("  resumed the session: 3 lines replayed; at step 3\n"),
      "\(result.output)")
  }
}

extension FaultTests {
  /// A step that crashes only when it is replayed ends the replay there; the steps from it on
  /// are not thrown away: the whole session is kept as a script, which the shell names.
  @Test func stepsAReplayCannotRunAreKeptAsAScript() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nsend .once\nsend .tapped\n")
    try shell.killWorker()
    let result = shell.finish("log\nquit\n")
    let kept = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.folder.path)
        .first { $0.hasSuffix(".replscript") })
    let path = folder.folder.path + "/" + kept
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        # store-repl script 1
        # feature: Faulty
        send .tapped
        send .once
        send .tapped

        """)
    #expect(
      result.output.contains(
        "  2 steps could not be replayed; all 3 steps of the session are kept in\n    \(path):\n"),
      "\(result.output)")
    #expect(
      result.output.hasSuffix(
        """
            runs them again (take out the step that fails first)
          'log' was not run: type it again to run it at step 1
        Faulty 0.000s> quit

        """), "\(result.output)")
  }
}

extension FaultTests {
  /// A stack overflow leaves the runtime no room for a report: the worker's own handler, on a
  /// stack of its own, says it was one, and the shell names the innermost frame of the user's
  /// code, with its line, from the library's debug info.
  @Test func aStackOverflowIsSaidToBeOne() throws {
    #expect(
      try crash("recurse", signal: "Segmentation fault") == """
            a stack overflow: the stack ran into its guard page; most likely an endless
              or too deep recursion
            at Faulty.swift:\(faultyLine("func deeper(")) (in deeper(Int) -> Int)
            while reducing .recurse
            the state it started from:
              Faulty.State(
                count: 0,
                stamp: 0
              )

        """)
  }

  /// What the shell says when `send .<action>` crashes the feature's code with `signal`: the
  /// lines between the crash's first line and the restart's.
  private func crash(_ action: String, signal: String) throws -> String {
    let folder = try FaultyFolder()
    let result = try folder.shell().finish("send .\(action)\nquit\n")
    let crashed = "  the feature's code crashed running 'send .\(action)' (\(signal)):\n"
    let restarted = "  the feature was started again: back at step 0, as before 'send .\(action)'\n"
    guard let start = result.output.range(of: crashed),
      let end = result.output.range(of: restarted, range: start.upperBound..<result.output.endIndex)
    else { return result.output }
    return String(result.output[start.upperBound..<end.lowerBound])
  }

  /// A memory fault that is not a stack overflow goes on to the runtime's handler, whose
  /// report names the line.
  /// A crash says what it crashed on: the action being reduced, and the effect that fed it
  /// back, with the state it started from; or the effect whose work was running.
  @Test func aCrashSaysTheActionOrTheEffectItCrashedOn() throws {
    let fedBack = faultyLine("fatalError(\"fed back\")")
    #expect(
      try crash("trapFedBack", signal: "Illegal instruction") == """
            Faulty.swift:\(fedBack): Fatal error: fed back
        \(frameOf("at Faulty.swift:\(fedBack):9 (in closure #1 in Faulty.body.getter)"))\
            while reducing .trapNow, fed back by #1
            the state it started from:
              Faulty.State(
                count: 0,
                stamp: 0
              )

        """)
    let inEffect = faultyLine("fatalError(\"in the effect\")")
    #expect(
      try crash("trapInEffect", signal: "Illegal instruction") == """
            Faulty.swift:\(inEffect): Fatal error: in the effect
        \(frameOf("at Faulty.swift:\(inEffect):28 (in closure #5 in closure #1 in Faulty.body.getter)"))\
            in effect #1, started by .trapInEffect

        """)
  }

  // NB: With a sanitizer, its own report of the fault replaces the runtime's.
  @Test(.enabled(if: !sanitized)) func aBadAccessIsStillReportedWhereItHappened() throws {
    #expect(
      try crash("poke", signal: "Segmentation fault")
        == "    at Faulty.swift:\(faultyLine("bitPattern: 16")):59 (in closure #1 in "
        + "Faulty.body.getter)\n" + faultyCrashedReducing(".poke"))
  }

  /// Code that crashes and then no longer starts leaves a session without a worker: the
  /// crash at the start is reported as any crash is, and `log` and `save` work from the steps
  /// the shell keeps.
  @Test func aSessionWhoseCodeNoLongerStartsKeepsItsStepsForLogAndSave() throws {
    let folder = try FaultyFolder()
    let result = try folder.shell().finish(
      "send .tapped\nsend .arm\nstate\nlog\nsave kept.replscript\nquit\n")
    let armed = faultyLine("fatalError(\"armed now\")")
    let start = faultyLine("fatalError(\"armed\")")
    #expect(
      result.output.hasSuffix(
        """
        Faulty 0.000s> send .arm
          the feature's code crashed running 'send .arm' (Illegal instruction):
            Faulty.swift:\(armed): Fatal error: armed now
        \(frameOf("at Faulty.swift:\(armed):9 (in closure #1 in Faulty.body.getter)"))\
        \(faultyCrashedReducing(".arm", count: 1))\
          and it could not start again:
            error: the feature crashed while it started (Illegal instruction):
              Faulty.swift:\(start): Fatal error: armed
        \(frameOf("  at Faulty.swift:\(start):7 (in static Faulty.startCount())"))\
          the session's step is kept: 'save' writes it as a script, 'reload' tries again
            once the files start
        Faulty 0.000s> state
        error: the feature's code is not running: it could not start again (above);
          'reload' tries again, 'save <file>' and 'log' work from the steps the shell
          keeps
        Faulty 0.000s> log
          1  send .tapped
        Faulty 0.000s> save kept.replscript
          wrote 1 step to kept.replscript; replay with 'store-repl Faulty.swift --script
            kept.replscript'
        Faulty 0.000s> quit

        """), "\(result.output)")
    #expect(
      try String(contentsOfFile: folder.folder.path + "/kept.replscript", encoding: .utf8)
        == "# store-repl script 1\n# feature: Faulty\nsend .tapped\n")
  }

  /// Memory that runs out (here, a limit on the shell's address space, which its worker
  /// inherits) leaves the runtime no room for its report: the worker names the line itself.
  // NB: A sanitizer's shadow memory takes more address space than any limit leaves.
  @Test(.enabled(if: !sanitized)) func memoryThatRunsOutNamesTheLine() throws {
    let folder = try FaultyFolder()
    let result = try runStoreREPL(
      // NB: Filling the memory takes a while on a busy machine: no step timeout cuts it short.
      [
        "-c", "ulimit -v 6000000; exec \"$0\" \"$@\"", storeREPLExecutable.path, "Faulty.swift",
        "--step-timeout", "1h",
      ],
      input: "send .hog\nquit\n", environment: ["STORE_REPL_CACHE_DIR": drivenCache],
      in: folder.folder.url, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(
      result.output.hasSuffix(
        """
        Faulty 0.000s> send .hog
          the feature's code crashed running 'send .hog' (Aborted):
            Fatal error: failed to allocate 268435488 bytes of memory with alignment 8
            at Faulty.swift:\(faultyLine("count: 1 << 28")):31 (in closure #1 in Faulty.body.getter)
            while reducing .hog
            the state it started from:
              Faulty.State(
                count: 0,
                stamp: 0
              )
          the feature was started again: back at step 0, as before 'send .hog'
        Faulty 0.000s> quit

        """), "\(result.output)")
  }

  /// The step budget's message names where the effect was created by the user's file, not by
  /// the module the loader compiled it into.
  @Test func theStepBudgetNamesTheUsersFile() throws {
    let folder = try FaultyFolder()
    let result = try folder.shell().finish("send .flood\nquit\n")
    #expect(
      result.output.contains(
        "  Effect #1, created at \"Faulty.swift:\(faultyLine("case .flood:") + 1)\", sent 50000"
      ),
      "\(result.output)")
  }
}

extension FaultTests {
  /// A `wait` replayed by a recovery waits about as long as it did when it was made, not its
  /// whole limit, when the work it waited for is slower now.
  @Test func aRecoveryReplaysAWaitAboutAsLongAsItWaited() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .slowLater\nwait 20s\n")
    try shell.killWorker()
    let start = Date()
    try shell.send("state count\n")
    let elapsed = Date().timeIntervalSince(start)
    let result = shell.finish("quit\n")
    #expect(result.output.contains("Faulty 0.000s> state count\n"), "\(result.output)")
    // NB: Not a threshold on the shell's speed: the replay waits its step's limit of 20 s, or
    // about the milliseconds the step waited.
    #expect(elapsed < 15, "the replay took \(elapsed) s")
  }
}

// MARK: - The worker's descriptors and process group

/// The process id the forked child of `Faulty.swift` wrote in `folder`.
private func childPid(in folder: FaultyFolder) -> Int32? {
  (fileText(folder.folder.path + "/child.pid")).flatMap { Int32($0) }
}

/// Waits, generously, until `pids` are gone; whether they are.
private func waitUntilGone(_ pids: [Int32]) -> Bool {
  let deadline = Date().addingTimeInterval(30)
  while !pids.allSatisfy(isGone), Date() < deadline {
    Thread.sleep(forTimeInterval: 0.05)
  }
  for pid in pids where !isGone(pid) { kill(pid, SIGKILL) }
  return pids.allSatisfy(isGone)
}

extension FaultTests {
  /// The user's code writes a well-formed answer on the worker's answer pipe while its step
  /// runs: it does not carry the request's nonce, so the shell refuses it, ends the worker
  /// and brings the session back without the step.
  @Test func aForgedAnswerIsRefusedAndTheWorkerStartedAgain() throws {
    let folder = try FaultyFolder()
    try Data(forgedRanFrame).write(
      to: folder.folder.url.appendingPathComponent("forged.frame"))
    let result = try folder.shell(["Faulty.swift", "--width", "1000"]).finish(
      "send .tapped\nsend .forgeAnswer\nstate\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        """
        Faulty 0.000s> send .forgeAnswer
          the worker broke the protocol running 'send .forgeAnswer', so the shell ended it: \
        it sent a frame of \(forgedRanFrame.count - 4) bytes that answers no request it was \
        sent (its nonce is not the request's): a stale answer, or one forged by the feature's \
        code writing on the worker's descriptors
          the feature was started again: back at step 1, as before 'send .forgeAnswer'

        """ + stateThenQuit(count: 1)), "\(result.output)")
  }

  /// The user's code writes a frame on the answer pipe between steps: the shell finds it
  /// before it sends the next request, refuses it, and runs the line on a worker started
  /// again.
  @Test func aFrameWhileNoRequestWaitsIsRefused() throws {
    let folder = try FaultyFolder()
    try Data(forgedRanFrame).write(
      to: folder.folder.url.appendingPathComponent("forged.frame"))
    let shell = try folder.shell(["Faulty.swift", "--width", "1000"])
    try shell.send("send .forgeLater\n")
    _ = FileManager.default.createFile(atPath: folder.folder.path + "/forge.go", contents: nil)
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: folder.folder.path + "/forged.done"),
      Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    let result = shell.finish("send .tapped\nstate\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        """
        Faulty 0.000s> send .tapped
          the feature's code had ended (it broke the protocol, so the shell ended it: it \
        sent a frame of \(forgedRanFrame.count - 4) bytes while no request waited for an \
        answer: the feature's code may be writing on the worker's descriptors) before 'send \
        .tapped'; starting it again
        \u{2007} Faulty.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   stamp: 0
        \u{2007} )

        """ + stateThenQuit(count: 1)), "\(result.output)")
  }

  /// The user's code writes the header of a frame on the answer pipe, then loops: the shell
  /// does not wait in a read for the rest, and the step ends at its time limit.
  @Test func aFrameCutShortEndsAtTheStepTimeout() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell(["Faulty.swift", "--step-timeout", "1s"])
    let result = shell.finish("send .tapped\nsend .forgeHeaderThenSpin\nstate\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        """
        Faulty 0.000s> send .forgeHeaderThenSpin
          'send .forgeHeaderThenSpin' did not finish within 1s: the shell ended the
            feature's code (input is not a terminal, so no Ctrl-C can stop it;
            '--step-timeout' sets the limit)
          the feature was started again: back at step 1, as before 'send
            .forgeHeaderThenSpin'

        """ + stateThenQuit(count: 1)), "\(result.output)")
  }

  /// `kill(0, SIGTERM)` in the user's code signals the worker's own process group: the
  /// worker ends, not the shell (nor what started it), and the session comes back.
  @Test func codeThatSignalsItsProcessGroupEndsOnlyTheWorker() throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\n")
    let workers = try shell.workers()
    #expect(workers.count == 1)
    // NB: The worker leads a group of its own, which is neither the shell's nor this
    // process's: the signal cannot reach them.
    #expect(workers.allSatisfy { getpgid($0) == $0 && getpgid($0) != getpgrp() })
    guard workers.allSatisfy({ getpgid($0) == $0 }) else {
      shell.kill()
      return
    }
    let result = shell.finish("send .signalGroup\nstate\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        """
        Faulty 0.000s> send .signalGroup
          the feature's code crashed running 'send .signalGroup' (Terminated):
          the feature was started again: back at step 1, as before 'send .signalGroup'

        """ + stateThenQuit(count: 1)), "\(result.output)")
  }

  /// A process the user's code forked ends with the worker that crashed: no
  /// `store-repl --worker` is left behind, its parent gone.
  @Test func aForkedChildEndsWithTheWorkerThatCrashed() throws {
    let folder = try FaultyFolder()
    let result = try folder.shell().finish("send .tapped\nsend .forkThenTrap\nstate\nquit\n")
    #expect(result.status == 1)
    #expect(result.output.hasSuffix(stateThenQuit(count: 1)), "\(result.output)")
    let child = try #require(childPid(in: folder))
    #expect(waitUntilGone([child]))
  }

  /// The shell ended by a signal ends its worker's whole group: the worker, and what the
  /// user's code forked.
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aShellEndedByASignalEndsItsWorkersGroup(signal: Int32) throws {
    let folder = try FaultyFolder()
    let shell = try folder.shell()
    try shell.send("send .forkChild\n")
    let workers = try shell.workers()
    let child = try #require(childPid(in: folder))
    #expect(!isGone(child))
    kill(shell.process.processIdentifier, signal)
    shell.process.waitUntilExit()
    #expect(waitUntilGone(workers + [child]))
  }
}
