import Foundation

/// The Swift files of a package's target, for `--package <dir> [--target <name>]`: every
/// `.swift` file under `<dir>/Sources/<target>`, in order of their paths.
///
/// A target is a folder of `Sources`, as SwiftPM lays them out by default. One target is taken
/// without being named; of several, `--target` names it. Of the manifest, only what says the
/// target's language mode is read (``PackageManifest``).
enum PackageSources {
  /// The files of the target and the language mode its package compiles it in: Swift 5 when
  /// there is no `Package.swift`.
  static func files(
    of folder: String, target: String?
  ) -> Result<(files: [String], languageMode: SwiftLanguageMode), FeatureFileError> {
    let manager = FileManager.default
    let sources = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/Sources"
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue else {
      return .failure(FeatureFileError(.notAPackage(folder: folder)))
    }
    let targets = ((try? manager.contentsOfDirectory(atPath: sources)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return manager.fileExists(atPath: "\(sources)/\(name)", isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
    let chosen: String
    if let target {
      guard targets.contains(target) else {
        return .failure(FeatureFileError(.noSuchTarget(target, sources: sources, targets: targets)))
      }
      chosen = target
    } else {
      guard targets.count == 1 else {
        return .failure(FeatureFileError(.chooseTarget(sources: sources, targets: targets)))
      }
      chosen = targets[0]
    }
    let root = "\(sources)/\(chosen)"
    let files = (manager.subpaths(atPath: root) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
      .map { "\(root)/\($0)" }
    guard !files.isEmpty else {
      return .failure(FeatureFileError(.noSwiftFiles(folder: root)))
    }
    let mode = PackageManifest(folder: folder)?.languageMode(target: chosen) ?? .v5
    return .success((files, mode))
  }
}
