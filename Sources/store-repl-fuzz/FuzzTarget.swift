import Composable
import ExampleFeatures
import StoreREPL

/// One fuzzing input, run two ways: parsed as a literal (whole and as a prefix) and decoded as
/// each of six catalog action types; then, when it starts as a command does (a lowercase letter
/// or a blank), run line by line as shell commands on the session of a catalog feature.
///
/// Nothing it does may crash, hang or leak; what each part prints is thrown away. Lines that would
/// write files (`save`, `export`) are not run. Each feature's session lives across inputs, as a
/// user's does across commands, and starts again every ``inputsPerSession`` inputs: building a
/// session for every input would spend most of the time there, and a session that lives long
/// gathers steps and effects in flight that each `undo`, `goto` and `advance` goes through again.
enum FuzzTarget {
  /// The features whose sessions run the lines.
  static let features = ["EffectsBasics", "Root", "Timers", "Todos"]

  /// At most this many lines of an input run on the shell: a longer session is built across
  /// inputs, up to ``inputsPerSession`` times as many lines.
  static let maximumLines = 4

  /// How many inputs a session runs before it is loaded again.
  static let inputsPerSession = 8

  // Inputs run one at a time: the driver waits for each before it hands over the next.
  nonisolated(unsafe) static let shells = features.map { _ in
    Shell(features: catalog, reader: ScriptedLineReader([]), write: { _ in })
  }
  /// How many inputs each feature's session has run.
  nonisolated(unsafe) static var inputs = features.map { _ in 0 }

  static func run(_ bytes: UnsafeRawBufferPointer) async {
    LeakCheck.remember(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    parseAndDecode(text)
    // Commands start with a lowercase letter or a blank; literals do not.
    guard let first = bytes.first, first == 0x20 || first == 0x09 || (0x61...0x7A).contains(first)
    else { return }
    let index = bytes.count % features.count
    let shell = shells[index]
    if inputs[index].isMultiple(of: inputsPerSession) {
      guard shell.load(features[index], quietly: true) else {
        fatalError("no feature '\(features[index])'")
      }
      // The session just dropped is the one whose leaks could now be found.
      LeakCheck.afterASessionEnds()
    }
    inputs[index] += 1
    // The lines past the last that runs are not split.
    let lines = text.split(
      separator: "\n", maxSplits: maximumLines, omittingEmptySubsequences: false)
    for line in lines.prefix(maximumLines) where !Shell.writesFiles(String(line)) {
      _ = await shell.perform(String(line))
    }
  }
  static func parseAndDecode(_ text: String) {
    guard let syntax = try? LiteralParser.parse(text) else {
      _ = try? LiteralParser.parsePrefix(text)
      return
    }
    _ = try? decode(syntax, as: EffectsBasics.Action.self)
    _ = try? decode(syntax, as: Root.Action.self)
    _ = try? decode(syntax, as: Splash.Action.self)
    _ = try? decode(syntax, as: DebouncedSearch.Action.self)
    _ = try? decode(syntax, as: Todos.Action.self)
    _ = try? decode(syntax, as: Counter.Action.self)
  }
}
