extension ShellError {
  /// The feature's screen: drawing it, and driving its controls (`tap`, `type`, `toggle`,
  /// `pick`, `back`, `dismiss`).
  enum ScreenProblem: Equatable, Sendable, Codable {
    /// The feature was registered without a view.
    case noView(feature: String)
    /// `screen` with a word other than `on` or `off`.
    case expectedOnOrOff
    /// A screen command without the control it drives.
    case expectedControl(command: String)
    /// `type` without the text to type, in quotes.
    case expectedText
    /// `pick` without the option to pick.
    case expectedOption
    /// A label or number that names no control of the screen, the labels there are.
    case noSuchControl(String, suggestion: String?, labels: [String])
    /// A label that names several controls, by their numbers.
    case ambiguousControl(String, numbers: [Int])
    /// A control turned off (`.disabled(true)`).
    case disabledControl(String)
    /// A control that the command does not drive: `type` on a button, `toggle` on a field.
    case wrongControl(String, command: String, use: String)
    /// A picker's option that it does not have.
    case noSuchOption(String, picker: String, options: [String])
    /// `back` where no screen is pushed.
    case nothingPushed
    /// `dismiss` where nothing is presented.
    case nothingPresented
    /// A tap that sent an action the shell cannot write as a literal.
    case unwritableAction(String)
    /// `appear` where nothing the screen shows has an `.onAppear` or a `.task`.
    case nothingAppears
    /// `refresh` where nothing the screen shows is `.refreshable`.
    case notRefreshable
    /// A control the screen shows but does not drive, and what it is: a slider.
    case readOnlyControl(String, kind: String)

    var kind: Kind {
      switch self {
      case .expectedOnOrOff, .expectedControl, .expectedText, .expectedOption: .usage
      case .noSuchControl, .noSuchOption: .unknownName
      case .ambiguousControl: .ambiguousName
      case .noView, .disabledControl, .wrongControl, .nothingPushed, .nothingPresented,
        .unwritableAction, .nothingAppears, .notRefreshable, .readOnlyControl:
        .refused
      }
    }

    var message: String {
      switch self {
      case let .noView(feature):
        "\(feature) has no view to draw: its registration gives none, or the loader set it aside"
      case .expectedOnOrOff:
        "expected 'on' or 'off' after 'screen', or nothing"
      case let .expectedControl(command):
        "expected a control's label or number after '\(command)'; 'screen' numbers them"
      case .expectedText:
        "expected the text to type, in quotes, after the field: type 1 \"Blob\""
      case .expectedOption:
        "expected the option to pick after the picker: pick 1 Large"
      case let .noSuchControl(label, suggestion, labels):
        "no control '\(label)' on the screen"
          + (suggestion.map { "; did you mean '\($0)'?" }
            ?? (labels.isEmpty
              ? "; it has none" : "; it has \(labels.map { "'\($0)'" }.joined(separator: ", "))"))
      case let .ambiguousControl(label, numbers):
        "'\(label)' names controls \(numbers.map(String.init).joined(separator: " and ")); "
          + "use the number"
      case let .disabledControl(label):
        "'\(label)' is disabled"
      case let .wrongControl(label, command, use):
        "'\(label)' is no control '\(command)' drives; use '\(use)'"
      case let .noSuchOption(option, picker, options):
        "'\(picker)' has no option '\(option)'; it has "
          + options.map { "'\($0)'" }.joined(separator: ", ")
      case .nothingPushed:
        "no screen is pushed: 'back' pops the top of a navigation stack"
      case .nothingPresented:
        "nothing is presented: 'dismiss' closes a sheet, an alert or a dialog"
      case let .unwritableAction(action):
        "the control sent \(action), which the shell cannot write as an action literal"
      case .nothingAppears:
        "nothing on the screen runs as it appears: it has no .onAppear and no .task"
      case .notRefreshable:
        "nothing on the screen is refreshable: it has no .refreshable"
      case let .readOnlyControl(label, kind):
        "'\(label)' is a \(kind), which the screen shows but cannot drive; 'set' changes the "
          + "state it shows"
      }
    }
  }
}
