/// Why feature files cannot be loaded or a session on them cannot start: the cause, as values;
/// ``lines(reloading:)`` says each message, and ``ErrorRenderer`` writes them, each line ending
/// with a newline.
package struct FeatureFileError: Error, Sendable, Equatable {
  /// What went wrong.
  package enum Cause: Sendable, Equatable {
    /// A file named cannot be read: `exists` says whether it is there at all.
    case unreadable(path: String, exists: Bool)
    /// The engine's module files or macro plugin are not beside the program: the missing
    /// files, a line each.
    case engineFilesMissing([String])
    case noCompiler
    /// Imports of frameworks that Linux does not have.
    case appleImports([AppleImport])
    /// The files hold no feature: the reducers passed over, and why.
    case noFeature(paths: [String], passedOver: [PassedOver])
    /// The cache folder cannot be made or used.
    case cacheFolder(path: String, reason: String, making: Bool)
    /// A file of the build cannot be written: the message says which and why.
    case cannotWrite(String)
    /// The compiler failed: what it said (its diagnostics, less those that `missing` explains)
    /// and the declarations the files use that none of them makes.
    case didNotCompile(
      files: [String], status: Int32, diagnostics: String = "",
      missing: [MissingDeclaration] = [], fix: [String]? = nil)
    case cannotOpen(library: String, reason: String)
    case noEntryPoint(library: String, symbol: String)
    /// `--package` names a folder without `Sources`.
    case notAPackage(folder: String)
    /// `--target` names no target of the package: its targets.
    case noSuchTarget(String, sources: String, targets: [String])
    /// No `--target` and not one target: the package's targets.
    case chooseTarget(sources: String, targets: [String])
    case noSwiftFiles(folder: String)
    /// The worker process cannot be started: why.
    case workerNotStarted(String)
    /// The worker ended while it started, having said why on standard error: what it said
    /// once its user's code ran (what it said before has gone on to standard error).
    case workerEnded(status: Int32, said: String = "")
    /// The worker crashed while it started: what ended it, as a parenthesis, and the lines of
    /// its crash's message (see `WorkerBackend.crashMessage(of:)`).
    case workerCrashed(ending: String, report: [String] = [])
    case noLessonFolder
    /// A transcript names a feature that is not there: the error, rendered.
    case unknownFeature(String)
  }

  /// An import of a framework that Linux does not have, where it is.
  package struct AppleImport: Sendable, Equatable {
    package var file: String
    package var line: Int
    package var column: Int
    package var module: String

    package init(file: String, line: Int, column: Int, module: String) {
      (self.file, self.line, self.column, self.module) = (file, line, column, module)
    }
  }

  /// A reducer that is not a feature the shell can start, and why.
  package struct PassedOver: Sendable, Equatable {
    package var file: String
    package var line: Int
    package var name: String
    package var reason: String

    package init(file: String, line: Int, name: String, reason: String) {
      (self.file, self.line, self.name, self.reason) = (file, line, name, reason)
    }
  }

  /// A dependency or a type that feature files use and none of them declares, where they use
  /// it, and the files beside them that declare it.
  package struct MissingDeclaration: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
      /// A key path of `DependencyValues`, as `@Dependency(\.factClient)` reads it.
      case dependency
      case type
    }

    package var kind: Kind
    package var name: String
    /// The first use, as the compiler places it.
    package var file: String
    package var line: Int
    /// How it is used there, as written: `@Dependency(\.factClient)`.
    package var usage: String
    /// The Swift files beside the given ones that declare it, named as a command line would.
    package var declaredIn: [String]

    package init(
      kind: Kind, name: String, file: String, line: Int, usage: String,
      declaredIn: [String] = []
    ) {
      (self.kind, self.name, self.file, self.line) = (kind, name, file, line)
      (self.usage, self.declaredIn) = (usage, declaredIn)
    }

    /// The error's message that names it, where it is used, and the file that declares it, if
    /// one does.
    var headline: String {
      let what = kind == .dependency ? "a dependency" : "a type"
      return "'\(name)' is not \(what) these files declare: \(file):\(line) "
        + (kind == .dependency ? "reads it with '\(usage)'" : "uses it")
        + (declaredIn.isEmpty
          ? ", and no Swift file beside them declares it"
          : "; \(listed(declaredIn)), beside them, \(declaredIn.count == 1 ? "declares" : "declare") it")
    }

    /// How to fix it when no file beside the given ones declares it.
    var fixWithoutFile: String {
      switch kind {
      case .dependency:
        "  To fix, name the file that declares it ('extension DependencyValues { var \(name): "
          + "… }') on the command line too."
      case .type:
        "  To fix, name the file that declares '\(name)' on the command line too, or correct "
          + "the name if it is misspelt."
      }
    }
  }

  package var cause: Cause

  package init(_ cause: Cause) { self.cause = cause }

  /// The exit status: 1 when the files did not compile or could not be compiled, 2 when they
  /// cannot be used as named (unreadable, or without a feature); a worker's own when it ended.
  package var status: Int32 {
    switch cause {
    case .unreadable, .noFeature, .notAPackage, .noSuchTarget, .chooseTarget, .noSwiftFiles,
      .unknownFeature:
      2
    case let .workerEnded(status, _): status == 0 ? 1 : status
    default: 1
    }
  }

  /// What to print on standard error.
  package var message: String { rendered(reloading: false) }

  /// What to print on standard error, as ``ErrorRenderer`` writes it.
  ///
  /// - Parameter reloading: Whether the files were being reloaded: the session goes on, so
  ///   nothing is said to have stopped.
  package func rendered(reloading: Bool) -> String {
    ErrorRenderer.plain.rendered(self, reloading: reloading)
  }

  /// What the error says, line by line.
  ///
  /// - Parameter reloading: Whether the files were being reloaded.
  func lines(reloading: Bool) -> [ErrorLine] {
    switch cause {
    case let .unreadable(path, exists):
      return [.error("\(path): \(exists ? "it can't be read" : "no such file")")]
    case let .engineFilesMissing(missing):
      return [
        .error(
          "store-repl compiles a feature file against the engine's module files and macro "
            + "plugin, which it looks for next to itself, and these are missing:"),
        .text(missing.map { "  " + $0 }.joined(separator: "\n")),
        .text(
          "Build them with 'swift build --product store-repl' (add '-c release' for a release "
            + "store-repl), or install store-repl with 'scripts/install'."),
      ]
    case .noCompiler:
      return [
        .error(
          "store-repl compiles feature files with swiftc, which is neither in the toolchain of "
            + "its Swift runtime nor on PATH")
      ]
    case let .appleImports(imports):
      let them = imports.count == 1 ? "it" : "them"
      return imports.map {
        .errorInFile(
          "'\($0.module)' is an Apple framework that Linux does not have", file: $0.file,
          line: $0.line, column: $0.column)
      }
        + [
          .text(
            "  To fix, move the dependency's live implementation that uses \(them) (its "
              + "'liveValue') to a file of its own that you don't pass to store-repl, and keep a "
              + "'previewValue' in the feature's files.")
        ]
    case let .noFeature(paths, passedOver):
      return [
        .error(
          "no feature in \(listed(paths)): a feature is a '@Reducer struct' (or a 'struct …: "
            + "Reducer') that a preview's 'Store(initialState:)' builds, or whose State the "
            + "shell can make ('State()', or an initializer given sample values), or a "
            + "top-level 'let replFeatures: [REPLFeature]'")
      ] + passedOver.map { .text("  \($0.file):\($0.line): \($0.name): \($0.reason)") }
    case let .cacheFolder(path, reason, making):
      return [.error("can't \(making ? "create" : "use") the cache folder \(path): \(reason)")]
    case let .cannotWrite(message):
      return [.error(message)]
    case let .didNotCompile(files, status, diagnostics, missing, fix):
      var lines: [ErrorLine] = []
      for declaration in missing {
        lines.append(.error(declaration.headline))
        if declaration.declaredIn.isEmpty || fix == nil {
          lines.append(.text(declaration.fixWithoutFile))
        }
      }
      if let fix {
        var files: [String] = []
        for file in missing.flatMap(\.declaredIn) where !files.contains(file) {
          files.append(file)
        }
        lines.append(.text("  To fix, include \(listed(files)):"))
        lines.append(.text("    " + (["store-repl"] + fix).joined(separator: " ")))
      }
      if !diagnostics.isEmpty {
        if !lines.isEmpty { lines.append(.text("")) }
        lines.append(
          .text(diagnostics.hasSuffix("\n") ? String(diagnostics.dropLast()) : diagnostics))
      }
      lines.append(
        .error(
          "\(listed(files)) did not compile (swiftc exited with status \(status))"
            + (reloading ? "" : "; nothing was started")))
      return lines
    case let .cannotOpen(library, reason):
      return [.error("can't load \(library): \(reason)")]
    case let .noEntryPoint(library, symbol):
      return [.error("\(library) has no entry point '\(symbol)'")]
    case let .notAPackage(folder):
      return [
        .error(
          "\(folder) is not a package with a Sources folder: '--package' takes the folder of "
            + "Package.swift")
      ]
    case let .noSuchTarget(target, sources, targets):
      return [
        .error(
          "\(sources) has no target '\(target)'" + Suggestion.didYouMean(target, among: targets)
            + "; its targets: \(targets.joined(separator: ", "))")
      ]
    case let .chooseTarget(sources, targets):
      return [
        .error(
          targets.isEmpty
            ? "\(sources) holds no target"
            : "\(sources) has \(targets.count) targets; name one with '--target <name>': "
              + "\(targets.joined(separator: ", "))")
      ]
    case let .noSwiftFiles(folder):
      return [.error("\(folder) holds no Swift file")]
    case let .workerNotStarted(reason):
      return [.error(reason)]
    case let .workerEnded(_, said):
      // The worker's own standard error, which its renderer wrote.
      return said.isEmpty ? [] : [.text(said.hasSuffix("\n") ? String(said.dropLast()) : said)]
    case let .workerCrashed(ending, report):
      return [.error("the feature crashed while it started\(ending)\(report.isEmpty ? "" : ":")")]
        + report.map { .text("  " + $0) }
    case .noLessonFolder:
      return [.text("can't make a temporary folder for the lesson's files")]
    case let .unknownFeature(rendered):
      return [.text(rendered)]
    }
  }
}

/// Compiles and loads the features of Swift source files: `store-repl Feature.swift`.
///
/// - Parameter request: The files, and how they compile.
/// - Returns: The files' features, or why there are none.
package typealias FeatureFileLoader =
  @Sendable (_ request: FeatureFileRequest) async -> Result<
    [REPLFeature], FeatureFileError
  >

/// The feature files to load and how: what ``FeatureFileLoader`` is given.
package struct FeatureFileRequest: Sendable, Equatable {
  /// The `.swift` files, in order: those named on the command line, or a package target's.
  package var paths: [String]
  /// The Swift language mode they compile in.
  package var languageMode: SwiftLanguageMode
  /// What names them on the command line (``StoreREPLOptions/naming``), for a command line
  /// that fixes them.
  package var naming: [String]

  package init(paths: [String], languageMode: SwiftLanguageMode = .v5, naming: [String]? = nil) {
    self.paths = paths
    self.languageMode = languageMode
    self.naming = naming ?? paths
  }
}

extension REPLScenario {
  /// Every dependency's `previewValue` (its `liveValue` when it has no other), on the session's
  /// virtual clock: the default of a feature loaded from its source file.
  public static let preview = REPLScenario(
    "preview", summary: "each dependency's previewValue, on the virtual clock",
    swift: "$0.context = .preview", prepare: { $0.context = .preview })

  /// Every dependency's `liveValue`, on the session's virtual clock.
  public static let live = REPLScenario(
    "live", summary: "each dependency's liveValue, on the virtual clock",
    swift: "$0.context = .live", prepare: { $0.context = .live })

  /// Every dependency's `testValue`, on the session's virtual clock: an unimplemented endpoint
  /// reports a failure, as in a test.
  public static let test = REPLScenario(
    "test", summary: "each dependency's testValue: an unimplemented endpoint is a failure",
    swift: "$0.context = .test", prepare: { $0.context = .test })

  /// `preview`, `live` and `test`: the scenarios of a feature loaded from its source file.
  public static let dependencyContexts: [REPLScenario] = [.preview, .live, .test]
}
