import Foundation
import TestHelpers
import Testing

/// A pane of a tmux server of the test's own, 80×24, running `sh -c script`: the shell script
/// that starts `store-repl` at a terminal.
private final class Pane {
  private let folder: TemporaryFolder
  // NB: Short names: a socket's path may have at most 107 bytes.
  private let socket = "s" + UUID().uuidString.prefix(8)

  /// Starts `command` in the pane, in a folder of the test's own, where `store-repl` is a link
  /// to the executable and `files` are written (by name, their text).
  init(files: [String: String] = [:], _ command: String...) throws {
    folder = try TemporaryFolder(prefix: "tmux")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/store-repl", withDestinationPath: storeREPLExecutable.path)
    for (name, text) in files {
      try text.write(toFile: folder.path + "/" + name, atomically: true, encoding: .utf8)
    }
    try tmux(["new-session", "-d", "-x", "80", "-y", "24", "-c", folder.path] + command)
    // NB: A pane whose command was killed stays, so that what it showed can be read.
    try tmux("set-option", "-g", "remain-on-exit", "on")
  }

  deinit {
    _ = try? tmux("kill-server")
    folder.remove()
  }

  /// The pane's folder, which is its programs' home too.
  var path: String { folder.path }

  /// Runs `tmux` on the test's own server: its socket and the sessions' home in the folder,
  /// and an interactive shell's prompt `$ `, read from no start-up file.
  @discardableResult
  func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX_TMPDIR"] = folder.path
    environment["TMUX"] = nil
    environment["HOME"] = folder.path
    environment["NO_COLOR"] = "1"
    environment["ENV"] = nil
    environment["PS1"] = "$ "
    return try run(["tmux", "-L", socket] + arguments, environment: environment)
  }

  /// Runs a program found on `PATH` and returns what it wrote on standard output.
  ///
  /// NB: Not with `Process`, which learns that its child ended when a descriptor the child
  /// inherited is closed: the tmux server the first command starts keeps every descriptor that
  /// command had, and would never let it end.
  func run(
    _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> String {
    let output = folder.path + "/output"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // NB: A descriptor another thread closes meanwhile is skipped by `posix_spawn`.
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
      if let descriptor = Int32(name), descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
    // NB: The test's threads block signals that a terminal's programs must get.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let code = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, envp)
    guard code == 0 else { throw PaneError(waitedFor: "\(arguments[0]) to start", shown: "") }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    defer { unlink(output) }
    return fileText(output) ?? ""
  }

  /// What the pane shows, without the blank lines below it.
  var screen: String {
    get throws {
      let lines = try tmux("capture-pane", "-p").split(
        separator: "\n", omittingEmptySubsequences: false)
      return lines.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }
  }

  /// Waits until the pane shows something that `done` accepts, and returns it.
  func wait(for what: String, until done: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(120)
    while true {
      let shown = try screen
      if done(shown) { return shown }
      guard Date() < deadline else { throw PaneError(waitedFor: what, shown: shown) }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// The process the pane's script started: `store-repl`.
  func child() throws -> Int32 {
    let script = try #require(
      Int32(
        try tmux("display-message", "-p", "#{pane_pid}").trimmingCharacters(
          in: .whitespacesAndNewlines)))
    let children = try #require(fileText("/proc/\(script)/task/\(script)/children"))
    return try #require(children.split(separator: " ").first.flatMap { Int32($0) })
  }

  /// The terminal's modes as `stty` names them, from outside: `icanon` or `-icanon`, `echo` or
  /// `-echo`.
  func modes() throws -> String {
    let terminal = try tmux("display-message", "-p", "#{pane_tty}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return try run(["stty", "-F", terminal, "-a"]).split(whereSeparator: \.isWhitespace)
      .filter { ["icanon", "-icanon", "echo", "-echo"].contains($0) }.joined(separator: " ")
  }
}

private struct PaneError: Error, CustomStringConvertible {
  var waitedFor: String
  var shown: String
  var description: String { "the pane never showed \(waitedFor); it showed:\n\(shown)" }
}

/// The script that starts `store-repl Counter` at the terminal and, once it is gone, says what
/// ended it and the terminal's modes. (Its standard error goes nowhere: the shell does not say
/// itself how its child ended.)
private let script = """
  exec 2>/dev/null
  ./store-repl Counter
  status=$?
  echo
  echo "store-repl ended with status $status"
  echo "the terminal: $(stty -a | tr -s ' ;' '\\n\\n' | grep -x -e icanon -e echo | paste -sd ' ')"
  exec sleep 600
  """

/// What the pane shows once `store-repl Counter` waits at its prompt.
private let prompt = """
  Counter loaded. Type 'help' for commands, Tab to complete.
  Counter 0.000s>
  """

@Suite(.serialized) struct TerminalSignalTests {
  /// SIGTERM, SIGHUP or SIGQUIT at the prompt ends `store-repl` alone, with the status the
  /// signal gives and the terminal back in its normal mode: the script that started it goes on.
  @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)])
  func aSignalAtThePromptEndsThisProcessAloneAndRestoresTheTerminal(
    signal: Int32, status: Int
  )
    throws
  {
    let pane = try Pane("sh", "-c", script)
    _ = try pane.wait(for: "the prompt") { $0 == prompt }
    kill(try pane.child(), signal)
    let shown = try pane.wait(for: "the script's last line") {
      $0.contains("the terminal:") || $0.contains("Pane is dead")
    }
    #expect(
      shown == prompt + """

        store-repl ended with status \(status)
        the terminal: icanon echo
        """)
  }

  /// Ctrl-Z at the prompt stops `store-repl` with the terminal in its normal mode; `fg` gives
  /// the editor its mode back, and it redraws its line and reads on. (Started by an interactive
  /// shell, whose jobs can stop; `dash`, which leaves the terminal's modes as its job left them.)
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/dash")))
  func ctrlZStopsWithTheTerminalInItsNormalModeAndFgGivesTheEditorItsLineBack() throws {
    let pane = try Pane("dash", "-i")
    _ = try pane.wait(for: "the shell's prompt") { $0 == "$" }
    try pane.tmux("send-keys", "./store-repl Counter", "Enter")
    _ = try pane.wait(for: "the prompt") { $0 == "$ ./store-repl Counter\n" + prompt }
    let shell = try pane.child()
    #expect(try pane.modes() == "-icanon -echo")
    try pane.tmux("send-keys", "sta")
    _ = try pane.wait(for: "the typed text") { $0.hasSuffix("Counter 0.000s> sta") }
    try pane.tmux("send-keys", "C-z")
    _ = try pane.wait(for: "the job stopped") { $0.hasSuffix("\n$") }
    #expect(
      fileText("/proc/\(shell)/stat")?.contains(") T ") == true)
    #expect(try pane.modes() == "icanon echo")
    try pane.tmux("send-keys", "fg", "Enter")
    _ = try pane.wait(for: "the line redrawn") { $0.hasSuffix("\nCounter 0.000s> sta") }
    #expect(try pane.modes() == "-icanon -echo")
    try pane.tmux("send-keys", "te", "Enter")
    let shown = try pane.wait(for: "the state") { $0.hasSuffix("(count: 0)\nCounter 0.000s>") }
    #expect(
      shown == """
        $ ./store-repl Counter
        \(prompt) sta[1] + Stopped                    ./store-repl Counter
        $ fg
        ./store-repl Counter
        Counter 0.000s> state
          Counter.State(count: 0)
        Counter 0.000s>
        """)
  }

  /// Declining to resume a killed session keeps its journal as it was: the new session's steps
  /// are saved apart, and the shell says where. (Between the two, `stty sane` does what an
  /// interactive shell does after a program it ran was killed.)
  @Test func declinedResumeKeepsTheSavedSessionAndSavesThisOneApart() throws {
    let pane = try Pane(
      files: ["Tally.swift": tally(adding: 1)], "sh", "-c",
      """
      exec 2>/dev/null
      export STORE_REPL_CACHE_DIR='\(drivenCache)'
      ./store-repl Tally.swift
      stty sane
      ./store-repl Tally.swift
      exec sleep 600
      """)
    _ = try pane.wait(for: "the prompt") { $0.hasSuffix("Tally 0.000s>") }
    try pane.tmux("send-keys", "send .tapped", "Enter")
    _ = try pane.wait(for: "the step") { $0.hasSuffix("+ Tally.State(count: 1)\nTally 0.000s>") }
    kill(try pane.child(), SIGKILL)
    // NB: Lines fold at the pane's 80 columns: what they show is compared unfolded.
    _ = try pane.wait(for: "the question") {
      $0.replacingOccurrences(of: "\n", with: "").hasSuffix("Resume it? [Y/n]")
    }
    try pane.tmux("send-keys", "n", "Enter")
    let shown = try pane.wait(for: "the prompt again") { $0.hasSuffix("\nTally 0.000s>") }
    let folder = pane.path + "/.local/state/store-repl"
    let journals = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".session") }.sorted()
    #expect(journals.count == 1)
    let killed = try #require(journals.first)
    let apart = String(killed.dropLast(".session".count)) + ".\(try pane.child()).session"
    #expect(
      shown.replacingOccurrences(of: "\n", with: "").hasSuffix(
        """
        Tally 0.000s> The last session on Tally.swift did not end (1 step saved). Resume it? \
        [Y/n] nStarting afresh. The saved session stays, for 'store-repl Tally.swift --resume'; \
        this session's steps are saved apart, in \(folder)/\(apart).Tally loaded. Type 'help' \
        for commands, Tab to complete.Tally 0.000s>
        """), "\(shown)")
    try pane.tmux("send-keys", "send .tapped", "Enter")
    _ = try pane.wait(for: "the step") { $0.hasSuffix("+ Tally.State(count: 1)\nTally 0.000s>") }
    #expect(
      withoutDigests(try String(contentsOfFile: folder + "/" + killed, encoding: .utf8))
        .hasSuffix("\n\nsend .tapped\n"))
    #expect(
      withoutDigests(try String(contentsOfFile: folder + "/" + apart, encoding: .utf8))
        .hasSuffix("\n\nsend .tapped\n"))
  }
}
