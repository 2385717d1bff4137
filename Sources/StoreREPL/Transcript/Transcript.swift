import ValueDump

/// A recorded shell session: a header naming the feature and the format, then exactly what the
/// shell printed with piped input — the banner, each prompt with its command, each output.
///
/// ```
/// # store-repl transcript 1
/// # feature: EffectsBasics
/// EffectsBasics loaded. Type 'help' for commands, Tab to complete.
/// EffectsBasics 0.000s> send .decrementButtonTapped
///   …
/// ```
///
/// `store-repl --check <transcript>` runs the commands again and compares the output.
package struct Transcript: Equatable, Sendable {
  /// The version of the format this code reads and writes.
  package static let formatVersion = 1

  /// The feature the session starts with.
  package var feature: String
  /// The feature files the session runs on (`# files: Counter.swift`), relative to the
  /// transcript's folder; none for a feature of the shell's own.
  package var files: [String] = []
  /// The commands, in order.
  package var commands: [String]
  /// What the shell printed (everything after the header).
  package var output: String

  /// Creates a transcript.
  package init(feature: String, commands: [String], output: String) {
    self.feature = feature
    self.commands = commands
    self.output = output
  }

  /// Reads a transcript.
  ///
  /// - Parameter text: The file's contents.
  /// - Throws: `TranscriptError` when the header is missing or of another version.
  package init(parsing text: String) throws(TranscriptError) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first, first.hasPrefix("# store-repl transcript ") else {
      throw TranscriptError(
        "the first line must be '# store-repl transcript \(Self.formatVersion)'")
    }
    let version = first.dropFirst("# store-repl transcript ".count)
    guard Int(version) == Self.formatVersion else {
      throw TranscriptError(
        "this transcript has format '\(version)'; this store-repl reads format \(Self.formatVersion)"
      )
    }
    lines.removeFirst()
    var feature: String?
    while let line = lines.first, line.hasPrefix("#") {
      if line.hasPrefix("# feature: ") { feature = String(line.dropFirst("# feature: ".count)) }
      if line.hasPrefix("# files: ") {
        files = line.dropFirst("# files: ".count).split(separator: " ").map(String.init)
      }
      lines.removeFirst()
    }
    guard let feature, !feature.isEmpty else {
      throw TranscriptError("the header must name the feature: '# feature: <name>'")
    }
    self.feature = feature
    self.output = lines.joined(separator: "\n")
    self.commands = lines.compactMap(Self.command(in:))
  }

  /// One command of a transcript and what the shell printed after it.
  package struct Exchange: Equatable, Sendable {
    /// The command, as typed after the prompt.
    package var command: String
    /// The lines printed after it, up to the next prompt.
    package var output: [String]
  }

  /// Each command with the lines the transcript shows after it, in order.
  package var exchanges: [Exchange] {
    var exchanges: [Exchange] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let command = Self.command(in: String(line)) {
        exchanges.append(Exchange(command: command, output: []))
      } else if !exchanges.isEmpty {
        exchanges[exchanges.count - 1].output.append(String(line))
      }
    }
    // The text after the last command ends with the file's final newline.
    if let last = exchanges.last?.output.last, last.isEmpty {
      exchanges[exchanges.count - 1].output.removeLast()
    }
    return exchanges
  }

  /// The path of `file` from `folder`, both absolute: `../Features/Counter.swift`.
  static func relativePath(of file: String, from folder: String) -> String {
    let fileParts = file.split(separator: "/")
    let folderParts = folder.split(separator: "/")
    let shared = zip(fileParts.dropLast(), folderParts).prefix { $0 == $1 }.count
    return
      (Array(repeating: "..", count: folderParts.count - shared)
      + fileParts.dropFirst(shared).map(String.init)).joined(separator: "/")
  }

  /// The transcript as a file's contents.
  package var text: String {
    "# store-repl transcript \(Self.formatVersion)\n# feature: \(feature)\n"
      + (files.isEmpty ? "" : "# files: \(files.joined(separator: " "))\n") + output
  }

  /// The command on a prompt line (`EffectsBasics 1.000s> advance 1s`, or the prompt of a
  /// session stopped at a breakpoint, `EffectsBasics 1.000s (stopped)> step`), or nil.
  static func command(in line: String) -> String? {
    let markers = ["s> ", "s \(stoppedMark)> "].compactMap { line.range(of: $0) }
    guard let marker = markers.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    let prompt = line[..<marker.lowerBound]
    guard let space = prompt.lastIndex(of: " ") else { return nil }
    let name = prompt[..<space]
    let time = prompt[prompt.index(after: space)...]
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      time.contains("."), time.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" })
    else { return nil }
    return String(line[marker.upperBound...])
  }

  /// What the prompt of a session stopped at a breakpoint says after its time.
  static let stoppedMark = "(stopped)"

  /// The differences between this transcript's output and another's, as `-`/`+` lines; nil when
  /// they are the same.
  package func differences(from actual: String) -> String? {
    guard actual != output else { return nil }
    return changedLines(output, actual, context: 2, marks: ("- ", "+ ", "  "))
      .joined(separator: "\n")
  }
}

/// A transcript that cannot be read.
package struct TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var message: String

  init(_ message: String) { self.message = message }

  package var description: String { message }
}
