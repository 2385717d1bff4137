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
/// What of the files only a screen can use (their SwiftUI views, ``SetAside``) is set aside
/// before they are compiled, and one line on standard error says what was, on every start.
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
      if let report = cached.report, !report.isEmpty { writeError(report + "\n") }
      return open(cached.library)
    }
    let trees = files.map { (path: $0.path, tree: Parser.parse(source: $0.text)) }
    let setAside = SetAside(files: trees)
    if !setAside.appleImports.isEmpty {
      return .failure(FeatureFileError(.appleImports(setAside.appleImports)))
    }
    let scan = FeatureScan(files: trees)
    guard scan.declaredFeatures != nil || !scan.features.isEmpty else {
      return .failure(noFeature(paths, scan: scan))
    }
    if let report = setAside.report { writeError(report + "\n") }
    switch cache.compile(
      key: key, registration: registrationSource(scan),
      setAside: (setAside.texts, setAside.report))
    {
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
  static func registrationSource(_ scan: FeatureScan) -> String {
    let value: String
    if let declared = scan.declaredFeatures {
      value = declared
    } else {
      let elements = scan.features.map { feature in
        let name = feature.name
        return """
              StoreREPL.REPLFeature(
                \(literal(name)), summary: \(literal("\(feature.file), line \(feature.line)")),
                initialState: \(name).State(), initialStateSwift: \(literal("\(name).State()")),
                reducer: { \(name)() }, scenarios: StoreREPL.REPLScenario.dependencyContexts),

          """
      }
      let unstartable = scan.skipped.map { skipped in
        """
            StoreREPL.REPLFeature(
              unstartable: \(literal(skipped.name)),
              summary: \(literal("\(skipped.file), line \(skipped.line)")),
              reason: \(literal(skipped.reason))),

        """
      }
      value = "[\n" + (elements + unstartable).joined() + "  ]"
    }
    return """
      // Registers the features of the files compiled with it. Written by store-repl.
      import ComposableArchitecture
      import StoreREPL

      @_cdecl("\(entryPoint)")
      public func _storeREPLRegisterFeatures(_ features: UnsafeMutableRawPointer) {
        features.assumingMemoryBound(to: [StoreREPL.REPLFeature].self).pointee = \(value)
      }

      """
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
