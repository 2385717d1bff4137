import Foundation
import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiled libraries of feature files, one folder per key.
///
/// The key is a SHA-256 of everything the library depends on: the files' absolute paths and
/// contents; `store-repl` itself (its path, size and modification time), which generates the
/// registration source from the files and whose symbols the library uses; the compiler (the
/// same stamp) and its flags; and the contents of the engine's module files, module maps and
/// macro plugin. So a cached start reads the files without parsing them: the line that says what
/// was set aside for a screen (``SetAside``) is kept in the entry, beside the copies of the files
/// that were compiled in their place. An entry's files are written under temporary names and
/// renamed into place, the library last, so that a library is either whole or absent, whatever
/// runs at the same time.
struct LibraryCache {
  /// The environment variable that moves the cache (tests point it at a fresh folder).
  static let environmentVariable = "STORE_REPL_CACHE_DIR"
  /// The file of an entry that holds the line saying what was set aside.
  static let reportFileName = "set-aside.txt"

  let folder: String
  let swiftc: String
  let engine: EngineFiles
  let files: [(path: String, text: String)]
  /// The running `store-repl`.
  let executable: String
  /// The language mode the files compile in. The engine's modules, built in Swift 6 mode, are
  /// imported from either: a mode is a module's own.
  var languageMode = SwiftLanguageMode.v5

  /// `$STORE_REPL_CACHE_DIR`, else `$XDG_CACHE_HOME/store-repl`, else `~/.cache/store-repl`.
  static func folder(environment: [String: String]) -> String {
    if let folder = environment[environmentVariable], !folder.isEmpty { return folder }
    if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") {
      return folder + "/store-repl"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.cache/store-repl"
  }

  /// The flags of every compile, without the names of its module, inputs and output.
  ///
  /// One frontend job for all the files (`-wmo`), so that the engine's modules are loaded and the
  /// macro plugin started once; with debug information (`-g`), so that a crash report names the
  /// line of the user's code that trapped.
  var flags: [String] {
    var flags = [
      "-emit-library", "-parse-as-library", "-swift-version", languageMode.rawValue, "-Onone",
      "-g", "-wmo",
    ]
    flags += ["-I", engine.modules]
    for map in engine.moduleMaps { flags += ["-Xcc", "-fmodule-map-file=\(map)"] }
    flags += ["-load-plugin-executable", "\(engine.plugin)#ComposableMacros"]
    return flags
  }

  /// The key of the library of these inputs.
  func key() -> String {
    var hash = SHA256()
    hash.update("store-repl feature library 2")
    for tool in [executable, swiftc, EngineFiles.parent(of: swiftc) + "/swift-frontend"] {
      let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: tool)) ?? tool
      var status = stat()
      let found = stat(tool, &status) == 0
      hash.update(
        "\(tool) \(resolved) \(found ? status.st_size : -1) \(status.st_mtim.tv_sec) "
          + "\(status.st_mtim.tv_nsec)")
    }
    for flag in flags { hash.update(flag) }
    for file in files {
      hash.update(absolutePath(file.path))
      hash.update(file.text)
    }
    hash.update(engineDigest())
    return hash.hexDigest()
  }

  /// The digest of the engine's files and their contents.
  ///
  /// Reading a few megabytes on every start would cost more than the rest of it, so the digest
  /// is remembered in the cache folder under the files' stamps (path, size, modification time,
  /// inode): only the first start after the engine is built reads them.
  func engineDigest() -> String {
    var stamps = SHA256()
    for input in engine.inputs {
      var status = stat()
      guard stat(input, &status) == 0 else { continue }
      stamps.update(
        "\(input) \(status.st_size) \(status.st_mtim.tv_sec) \(status.st_mtim.tv_nsec) "
          + "\(status.st_ino)")
    }
    let memo = "\(folder)/engines/\(stamps.hexDigest().prefix(32))"
    if let data = FileManager.default.contents(atPath: memo), data.count == 64 {
      return String(decoding: data, as: UTF8.self)
    }
    var contents = SHA256()
    for input in engine.inputs {
      contents.update(input)
      contents.update(FileManager.default.contents(atPath: input) ?? Data())
    }
    let digest = contents.hexDigest()
    if (try? FileManager.default.createDirectory(
      atPath: "\(folder)/engines", withIntermediateDirectories: true)) != nil
    {
      try? AtomicFile.write(digest, to: memo)
    }
    return digest
  }

  /// The cached library of these inputs, if there is one, and the line that says what was set
  /// aside when it was compiled.
  func cachedLibrary(key: String) -> (library: String, report: String?)? {
    let module = GeneratedModule.name(for: files.first?.path ?? "Features", key: key)
    let entry = "\(folder)/\(key.prefix(32))"
    let library = "\(entry)/lib\(module).so"
    guard FileManager.default.fileExists(atPath: library) else { return nil }
    let path = "\(entry)/\(Self.reportFileName)"
    // NB: Foundation's read of an empty file leaks the buffer it reads into: an empty report is
    // not read.
    var status = stat()
    guard stat(path, &status) == 0 else { return (library, nil) }
    guard status.st_size > 0 else { return (library, "") }
    let report = FileManager.default.contents(atPath: path).map {
      String(decoding: $0, as: UTF8.self)
    }
    return (library, report)
  }

  /// Removes the cache entry of these inputs, whatever it holds.
  func removeEntry(key: String) {
    try? FileManager.default.removeItem(atPath: "\(folder)/\(key.prefix(32))")
  }

  /// A library compiled, and the compiler's warnings.
  struct Compiled {
    var library: String
    var diagnostics: String
  }

  /// Compiles the files with their registration source, and caches the library.
  ///
  /// - Parameters:
  ///   - key: The inputs' key.
  ///   - registration: The source that registers the features.
  ///   - setAside: The files' texts without what was set aside (nil for a file compiled as it
  ///     is), and the lines that say what was.
  ///   - announces: Whether a terminal is told that the files compile: once a load, not again
  ///     for each compile that sets more aside.
  /// - Returns: The library and what the compiler said, or why there is no library.
  func compile(
    key: String, registration: String, setAside: (texts: [String?], report: String?),
    announces: Bool = true
  ) -> Result<Compiled, FeatureFileError> {
    let module = GeneratedModule.name(for: files.first?.path ?? "Features", key: key)
    if let reason = Self.makeFolder(folder) {
      return .failure(
        FeatureFileError(.cacheFolder(path: folder, reason: reason, making: true)))
    }
    // NB: The compiler's module cache must be reached by one path only: clang refuses a module
    // it finds under two spellings of the same folder (through a symbolic link).
    guard let real = realpath(folder, nil) else {
      return .failure(
        FeatureFileError(
          .cacheFolder(path: folder, reason: String(cString: strerror(errno)), making: false)))
    }
    let folder = String(cString: real)
    free(real)
    let entry = "\(folder)/\(key.prefix(32))"
    if let reason = Self.makeFolder(entry) {
      return .failure(
        FeatureFileError(.cacheFolder(path: entry, reason: reason, making: true)))
    }
    let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let registrationPath = "\(entry)/\(FeatureLoader.registrationFileName)"
    let temporaryLibrary = "\(entry)/lib\(module).so.\(unique)"
    do throws(FileWriteError) {
      try AtomicFile.write(registration, to: registrationPath)
    } catch {
      return .failure(FeatureFileError(.cannotWrite(error.message)))
    }
    var overlayArguments: [String] = []
    switch writeCopies(setAside, in: entry, unique: unique) {
    case let .success(overlay?): overlayArguments = ["-vfsoverlay", overlay]
    case .success(nil): break
    case let .failure(error): return .failure(error)
    }
    // A worker's standard error is a pipe to the shell, which passes it on to a terminal.
    if announces,
      isatty(2) != 0 || ProcessInfo.processInfo.environment["STORE_REPL_STDERR_IS_TERMINAL"] == "1"
    {
      writeError("Compiling \(listed(files.map(\.path)))…\n")
    }
    let arguments =
      flags + ["-module-name", module, "-module-cache-path", "\(folder)/ModuleCache"]
      + overlayArguments + files.map(\.path) + [registrationPath, "-o", temporaryLibrary]
    // For tools that time the compile alone (the benchmarks): the command, one argument a line.
    if let path = ProcessInfo.processInfo.environment["STORE_REPL_COMPILE_COMMAND_FILE"] {
      _ = FileManager.default.createFile(
        atPath: path, contents: Data(([swiftc] + arguments).joined(separator: "\n").utf8))
    }
    let (status, diagnostics) = run(swiftc, arguments)
    let compiled = "\(entry)/lib\(module).so"
    guard status == 0, rename(temporaryLibrary, compiled) == 0 else {
      unlink(temporaryLibrary)
      return .failure(
        FeatureFileError(
          .didNotCompile(files: files.map(\.path), status: status, diagnostics: diagnostics)))
    }
    return .success(Compiled(library: compiled, diagnostics: diagnostics))
  }

  /// Writes the copies of the files that had something set aside, the overlay that has the
  /// compiler read them in the files' place, and the lines that say what was set aside.
  ///
  /// - Returns: The overlay's path (nil when no file had anything set aside), or why it could
  ///   not be written.
  private func writeCopies(
    _ setAside: (texts: [String?], report: String?), in entry: String, unique: String
  ) -> Result<String?, FeatureFileError> {
    var copies: [(file: String, copy: String)] = []
    var writes: [(path: String, text: String)] = []
    for (number, (file, text)) in zip(files, setAside.texts).enumerated() {
      guard let text else { continue }
      // A folder per file keeps its name, which may be another's (`A/View.swift`, `B/View.swift`).
      let folder = "\(entry)/SetAside/\(number)"
      if let reason = Self.makeFolder(folder) {
        return .failure(
          FeatureFileError(.cacheFolder(path: folder, reason: reason, making: true))
        )
      }
      let copy = "\(folder)/\(file.path.split(separator: "/").last.map(String.init) ?? file.path)"
      copies.append((file.path, copy))
      writes.append((copy, text))
    }
    var overlayPath: String?
    if !copies.isEmpty {
      let overlay = SourceOverlay(
        copies: copies, currentFolder: FileManager.default.currentDirectoryPath,
        environment: ProcessInfo.processInfo.environment)
      overlayPath = "\(entry)/SetAside/overlay.yaml"
      writes.append(("\(entry)/SetAside/overlay.yaml", overlay.text))
    }
    writes.append(("\(entry)/\(Self.reportFileName)", setAside.report ?? ""))
    for (path, text) in writes {
      do throws(FileWriteError) {
        try AtomicFile.write(text, to: path)
      } catch {
        return .failure(FeatureFileError(.cannotWrite(error.message)))
      }
    }
    return .success(overlayPath)
  }

  /// Creates a folder and the folders it is in; nil when it exists, else why it can't be made.
  static func makeFolder(_ path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/\(component)"
      if mkdir(prefix, 0o755) != 0, errno != EEXIST {
        return String(cString: strerror(errno))
      }
    }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      return "it is not a folder"
    }
    return nil
  }

  /// Runs the compiler, reading nothing of standard input (the shell's commands), and returns
  /// its exit status and what it said.
  ///
  /// What it says is kept rather than passed on as it comes, so that an error that names what
  /// the files lack (``MissingDeclarations``) comes before the compiler's own.
  private func run(_ executable: String, _ arguments: [String]) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      return (-1, ErrorRenderer.plain.line("can't run \(executable): \(error)"))
    }
    let said = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: said, as: UTF8.self))
  }
}
