#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `store-repl` command: parses the arguments, loads a feature and runs the shell.
///
/// A package of your own calls it from a few-line executable with its own features:
///
/// ```swift
/// import StoreREPL
/// exit(await storeREPLMain(features: [myFeature]))
/// ```
///
/// - Parameters:
///   - features: The features that can be loaded.
///   - arguments: The command-line arguments, the program's name first.
/// - Returns: The exit status: 0 when everything ran, 1 when a command failed or an assertion
///   did not hold, 2 for a usage error.
public func storeREPLMain(
  features: [REPLFeature], arguments: [String] = CommandLine.arguments
) async -> Int32 {
  let program = "store-repl"
  var featureName: String?
  var noColor = false
  var index = 1
  while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--help", "-h":
      writeOut(usage(program, features: features))
      return 0
    case "--version":
      writeOut("\(program) \(storeREPLVersion)\n")
      return 0
    case "--no-color":
      noColor = true
    default:
      if argument.hasPrefix("-") {
        writeError(
          "error: unknown option '\(argument)'\n"
            + "Usage: \(program) [<feature>] [--no-color] [--version] [--help]\n"
            + "See '\(program) --help' for more information.\n")
        return 2
      }
      guard featureName == nil else {
        writeError(
          "error: unexpected argument '\(argument)': one feature at a time\n"
            + "See '\(program) --help' for more information.\n")
        return 2
      }
      featureName = argument
    }
    index += 1
  }
  let interactive = isatty(0) == 1 && isatty(1) == 1
  let environment = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
  let style = ShellStyle(usesColor: interactive && !noColor && environment.isEmpty)
  let reader = makeShellLineReader(interactive: interactive)
  let shell = Shell(features: features, reader: reader, style: style, write: writeOut)
  if let featureName {
    guard shell.load(featureName) else {
      writeError(shell.unknownFeature(featureName, at: nil).rendered(in: "") + "\n")
      return 2
    }
  } else {
    writeOut("Features:\n" + shell.featureList().joined(separator: "\n") + "\n")
    writeOut("Type 'load <feature>' to start, or run '\(program) <feature>'.\n")
  }
  return await shell.run()
}

private func usage(_ program: String, features: [REPLFeature]) -> String {
  """
  \(program): step a Composable Architecture store by hand.

  Usage: \(program) [<feature>] [--no-color] [--version] [--help]

  Features:
  \(features.map { "  \($0.name)  \($0.summary)" }.joined(separator: "\n"))

  In the shell, type 'help' for the commands.

  """
}

func writeOut(_ text: String) {
  var bytes = Array(text.utf8)
  bytes.withUnsafeMutableBytes { buffer in
    var written = 0
    while written < buffer.count {
      let result = Glibc.write(1, buffer.baseAddress! + written, buffer.count - written)
      guard result > 0 else { return }
      written += result
    }
  }
}

func writeError(_ text: String) {
  var bytes = Array(text.utf8)
  _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
}
