import Testing

@testable import StoreREPL

/// The command line is read into one value before anything runs, and what is wrong with it is
/// one error, written by one renderer.
@Suite struct StoreREPLOptionsTests {
  static func error(_ arguments: [String]) -> StoreREPLOptionError? {
    do throws(StoreREPLOptionError) {
      _ = try StoreREPLOptions(parsing: arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test func theOptionsAreRead() throws {
    let options = try StoreREPLOptions(parsing: [
      "Tally.swift", "Tally", "--theme", "light", "--diff", "compact", "--ascii", "--width",
      "100", "--history", "50", "--watch", "--check", "a.transcript", "b.transcript", "--no-color",
    ])
    #expect(options.files == ["Tally.swift"])
    #expect(options.feature == "Tally")
    #expect(options.look == ShellStyle.Look(theme: .light, diff: .compact, ascii: true))
    #expect(options.choseTheme)
    #expect(options.width == 100)
    #expect(options.historyLimit == 50)
    #expect(options.watches)
    #expect(options.checkPaths == ["a.transcript", "b.transcript"])
    #expect(options.noColor)
    #expect(options.request == .session)
    let package = try StoreREPLOptions(parsing: ["--package", "App", "--target", "Tallies"])
    #expect(package.naming == ["--package", "App", "--target", "Tallies"])
  }

  /// `--help` is given whatever else the line holds, at the width it asks for.
  @Test func helpWinsOverTheRest() throws {
    let help = try StoreREPLOptions(parsing: ["--help", "--colour", "--width", "60"])
    #expect(help.request == .help)
    #expect(help.width == 60)
  }

  @Test func aMistypedOptionIsSuggestedWithTheUsageLine() {
    #expect(Self.error(["--scirpt", "x"]) == .unknownOption("--scirpt"))
    #expect(
      StoreREPLOptionError.unknownOption("--scirpt").rendered(program: "store-repl") == """
        error: unknown option '--scirpt'; did you mean '--script'?
        Usage: \(usageLine("store-repl"))
        See 'store-repl --help' for more information.

        """)
  }

  @Test func everyErrorSaysWhereHelpIs() {
    let cases: [([String], String)] = [
      (["--lesson"], "'--lesson' needs a lesson transcript"),
      (["--width", "3"], "'--width' needs a number of columns, 20 or more, as in '--width 100'"),
      (
        ["--theme", "sepia"],
        "unknown theme 'sepia'; the themes are 'dark', 'light' or 'high-contrast'"
      ),
      (["A", "B"], "unexpected argument 'B': one feature at a time"),
      (["--notes", "n.txt"], "'--notes' goes with '--lesson'"),
      (["--target", "T"], "'--target' names a target of the package that '--package <dir>' names"),
    ]
    for (arguments, message) in cases {
      #expect(
        Self.error(arguments)?.rendered(program: "sr")
          == "error: \(message)\nSee 'sr --help' for more information.\n")
    }
  }
}
