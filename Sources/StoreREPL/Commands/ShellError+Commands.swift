extension ShellError {
  /// The words of a command that are not what it takes, where no other group says them.
  enum CommandProblem: Equatable, Sendable, Codable {
    /// `diff` with a word other than `full` or `compact`.
    case expectedDiffLayout
    /// `export` with words it does not take, and the command meant, when one is close.
    case expectedExport(suggestion: String?)
    /// `timeline` with words other than `--svg <file>` or `--html <file>`.
    case expectedTimelineFile
    /// `help` about a word that names no command, with the command it is closest to, if any.
    case noHelp(String, suggestion: String?)

    var kind: Kind {
      switch self {
      case .expectedDiffLayout, .expectedExport, .expectedTimelineFile: .usage
      case .noHelp: .unknownName
      }
    }

    var message: String {
      switch self {
      case .expectedDiffLayout:
        "expected 'full' or 'compact'"
      case let .expectedExport(suggestion):
        "expected 'export test', 'export test <file>' or 'export html <file>'"
          + Suggestion.didYouMean(suggestion)
      case .expectedTimelineFile:
        "expected '--svg <file>' or '--html <file>' after 'timeline', or nothing"
      case let .noHelp(word, suggestion):
        "no command '\(word)'" + Suggestion.didYouMean(suggestion)
      }
    }
  }

  /// Moving the virtual clock (`advance`), and waiting outside it (`wait`).
  enum ClockProblem: Equatable, Sendable, Codable {
    /// `advance` with nothing after it.
    case expectedAdvance
    /// A word that is no duration, after `advance`.
    case notADuration(String)
    /// A number without a unit, after `advance`.
    case needsUnit(String)
    /// A duration shorter than a nanosecond.
    case belowResolution(String)
    /// A duration that would take the clock past ``DurationLiteral/longest``.
    case pastTheFurthest(String)
    /// A negative duration.
    case onlyForward
    /// A word that is no duration, after `wait`.
    case notAWaitDuration(String)
    /// A `wait` longer than it waits at most.
    case waitTooLong(longest: Duration)
    /// `wait` when no effect waits outside the virtual clock.
    case nothingWaitsOutside

    var kind: Kind {
      switch self {
      case .expectedAdvance, .notADuration, .needsUnit, .belowResolution, .notAWaitDuration:
        .usage
      case .pastTheFurthest, .onlyForward, .waitTooLong, .nothingWaitsOutside:
        .refused
      }
    }

    var message: String {
      switch self {
      case .expectedAdvance:
        "expected a duration ('1s', '250ms', '1m30s'), 'next' or 'all'"
      case let .notADuration(written):
        "'\(written)' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or "
          + "'all'"
      case let .needsUnit(written):
        "'\(written)' needs a unit; did you mean '\(written)s'?"
      case let .belowResolution(written):
        "'\(written)' is shorter than the virtual clock's resolution, 1ns"
      case let .pastTheFurthest(written):
        "'\(written)' would take the virtual clock past "
          + "\(DurationLiteral.format(DurationLiteral.longest)) (about 31 years), the furthest a "
          + "session goes"
      case .onlyForward:
        "the virtual clock only goes forward; 'undo' takes back the last step, 'goto <step>' "
          + "goes to any step of the 'log'"
      case let .notAWaitDuration(written):
        "'\(written)' is not a duration; write '1s', '250ms' or '5s'"
      case let .waitTooLong(longest):
        "'wait' waits \(DurationLiteral.format(longest)) at most: real time passes while it waits"
      case .nothingWaitsOutside:
        "nothing waits outside the virtual clock; 'effects' lists what is in flight, 'advance' "
          + "moves the clock"
      }
    }
  }
}
