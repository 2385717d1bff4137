import Foundation

/// What a backend on feature files does beside running lines: the files it compiled can be
/// edited by a lesson and put back, named in a transcript, and watched for changes.
protocol FeatureFilesBackend: AnyObject {
  /// A lesson's `# edit <file> as in <copy>`: `copy` written over `file`, and the code run
  /// again.
  func edit(_ file: String, asIn copy: String) -> LineOutput?
  /// Puts back what a lesson's edits changed and runs the code as it was.
  ///
  /// - Returns: What failed, if putting them back did.
  func undoEdits() async -> LineOutput?
  /// The feature files a transcript of the session names: as the session names them, and as
  /// paths from the transcript's `folder`.
  func transcriptFiles(from folder: String) -> (named: [String], relative: [String])?
  /// Before each prompt: what changed on its own since the last (a feature file saved under
  /// `--watch`), as a command that ran, or nil.
  func changesWhileIdle() async -> (command: String, output: LineOutput)?
}

extension FeatureFilesBackend {
  /// What a lesson's `# edit <file> as in <copy>` would change, read from the two files where
  /// ``edit(_:asIn:)`` reads them, before it is made.
  ///
  /// - Returns: The edit's lines, or nil when `copy` cannot be read (the edit says why when it
  ///   runs).
  func editDiff(_ file: String, asIn copy: String) -> EditDiff? {
    guard let new = FileManager.default.contents(atPath: copy) else { return nil }
    let old = FileManager.default.contents(atPath: file) ?? Data()
    return EditDiff(
      file: file, copy: copy, old: String(decoding: old, as: UTF8.self),
      new: String(decoding: new, as: UTF8.self))
  }
}

extension WorkerBackend: FeatureFilesBackend {
  var files: (any FeatureFilesBackend)? { self }
}
