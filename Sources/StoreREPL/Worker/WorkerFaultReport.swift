import Foundation

/// What a worker that crashed said of it on standard error itself (see `CWorkerFaults`), and
/// where in the user's code it was, read from the library's debug info.
///
/// On a stack overflow the worker writes `store-repl-worker: stack overflow`; on a stack
/// overflow or an abort, when the innermost frames hold one of the library built of the user's
/// files, `store-repl-worker: in <library> +0x<offset>`:
/// the library exports none of its functions, so the function and its line come from
/// `llvm-symbolizer`, the toolchain's, and the name from the runtime's demangler.
struct WorkerFaultReport {
  static let overflowLine = "store-repl-worker: stack overflow"
  static let framePrefix = "store-repl-worker: in "

  /// Whether the stack overflowed.
  var isStackOverflow: Bool
  /// The library and the offset in it of the innermost frame in the user's code, if any.
  var frame: (library: String, offset: String)?

  /// The report in a worker's standard error; nil when it has none.
  init?(_ errors: String) {
    let rows = errors.split(separator: "\n")
    isStackOverflow = rows.contains { $0 == Self.overflowLine }
    guard let row = rows.first(where: { $0.hasPrefix(Self.framePrefix) }),
      let plus = row.range(of: " +0x", options: .backwards)
    else {
      guard isStackOverflow else { return nil }
      return
    }
    frame = (
      String(row[row.index(row.startIndex, offsetBy: Self.framePrefix.count)..<plus.lowerBound]),
      String(row[row.index(plus.lowerBound, offsetBy: 2)...])
    )
  }

  /// The lines of the worker's own, which are not the runtime's message.
  static func isOwnLine(_ line: Substring) -> Bool {
    line == overflowLine || line.hasPrefix(framePrefix)
  }

  /// The function and the place of the frame, as `llvm-symbolizer` finds them: the function's
  /// name demangled, the place as `<absolute path>:<line>[:<column>]`.
  func symbolized(environment: [String: String]) -> (function: String?, place: String)? {
    guard let frame, let symbolizer = toolchainTool("llvm-symbolizer", environment: environment)
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: symbolizer)
    process.arguments = ["--obj=\(frame.library)", "--functions=linkage", frame.offset]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard lines.count >= 2, !lines[1].hasPrefix("??") else { return nil }
    var place = String(lines[1])
    // NB: Column 0 is no column: the debug info did not say.
    if place.hasSuffix(":0") { place.removeLast(2) }
    // NB: `libRec_1a2b3c4d.so` holds module `Rec_1a2b3c4d`, which the user does not know.
    let module = String(frame.library.split(separator: "/").last?.dropFirst(3).dropLast(3) ?? "")
    let function = lines[0] == "??" ? nil : demangled(String(lines[0]))
    return (function.map { Self.simplified($0, module: module) }, place)
  }
}

extension WorkerFaultReport {
  /// A demangled name as the runtime's reports write it: without the generated module, a
  /// closure without its signature (`closure #1 in Tally.body.getter`), no opaque result.
  static func simplified(_ name: String, module: String) -> String {
    var name = name.replacingOccurrences(of: module + ".", with: "")
      .replacingOccurrences(of: "Composable.", with: "")
    if name.hasSuffix(" : some") { name.removeLast(" : some".count) }
    if name.hasPrefix("closure #"),
      let number = name.firstIndex(of: " ").flatMap({
        name[name.index(after: $0)...].firstIndex(of: " ")
      }),
      name[number...].hasPrefix(" ("),
      let context = name.range(of: ") -> ", range: number..<name.endIndex).flatMap({
        name.range(of: " in ", range: $0.upperBound..<name.endIndex)
      })
    {
      name = String(name[..<number]) + String(name[context.lowerBound...])
    }
    return name
  }
}

/// A tool of the toolchain whose runtime this process runs on (`<toolchain>/usr/bin/<name>`),
/// else the first on `PATH`.
package func toolchainTool(_ name: String, environment: [String: String]) -> String? {
  var candidates: [String] = []
  if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
    let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
    let path = line.split(separator: " ", omittingEmptySubsequences: true).last
  {
    // <toolchain>/usr/lib/swift/linux/libswiftCore.so
    var folder = String(path)
    for _ in 0..<4 { folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]) }
    candidates.append(folder + "/bin/" + name)
  }
  for folder in (environment["PATH"] ?? "").split(separator: ":") {
    candidates.append("\(folder)/\(name)")
  }
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// A Swift symbol's name as Swift writes it, `Swift.` taken off; the symbol itself when the
/// runtime cannot demangle it.
func demangled(_ symbol: String) -> String {
  typealias Demangle =
    @convention(c) (
      UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
    ) -> UnsafeMutablePointer<CChar>?
  let process = dlopen(nil, RTLD_NOW)
  defer { if let process { dlclose(process) } }
  guard let address = dlsym(process, "swift_demangle") else { return symbol }
  let demangle = unsafeBitCast(address, to: Demangle.self)
  guard let name = symbol.withCString({ demangle($0, strlen($0), nil, nil, 0) }) else {
    return symbol
  }
  defer { free(name) }
  return String(cString: name).replacingOccurrences(of: "Swift.", with: "")
}
