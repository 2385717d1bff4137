import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The steps of a session on feature files, written as they happen, so that `--resume` brings a
/// killed shell's session back.
///
/// One journal per set of files, in `$STORE_REPL_STATE_DIR`, else `$XDG_STATE_HOME/store-repl`,
/// else `~/.local/state/store-repl`. It is a text file:
///
/// ```
/// store-repl session
/// file /home/me/Counter/Counter.swift
/// swift-version 5
/// feature Counter
///
/// send .incrementButtonTapped
/// # output 9c0f1e2d3b4a5968
/// advance 1s
/// # output 0a1b2c3d4e5f6071
/// ```
///
/// The lines after the blank line are what a replay runs (see ``WorkerRun/replay``), each
/// followed by a comment that a replay skips: the digest of what it did, made of values
/// (``StepRecord/digest``), by which `--resume` names the first step that does something else
/// when it is replayed. A journal written before digests were made of values holds digests of
/// what each step printed (``LineOutput/printedDigest``), which a resume accepts too.
/// A new session on the same files replaces the journal when it makes its first step; one that
/// resumes it and does not replay all of it keeps a copy of it first (see ``JournalWriter``).
struct SessionJournal {
  /// The absolute paths of the feature files.
  var files: [String]
  /// The feature named on the command line, if any.
  var feature: String?
  /// What named the files on the command line when it was not the files themselves:
  /// `--package <absolute dir>` and `--target <name>`.
  var naming: [String] = []
  /// The language mode the files compiled in, so that a resumed session compiles as it did
  /// (nil in a journal written before it was kept: then as a new session would).
  var languageMode: SwiftLanguageMode?
  /// The lines to replay.
  var lines: [String] = []
  /// The digest of what each of `lines` did, when the journal has it.
  var digests: [UInt64?] = []
  /// The line number, in the file, of each of `lines`.
  var lineNumbers: [Int] = []
  /// Whether the session ended (`quit`, Ctrl-D, the end of its input) rather than being killed.
  var isEnded = false
  /// The last line of the file when it is cut short: it is not in `lines`.
  var damage: Damage?
  /// The whole lines of the file that cannot be replayed as they are (NUL bytes, not UTF-8),
  /// with the digest after each: they are not in `lines`, and the lines after them are.
  var skipped: [Damage] = []
  /// How many lines of the file, from `damage` on, are not in `lines`.
  var unreadLineCount = 0
  /// The line number, in the file, of the first of `lines`.
  var firstLineNumber = 0
  /// The line number, in the file, of its last line before `# ended`.
  var lastLineNumber = 0

  static let environmentVariable = "STORE_REPL_STATE_DIR"
  static let firstLine = "store-repl session"
  /// The line a session that ended writes last: a comment, which a replay skips.
  static let endLine = "# ended"
  /// How the header line that holds ``languageMode`` begins.
  static let languageModePrefix = "swift-version "
  /// How the comment after a step begins that holds the digest of what the step did.
  static let outputPrefix = "# output "

  /// The folder journals are kept in.
  static func folder(environment: [String: String]) -> String {
    if let folder = environment[environmentVariable], !folder.isEmpty { return folder }
    if let folder = environment["XDG_STATE_HOME"], folder.hasPrefix("/") {
      return folder + "/store-repl"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/state/store-repl"
  }

  /// The journal's file for these files: named after the first and a hash of all of them.
  static func path(files: [String], in folder: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in files.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let name = files.first?.split(separator: "/").last.map(String.init) ?? "session"
    let hex = String(hash, radix: 16)
    return "\(folder)/\(name)-\(String(repeating: "0", count: 16 - hex.count) + hex).session"
  }

  /// The header: what names the files and the feature.
  var header: String {
    ([Self.firstLine] + files.map { "file \($0)" } + naming.map { "name \($0)" }
      + (languageMode.map { [Self.languageModePrefix + $0.rawValue] } ?? [])
      + (feature.map { ["feature \($0)"] } ?? []))
      .joined(separator: "\n") + "\n\n"
  }

  var text: String {
    header + zip(lines, digests).map { Self.row($0, digest: $1) }.joined()
      + (isEnded ? Self.endLine + "\n" : "")
  }

  /// A step's line as the journal has it: the line, and the digest of what it did.
  static func row(_ line: String, digest: UInt64?) -> String {
    guard let digest else { return line + "\n" }
    let hex = String(digest, radix: 16)
    return line + "\n" + outputPrefix + String(repeating: "0", count: 16 - hex.count) + hex + "\n"
  }

  /// Adds a step's line.
  mutating func append(_ line: String, digest: UInt64?) {
    lines.append(line)
    digests.append(digest)
  }

  /// Reads a journal.
  ///
  /// - Throws: `TranscriptError` when it cannot be read or is not a journal.
  init(contentsOf path: String) throws(TranscriptError) {
    try self.init(bytes: readFile(path))
  }

  /// Reads a journal's bytes. A whole line that cannot be replayed as it is (``Damage``) is
  /// left out, with the digest after it, and said (``skipped``): what the disk lost of one line
  /// costs that step only. A last line cut short is left out too (``damage``).
  ///
  /// - Throws: `TranscriptError` when it is not a journal.
  init(bytes: [UInt8]) throws(TranscriptError) {
    let newline = UInt8(ascii: "\n")
    var rows = bytes.split(separator: newline, omittingEmptySubsequences: false)
    // NB: Each line is written whole, its newline last: a file that does not end with one was
    // cut short in the middle of its last line.
    let isCut = bytes.last.map { $0 != newline } ?? false
    if !isCut { rows.removeLast() }
    let header = rows.prefix { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }
    guard header.first == Self.firstLine, header.count < rows.count else {
      throw TranscriptError("not a store-repl session journal")
    }
    let rest = header.dropFirst()
    files = rest.compactMap { $0.hasPrefix("file ") ? String($0.dropFirst(5)) : nil }
    feature = rest.first { $0.hasPrefix("feature ") }.map { String($0.dropFirst(8)) }
    naming = rest.compactMap { $0.hasPrefix("name ") ? String($0.dropFirst(5)) : nil }
    languageMode = rest.first { $0.hasPrefix(Self.languageModePrefix) }.flatMap {
      SwiftLanguageMode(named: String($0.dropFirst(Self.languageModePrefix.count)))
    }
    guard !files.isEmpty else { throw TranscriptError("the journal names no feature file") }
    var body = rows[(header.count + 1)...]
    firstLineNumber = header.count + 2
    if !isCut, body.last.map({ $0.elementsEqual(Self.endLine.utf8) }) == true {
      body.removeLast()
      isEnded = true
    }
    lastLineNumber = firstLineNumber + body.count - 1
    var skipsDigest = false
    for (index, row) in zip(body.indices, body) {
      let number = firstLineNumber + index - body.startIndex
      if isCut, index == body.indices.last {
        damage = Damage(line: number, reason: .cutShort)
        unreadLineCount = 1
        break
      }
      let reason: Damage.Reason? =
        row.contains(0) ? .nulBytes : String(validating: row, as: UTF8.self) == nil ? .notText : nil
      if let reason {
        skipped.append(Damage(line: number, reason: reason))
        skipsDigest = true
        continue
      }
      let line = String(decoding: row, as: UTF8.self)
      if line.hasPrefix(Self.outputPrefix), skipsDigest || !lines.isEmpty {
        // NB: The digest of a step left out is left out with it; a digest that does not read
        // is no digest: the step replays uncompared.
        if !skipsDigest {
          digests[digests.count - 1] = UInt64(line.dropFirst(Self.outputPrefix.count), radix: 16)
        }
        continue
      }
      skipsDigest = false
      append(line, digest: nil)
      lineNumbers.append(number)
    }
  }

  init(
    files: [String], feature: String?, naming: [String] = [],
    languageMode: SwiftLanguageMode? = nil
  ) {
    self.files = files
    self.feature = feature
    self.naming = naming
    self.languageMode = languageMode
  }

  /// A line of a journal that cannot be replayed as it is, and why.
  struct Damage: Equatable {
    enum Reason: Equatable {
      /// The file ends in the middle of it: the shell stopped while writing it.
      case cutShort
      /// It holds NUL bytes: the disk did not keep what was written (a crash of the machine).
      case nulBytes
      /// It is not UTF-8 text.
      case notText
    }

    /// Its line number in the file, from 1.
    var line: Int
    var reason: Reason

    /// What is wrong with it, as the end of a sentence whose subject is the line.
    var predicate: String {
      switch reason {
      case .cutShort: "is cut short (the shell stopped while writing it)"
      case .nulBytes: "holds NUL bytes (the disk did not keep what was written)"
      case .notText: "is not UTF-8 text"
      }
    }
  }
}

/// The path as absolute: a relative one is taken from the current directory.
package func absolutePath(_ path: String) -> String {
  path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}
