/// The Swift language mode feature files compile in: `swiftc -swift-version 5` or `6`.
///
/// An Xcode app target compiles in Swift 5 mode unless its build settings say otherwise, and so
/// do feature files unless `--swift-version` or their package's manifest says otherwise (see
/// ``PackageSources/languageMode(of:target:)``). The mode is a module's own: the engine's modules,
/// built in Swift 6 mode, are imported by files in either.
package enum SwiftLanguageMode: String, Sendable, Equatable, CaseIterable {
  case v5 = "5"
  case v6 = "6"

  /// The option that chooses the mode on a command line.
  package static let option = "--swift-version"

  /// The mode `swiftc -swift-version` takes by this name: `5`, `6` (or `5.0`, `6.0`).
  package init?(named name: String) {
    switch name {
    case "5", "5.0": self = .v5
    case "6", "6.0": self = .v6
    default: return nil
    }
  }

  /// `--swift-version <mode>`, as a `store-repl` command line spells it.
  package var arguments: [String] { [Self.option, rawValue] }

  /// What names feature files on a command line for a replay: `naming` (the files, or
  /// `--package <dir>`), then `--swift-version` when `languageMode` is not the one `naming`
  /// alone gives.
  static func naming(
    _ naming: [String], languageMode: SwiftLanguageMode, namingLanguageMode: SwiftLanguageMode
  ) -> [String] {
    naming + (languageMode == namingLanguageMode ? [] : languageMode.arguments)
  }

  /// The language mode that feature files named this way compile in without `--swift-version`:
  /// their package's, or Swift 5.
  static func of(naming: [String]) -> SwiftLanguageMode {
    guard naming.first == "--package", naming.count > 1 else { return .v5 }
    let target = naming.firstIndex(of: "--target").flatMap {
      naming.index(after: $0) < naming.endIndex ? naming[naming.index(after: $0)] : nil
    }
    guard case let .success(package) = PackageSources.files(of: naming[1], target: target) else {
      return .v5
    }
    return package.languageMode
  }
}
