/// The one place that writes an error as text: the shell's (``ShellError``), the feature
/// loader's (``FeatureFileError``) and the command line's (``StoreREPLOptionError``).
///
/// An error says what went wrong as a value whose words it writes itself; the renderer decides
/// how it reads: `error: ` before each message, the caret diagnostic under the column of the
/// typed line an error is about, a compiler's `file:line:column: error: ` for a place in a file,
/// a line break after each line for standard error, and the error colour of the style.
package struct ErrorRenderer: Sendable {
  /// The colours: the error colour where the style uses colours.
  package var style: ShellStyle

  /// Creates a renderer.
  /// - Parameter style: The colours: the error colour where the style uses colours.
  package init(style: ShellStyle = .plain) {
    self.style = style
  }

  /// Plain text, for standard error and for files.
  package static let plain = ErrorRenderer()

  /// What every error's headline starts with.
  private static let prefix = "error: "

  /// Whether `line` is an error's headline, as a transcript records it.
  static func isHeadline(_ line: some StringProtocol) -> Bool {
    line.hasPrefix(prefix)
  }

  /// An error's headline: `error: ` and the message.
  package func headline(_ message: String) -> String {
    style.error(Self.prefix + message)
  }

  /// An error's headline as a line of standard error, ending with a line break.
  package func line(_ message: String) -> String {
    headline(message) + "\n"
  }

  /// Lines of standard error, each ending with a line break.
  package func rendered(_ lines: [ErrorLine]) -> String {
    lines.map { rendered($0) + "\n" }.joined()
  }

  /// One line, without its line break.
  private func rendered(_ line: ErrorLine) -> String {
    switch line {
    case let .error(message):
      headline(message)
    case let .errorInFile(message, file, line, column):
      style.error("\(file):\(line):\(column): " + Self.prefix + message)
    case let .text(text):
      text
    }
  }

  /// An error about a column of `input`: the headline, where, the line and a caret under the
  /// column, as ``SourceDiagnostic`` lays them out.
  /// - Returns: Four lines, without a trailing newline.
  package func rendered(_ diagnostic: SourceDiagnostic, in input: String) -> String {
    style.error(
      Self.prefix + SourceDiagnostic.printableMessage(diagnostic.message) + "\n"
        + diagnostic.pointer(in: input))
  }

  /// A command's error: its headline, and the caret under the column of `line` when it is about
  /// one. What it quotes of the input is made printable.
  /// - Returns: One line, or four with a caret, without a trailing newline.
  func rendered(_ error: ShellError, in line: String) -> String {
    guard let offset = error.offset else {
      return headline(SourceDiagnostic.printableMessage(error.message))
    }
    return rendered(SourceDiagnostic(message: error.message, offset: offset), in: line)
  }

  /// Why feature files give no session, for standard error.
  /// - Parameter reloading: Whether the files were being reloaded: the session goes on, so
  ///   nothing is said to have stopped.
  package func rendered(_ error: FeatureFileError, reloading: Bool = false) -> String {
    rendered(error.lines(reloading: reloading))
  }

  /// Why a command line cannot run, for standard error: the headline, the usage line when the
  /// line's shape is wrong, and where help is.
  /// - Parameter program: The program's name, as invoked.
  func rendered(_ error: StoreREPLOptionError, program: String) -> String {
    rendered(error.lines(program: program))
  }
}

/// A line of an error on standard error, before ``ErrorRenderer`` writes it.
package enum ErrorLine: Equatable, Sendable {
  /// An error's headline: `error: ` and the message.
  case error(String)
  /// An error at a place in a source file, as compilers write it.
  case errorInFile(String, file: String, line: Int, column: Int)
  /// Text said as it is: a fix, a list, what the compiler said.
  case text(String)
}

extension ShellStyle {
  /// The renderer of errors in this style's colours.
  var errors: ErrorRenderer { ErrorRenderer(style: self) }
}
