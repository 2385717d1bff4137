import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What compiling a feature file needs of the engine: its module files, the clang module maps
/// they depend on, and the macro plugin, found next to the running `store-repl`.
///
/// Two layouts are known:
///
/// - installed (`scripts/install`): `<prefix>/bin/store-repl` with `<prefix>/lib/store-repl/`
///   holding `Modules/`, `ComposableMacros-tool`, `CComposableHooks/module.modulemap`,
///   `CWorkerFaults/module.modulemap` and `CLibEdit/module.modulemap`;
/// - the SwiftPM build folder: `.build/<configuration>/store-repl` beside `Modules/`,
///   `ComposableMacros-tool`, `CComposableHooks.build/module.modulemap` and
///   `CWorkerFaults.build/module.modulemap`, with the package's own
///   `Sources/CLibEdit/module.modulemap`.
struct EngineFiles {
  /// The folder of `ComposableArchitecture.swiftmodule` and the modules it imports.
  var modules: String
  /// The macro plugin.
  var plugin: String
  /// The clang module maps the engine's modules import.
  var moduleMaps: [String]

  /// The module files a feature file may import, which the cache key covers.
  static let moduleNames =
    [
      "ComposableArchitecture", "Composable", "ValueDump", "SwiftMetadata", "StoreREPL", "Tagged",
    ] + libraryModuleNames

  /// The module names of TCA's libraries (`Dependencies`, `CasePaths`, …), which a feature file
  /// may import beside `ComposableArchitecture`.
  static let libraryModuleNames = [
    "Dependencies", "DependenciesMacros", "CasePaths", "IdentifiedCollections", "Clocks",
    "ConcurrencyExtras", "CustomDump", "IssueReporting", "Sharing", "Perception",
    "SwiftUINavigation", "Combine", "SwiftUI",
  ]

  /// Every file whose contents a compiled library depends on.
  var inputs: [String] {
    Self.moduleNames.map { "\(modules)/\($0).swiftmodule" } + [plugin] + moduleMaps
  }

  /// Finds the files next to the executable.
  static func locate(executable: String) -> Result<EngineFiles, FeatureFileError> {
    let folder = parent(of: executable)
    let installed = parent(of: folder) + "/lib/store-repl"
    let files: EngineFiles
    if exists("\(installed)/Modules/ComposableArchitecture.swiftmodule") {
      files = EngineFiles(
        modules: "\(installed)/Modules", plugin: "\(installed)/ComposableMacros-tool",
        moduleMaps: [
          "\(installed)/CComposableHooks/module.modulemap",
          "\(installed)/CWorkerFaults/module.modulemap",
          "\(installed)/CLibEdit/module.modulemap",
        ])
    } else {
      // As SwiftPM's own module map of CComposableHooks does, the build folder's files refer
      // to the package's sources, where this file is.
      let sources = parent(of: parent(of: "\(#filePath)"))
      files = EngineFiles(
        modules: "\(folder)/Modules", plugin: "\(folder)/ComposableMacros-tool",
        moduleMaps: [
          "\(folder)/CComposableHooks.build/module.modulemap",
          "\(folder)/CWorkerFaults.build/module.modulemap",
          "\(sources)/CLibEdit/module.modulemap",
        ])
    }
    let missing = files.inputs.filter { !exists($0) }
    guard missing.isEmpty else {
      return .failure(
        FeatureFileError(
          .engineFilesMissing(listed(missing: missing, modules: files.modules))))
    }
    return .success(files)
  }

  /// The missing files, a line each, but the module files in one line when all are missing.
  static func listed(missing: [String], modules: String) -> [String] {
    let moduleFiles = moduleNames.map { "\(modules)/\($0).swiftmodule" }
    guard moduleFiles.allSatisfy(missing.contains) else { return missing }
    return ["\(modules)/*.swiftmodule (all \(moduleFiles.count) module files)"]
      + missing.filter { !moduleFiles.contains($0) }
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }
}
