import Foundation
import StoreREPL
import SwiftParser
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles feature files into a shared library, loads it into this process and returns the
/// features it registers.
///
/// The files are compiled with `swiftc -emit-library` against the engine's module files (never
/// linking the engine: the library's undefined symbols resolve to this executable's, which
/// exports them, so there is one copy of every type and conformance), together with a generated
/// source file whose `@_cdecl` entry point returns the features. The library is cached, keyed by
/// the files' paths and contents, the compiler and its flags, and the engine's files; a second
/// start with the same inputs loads it without compiling.
///
/// The files are compiled with their SwiftUI views, which the engine's `SwiftUI` module
/// provides; a view the compiler's errors are in is set aside (``ViewRounds``), and the files
/// compiled again without it. Lines on standard error say what was set aside, on every start.
package enum FeatureLoader {
  /// The symbol the generated source defines.
  static let entryPoint = "store_repl_register_features"
  /// The name of the generated source file, unlikely to be one of the user's.
  static let registrationFileName = "_StoreREPLRegistration.swift"

  /// Loads the features of the files, as `store-repl Feature.swift` does.
  @Sendable package static func load(
    _ request: FeatureFileRequest
  ) async -> Result<
    [REPLFeature], FeatureFileError
  > {
    let paths = request.paths
    let environment = ProcessInfo.processInfo.environment
    var files: [(path: String, text: String)] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(
          FeatureFileError(
            .unreadable(path: path, exists: FileManager.default.fileExists(atPath: path))))
      }
      files.append((path, String(decoding: data, as: UTF8.self)))
    }
    let executable = executablePath()
    let engine: EngineFiles
    switch EngineFiles.locate(executable: executable) {
    case let .success(files): engine = files
    case let .failure(error): return .failure(error)
    }
    guard let swiftc = findCompiler(environment: environment) else {
      return .failure(FeatureFileError(.noCompiler))
    }
    let cache = LibraryCache(
      folder: LibraryCache.folder(environment: environment), swiftc: swiftc, engine: engine,
      files: files, executable: executable, languageMode: request.languageMode)
    let key = cache.key()
    if let cached = cache.cachedLibrary(key: key) {
      switch open(cached.library) {
      case let .success(features):
        if let report = cached.report, !report.isEmpty { writeNotice(report + "\n") }
        return .success(features)
      case let .failure(error):
        // A cache entry damaged on disk (cut short, overwritten) is built again.
        writeError(
          "note: the cached build of these files cannot be opened (\(error.openReason)); "
            + "building them again\n")
        cache.removeEntry(key: key)
      }
    }
    let trees = files.map { (path: $0.path, tree: Parser.parse(source: $0.text)) }
    let setAside = SetAside(files: trees)
    if !setAside.appleImports.isEmpty {
      return .failure(FeatureFileError(.appleImports(setAside.appleImports)))
    }
    let scan = FeatureScan(files: trees)
    let previews = PreviewScan(files: trees)
    guard
      scan.declaredFeatures != nil || !scan.features.isEmpty
        || scan.skipped.contains(where: { !previews.stores(of: $0.name).isEmpty })
    else {
      return .failure(noFeature(paths, scan: scan))
    }
    let compiled = compileWithViews(
      cache: cache, key: key, scan: scan, previews: previews,
      storeViews: StoreViewScan(files: trees), setAside: setAside,
      naming: request.naming)
    switch compiled {
    case let .success(library): return open(library)
    case let .failure(error):
      return .failure(MissingDeclarations.explain(error, files: trees, naming: request.naming))
    }
  }

  /// Opens the library and calls its entry point.
  static func open(_ library: String) -> Result<[REPLFeature], FeatureFileError> {
    guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
      return .failure(FeatureFileError(.cannotOpen(library: library, reason: reason)))
    }
    guard let symbol = dlsym(handle, entryPoint) else {
      return .failure(FeatureFileError(.noEntryPoint(library: library, symbol: entryPoint)))
    }
    typealias Register = @convention(c) (UnsafeMutableRawPointer) -> Void
    let register = unsafeBitCast(symbol, to: Register.self)
    var features: [REPLFeature] = []
    withUnsafeMutablePointer(to: &features) { register(UnsafeMutableRawPointer($0)) }
    return .success(features)
  }

  /// The generated source that registers the features: an `@_cdecl` function that stores them
  /// in the array its argument points to.
  static func registrationSource(
    _ scan: FeatureScan, previews: PreviewScan = PreviewScan(files: []),
    views: RegisteredViews = RegisteredViews(StoreViewScan(files: [])),
    standIns: [String] = [], excluding excluded: [String: String] = [:]
  ) -> String {
    let value: String
    var views = views
    if let declared = scan.declaredFeatures {
      value = declared
    } else {
      var elements: [String] = []
      var unstartable: [String] = []
      func unstartableFeature(_ name: String, summary: String, reason: String) -> String {
        """
            StoreREPL.REPLFeature(
              unstartable: \(literal(name)),
              summary: \(summary),
              reason: \(literal(reason))),

        """
      }
      for feature in scan.features {
        let stores = previews.stores(of: feature.name).filter {
          excluded[previewKey($0)] == nil
        }
        let summary = literal("\(feature.file), line \(feature.line)")
        if stores.isEmpty, feature.state == .initializer {
          elements.append(
            plainFeature(feature.name, summary: summary, view: views.argument(of: feature.name)))
          continue
        }
        var starts = stores.map {
          (
            previewKey($0),
            previewStart(feature.name, $0, view: views.argument(for: $0, of: feature.name))
          )
        }
        if let reason = excluded[stateKey(feature.name)] {
          guard !starts.isEmpty else {
            unstartable.append(unstartableFeature(feature.name, summary: summary, reason: reason))
            continue
          }
        } else {
          starts.append(
            (
              stateKey(feature.name),
              stateStart(feature.name, feature.state, view: views.argument(of: feature.name))
            ))
        }
        elements.append(featureWithStarts(feature.name, summary: summary, starts: starts))
      }
      for skipped in scan.skipped {
        let summary = literal("\(skipped.file), line \(skipped.line)")
        let stores =
          skipped.canStartFromPreview
          ? previews.stores(of: skipped.name).filter { excluded[previewKey($0)] == nil } : []
        guard stores.isEmpty else {
          elements.append(
            featureWithStarts(
              skipped.name, summary: summary,
              starts: stores.map {
                (
                  previewKey($0),
                  previewStart(skipped.name, $0, view: views.argument(for: $0, of: skipped.name))
                )
              }))
          continue
        }
        unstartable.append(
          unstartableFeature(skipped.name, summary: summary, reason: skipped.reason))
      }
      value = "[\n" + (elements + unstartable).joined() + "  ]"
    }
    var declarations = views.declarations
    if !standIns.isEmpty {
      declarations.insert(
        """
        /// Draws what stands in for a statement of a view that uses what none of the files
        /// declares.
        @MainActor @discardableResult
        func \(StandIn.functionName)(_ index: Int) -> some SwiftUI.View {
          SwiftUI.Text(verbatim: [\(standIns.map(literal).joined(separator: ", "))][index])
            .foregroundStyle(.secondary)
        }

        """, at: 0)
    }
    return """
      // Registers the features of the files compiled with it. Written by store-repl.
      import ComposableArchitecture
      import StoreREPL
      \(declarations.isEmpty ? "" : "import SwiftUI\n\n" + declarations.joined(separator: "\n"))
      @_cdecl("\(entryPoint)")
      public func _storeREPLRegisterFeatures(_ features: UnsafeMutableRawPointer) {
        features.assumingMemoryBound(to: [StoreREPL.REPLFeature].self).pointee = \(value)
      }

      """
  }

  /// What names a start in the registration source, on the comment line before it.
  static func previewKey(_ store: PreviewScan.Store) -> String { "preview \(store.place)" }
  static func stateKey(_ feature: String) -> String { "state \(feature)" }

  /// The starts and views that the registration source's errors are in, each with the first
  /// error, from the compiler's diagnostics: the comment line before each names it (a view's key
  /// begins with `view`).
  static func failingStarts(
    registration: String, diagnostics: String
  ) -> [String: String] {
    let lines = registration.split(separator: "\n", omittingEmptySubsequences: false)
    var failing: [String: String] = [:]
    // An error in the user's files makes the registration fail too, by cascade: then the
    // files are what to fix, and every start stays.
    let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
    guard errors.allSatisfy({ $0.contains(registrationFileName + ":") }) else { return [:] }
    for diagnostic in diagnostics.split(separator: "\n") {
      guard let range = diagnostic.range(of: registrationFileName + ":") else { continue }
      let rest = diagnostic[range.upperBound...]
      let parts = rest.split(separator: ":", maxSplits: 3)
      guard parts.count == 4, let line = Int(parts[0]), parts[2].hasPrefix(" error"),
        line >= 1, line <= lines.count
      else { continue }
      let marker = lines[..<line].lazy.map { $0.trimmingCharacters(in: .whitespaces) }.last {
        $0.hasPrefix("// start ") || $0.hasPrefix("// view ")
      }
      guard let marker else { continue }
      // NB: A view's key keeps its word, `view …`; a start's is what follows `start`.
      let key = String(marker.dropFirst(marker.hasPrefix("// start ") ? 9 : 3))
      if failing[key] == nil {
        failing[key] = parts[3].trimmingCharacters(in: .whitespaces)
      }
    }
    return failing
  }

  /// A feature that starts from `State()` alone.
  private static func plainFeature(_ name: String, summary: String, view: String?) -> String {
    """
        StoreREPL.REPLFeature(
          \(literal(name)), summary: \(summary),
          initialState: \(name).State(), initialStateSwift: \(literal("\(name).State()")),
          reducer: { \(name)() }, scenarios: StoreREPL.REPLScenario.dependencyContexts\(
            view.map { ",\n      " + $0 } ?? "")),

    """
  }

  /// A feature with its starts, the default first.
  private static func featureWithStarts(
    _ name: String, summary: String, starts: [(key: String, source: String)]
  ) -> String {
    """
        StoreREPL.REPLFeature(
          \(literal(name)), summary: \(summary),
          starts: [
    \(starts.map { "        // start \($0.key)\n        " + $0.source + ",\n" }.joined())      ],
          scenarios: StoreREPL.REPLScenario.dependencyContexts),

    """
  }

  /// The start of a store a preview builds.
  private static func previewStart(
    _ name: String, _ store: PreviewScan.Store, view: String?
  ) -> String {
    var arguments = [
      literal(name), "at: \(literal(store.place))",
      "shows: " + (store.shows.map(literal) ?? "nil"),
      "initialState: \(store.initialState)",
      "initialStateSwift: \(literal(store.initialState))",
      "reducer: \(store.reducer)",
    ]
    if let dependencies = store.dependencies, let statements = store.dependencyStatements {
      arguments += ["dependencies: \(dependencies)", "dependenciesSwift: \(literal(statements))"]
    }
    if let view { arguments.append(view) }
    return "StoreREPL.REPLStart.preview(" + arguments.joined(separator: ", ") + ")"
  }

  /// The start from `State()` or from sample values.
  private static func stateStart(
    _ name: String, _ state: FeatureScan.StateStart, view: String?
  ) -> String {
    let view = view.map { ", " + $0 } ?? ""
    switch state {
    case .initializer:
      return "StoreREPL.REPLStart.initializer(\(literal(name)), initialState: \(name).State(), "
        + "initialStateSwift: \(literal("\(name).State()")), reducer: { \(name)() }\(view))"
    case .samples(let arguments):
      let values = arguments.map { argument in
        argument.label.map { "\($0): sampler.value(\(literal(argument.name)))" }
          ?? "sampler.value(\(literal(argument.name)), labelled: false)"
      }
      return
        "StoreREPL.REPLStart.samples(\(literal(name)), stateType: \(literal("\(name).State")), "
        + "initialState: { sampler in try \(name).State(\(values.joined(separator: ", "))) }, "
        + "reducer: { \(name)() }\(view))"
    }
  }

  /// A Swift string literal.
  static func literal(_ text: String) -> String {
    StringLiteral.escaped(text)
  }

  /// The error for files without a feature: what one is, and why each reducer is not.
  static func noFeature(_ paths: [String], scan: FeatureScan) -> FeatureFileError {
    FeatureFileError(
      .noFeature(
        paths: paths,
        passedOver: scan.skipped.map {
          FeatureFileError.PassedOver(
            file: $0.file, line: $0.line, name: $0.name, reason: $0.reason)
        }))
  }

  /// The `swiftc` of the toolchain whose runtime this process runs on, which built the engine's
  /// modules; else the first on `PATH`.
  static func findCompiler(environment: [String: String]) -> String? {
    toolchainTool("swiftc", environment: environment)
  }
}

extension FeatureFileError {
  /// Why a library could not be opened, as the dynamic loader or the entry point's absence says.
  fileprivate var openReason: String {
    switch cause {
    case let .cannotOpen(_, reason): reason
    case let .noEntryPoint(_, symbol): "it has no entry point '\(symbol)'"
    default: "\(cause)"
    }
  }
}
