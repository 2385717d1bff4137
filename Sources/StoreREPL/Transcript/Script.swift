import ValueDump

/// A session's commands, as `save` writes them and `--script` replays them: a header naming the
/// feature and the format, then one command per line.
///
/// ```
/// # store-repl script 1
/// # feature: EffectsBasics
/// send .decrementButtonTapped
/// advance 1s
/// ```
///
/// Other lines starting with `#`, and blank lines, are ignored.
package struct Script: Equatable, Sendable {
  /// The version of the format this code reads and writes.
  package static let formatVersion = 1

  /// The feature the commands run on.
  package var feature: String
  /// The commands, in order.
  package var commands: [String]
  /// The line of the file each command is on, counting from 1.
  package var lineNumbers: [Int]

  /// Creates a script.
  package init(feature: String, commands: [String]) {
    self.feature = feature
    self.commands = commands
    self.lineNumbers = commands.indices.map { $0 + 3 }
  }

  /// Reads a script.
  ///
  /// - Parameter text: The file's contents.
  /// - Throws: `TranscriptError` when the header is missing or of another version.
  package init(parsing text: String) throws(TranscriptError) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    guard let first = lines.first, first.hasPrefix("# store-repl script ") else {
      throw TranscriptError("the first line must be '# store-repl script \(Self.formatVersion)'")
    }
    let version = first.dropFirst("# store-repl script ".count)
    guard Int(version) == Self.formatVersion else {
      throw TranscriptError(
        "this script has format '\(version)'; this store-repl reads format \(Self.formatVersion)")
    }
    lines.removeFirst()
    var feature: String?
    var commands: [String] = []
    var lineNumbers: [Int] = []
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("# feature: ") {
        feature = String(line.dropFirst("# feature: ".count))
      } else if !line.hasPrefix("#"), !line.allSatisfy(\.isWhitespace) {
        commands.append(line)
        lineNumbers.append(index + 2)
      }
    }
    guard let feature, !feature.isEmpty else {
      throw TranscriptError("the header must name the feature: '# feature: <name>'")
    }
    self.feature = feature
    self.commands = commands
    self.lineNumbers = lineNumbers
  }

  /// The script as a file's contents.
  package var text: String {
    "# store-repl script \(Self.formatVersion)\n# feature: \(feature)\n"
      + commands.map { $0 + "\n" }.joined()
  }
}

extension Script {
  /// What `save` says once the script is written to `path`: how many steps, and the command
  /// that replays it on the feature files `naming` names (none for the catalog's features).
  func written(to path: String, naming: [String]) -> String {
    let replay = (["store-repl"] + naming + ["--script", path]).joined(separator: " ")
    return "  wrote \(counted(commands.count, "step")) to \(path); replay with '\(replay)'"
  }
}
