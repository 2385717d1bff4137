import ExampleFeatures
import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The teaching catalog and the misbehaving features, as one list a shell can load from.
let hardeningFeatures: [REPLFeature] = catalog + Misbehaving.features

/// A shell with `feature` loaded, reading nothing, printing nowhere.
func loadedShell(_ feature: String) -> Shell {
  let shell = Shell(
    features: hardeningFeatures, reader: ScriptedLineReader(lines: []), write: { _ in })
  #expect(shell.load(feature, quietly: true))
  return shell
}

/// What a session is: its prompt (feature and clock), state, effects and log.
func snapshot(_ shell: Shell) async -> String {
  var parts = [shell.prompt]
  for command in ["state", "effects", "log"] {
    parts.append(await shell.perform(command).output)
  }
  return parts.joined(separator: "\n")
}

/// Runs `lines` on a fresh shell with `feature` loaded and returns the output of each.
func outputs(_ lines: [String], feature: String) async -> [String] {
  let shell = loadedShell(feature)
  var outputs: [String] = []
  for line in lines { outputs.append(await shell.perform(line).output) }
  return outputs
}

/// What one command line printed, and whether it failed.
struct Outcome: Equatable, CustomStringConvertible {
  var output: String
  var failed: Bool

  /// A command that ran.
  static func ok(_ output: String) -> Outcome { Outcome(output: output, failed: false) }
  /// A command that failed.
  static func failure(_ output: String) -> Outcome { Outcome(output: output, failed: true) }

  var description: String { (failed ? "failed:\n" : "ok:\n") + output }
}

extension Shell {
  /// Runs one line and returns what it printed and whether it failed; with
  /// `STORE_REPL_HARDENING_DUMP=<file>` set, also appends both to that file, to re-record tables.
  func outcome(_ line: String) async -> Outcome {
    let (output, failed) = await perform(line)
    if let path = getenv("STORE_REPL_HARDENING_DUMP") {
      let file = fopen(path, "a")
      fputs("> \(line)  [\(failed)]\n\(output)\n", file)
      fclose(file)
    }
    return Outcome(output: output, failed: failed)
  }
}

/// The suites that attack the shell: `swift test --filter Hardening` runs them.
@Suite struct Hardening {}
