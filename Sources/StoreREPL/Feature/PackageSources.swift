import Foundation

/// The Swift files of a package's target, for `--package <dir> [--target <name>]`: every
/// `.swift` file under `<dir>/Sources/<target>`, in order of their paths.
///
/// The manifest is not read: a target is a folder of `Sources`, as SwiftPM lays them out by
/// default. One target is taken without being named; of several, `--target` names it.
enum PackageSources {
  static func files(
    of folder: String, target: String?
  ) -> Result<[String], FeatureFileError> {
    let manager = FileManager.default
    let sources = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/Sources"
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue else {
      return .failure(
        FeatureFileError(
          "error: \(folder) is not a package with a Sources folder: '--package' takes the folder of Package.swift\n",
          status: 2))
    }
    let targets = ((try? manager.contentsOfDirectory(atPath: sources)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return manager.fileExists(atPath: "\(sources)/\(name)", isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
    let chosen: String
    if let target {
      guard targets.contains(target) else {
        return .failure(
          FeatureFileError(
            "error: \(sources) has no target '\(target)'"
              + Suggestion.didYouMean(target, among: targets)
              + "; its targets: \(targets.joined(separator: ", "))\n", status: 2))
      }
      chosen = target
    } else {
      guard targets.count == 1 else {
        return .failure(
          FeatureFileError(
            targets.isEmpty
              ? "error: \(sources) holds no target\n"
              : "error: \(sources) has \(targets.count) targets; name one with '--target <name>': \(targets.joined(separator: ", "))\n",
            status: 2))
      }
      chosen = targets[0]
    }
    let root = "\(sources)/\(chosen)"
    let files = (manager.subpaths(atPath: root) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
      .map { "\(root)/\($0)" }
    guard !files.isEmpty else {
      return .failure(FeatureFileError("error: \(root) holds no Swift file\n", status: 2))
    }
    return .success(files)
  }
}
