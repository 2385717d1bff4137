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

  /// Files compile in Swift 5 mode unless `--swift-version` or their package says otherwise;
  /// what names them for a replay says the mode when their naming alone would not give it.
  @Test func theLanguageModeIsReadAndNamedWhenItIsNotTheDefault() throws {
    let files = try StoreREPLOptions(parsing: ["Tally.swift"])
    #expect(files.swiftVersion == nil)
    #expect(files.languageMode == .v5)
    #expect(files.naming == ["Tally.swift"])
    let swift6 = try StoreREPLOptions(parsing: ["Tally.swift", "--swift-version", "6"])
    #expect(swift6.languageMode == .v6)
    #expect(swift6.naming == ["Tally.swift", "--swift-version", "6"])
    #expect(swift6.filesNaming == ["Tally.swift"])
    var package = try StoreREPLOptions(parsing: ["--package", "App"])
    package.resolveLanguageMode(package: .v6)
    #expect(package.languageMode == .v6)
    #expect(package.naming == ["--package", "App"])
    var chosen = try StoreREPLOptions(parsing: ["--swift-version", "5.0", "--package", "App"])
    chosen.resolveLanguageMode(package: .v6)
    #expect(chosen.languageMode == .v5)
    #expect(chosen.naming == ["--package", "App", "--swift-version", "5"])
    #expect(Self.error(["--swift-verison", "6"]) == .unknownOption("--swift-verison"))
    #expect(
      StoreREPLOptionError.unknownOption("--swift-verison").rendered(program: "sr")
        .hasPrefix("error: unknown option '--swift-verison'; did you mean '--swift-version'?\n"))
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
      (["--swift-version"], "'--swift-version' needs a Swift language mode, '5' or '6'"),
      (
        ["--swift-version", "7"],
        "unknown Swift language mode '7'; the modes are '5' or '6'"
      ),
    ]
    for (arguments, message) in cases {
      #expect(
        Self.error(arguments)?.rendered(program: "sr")
          == "error: \(message)\nSee 'sr --help' for more information.\n")
    }
  }
}
