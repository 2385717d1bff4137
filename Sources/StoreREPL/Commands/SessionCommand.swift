/// A command for the loaded feature, with its arguments read once, before the session runs it.
///
/// An action literal is parsed here, once, and decoded by the feature; what only the feature
/// can read (a state path, a scenario's or an id's name) stays text, with the UTF-8 offset in the line where it starts, for the session to read
/// against the feature's types; everything else (numbers, durations, `on`/`off`, `next`/`all`,
/// arguments given to commands that take none) is read here, and what is malformed is a usage
/// error before the session is touched.
enum SessionCommand: Equatable, Codable {
  /// An argument's text with the whitespace around it skipped, and its offset in the line.
  struct Argument: Equatable, Codable {
    var text: Substring
    var offset: Int

    var isEmpty: Bool { text.isEmpty }

    init(text: Substring, offset: Int) {
      self.text = text
      self.offset = offset
    }

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      text = try container.decode(String.self)[...]
      offset = try container.decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(String(text))
      try container.encode(offset)
    }

    /// The first word, and what follows it with its leading whitespace skipped.
    var firstWord: (word: Argument, rest: Argument) {
      let word = text.prefix { !$0.isWhitespace }
      let rest = text.dropFirst(word.count)
        .skippingLeadingWhitespace(offset: offset + word.utf8.count)
      return (Argument(text: word, offset: offset), Argument(text: rest.text, offset: rest.offset))
    }
  }

  /// How far `advance` moves the clock.
  enum Advance: Equatable, Codable {
    /// By a duration, as written (`1s`): the session refuses one that would take the clock past
    /// the furthest it goes.
    case by(Duration, written: String)
    /// To the next deadline.
    case next
    /// Through every deadline.
    case all
  }

  /// A picture of the timeline to write: `--svg <file>` or `--html <file>`.
  struct PictureFile: Equatable, Codable {
    enum Format: Equatable, Codable { case svg, html }
    var format: Format
    var path: String
  }

  /// Which rows `log` lists: the filters given, in any order, each at most once
  /// (`log received 3-5`, `log sent \.count`).
  struct LogFilter: Equatable, Codable {
    /// Which actions: those sent, or those effects fed back.
    enum Origin: Equatable, Codable { case sent, received }

    /// The steps numbered so, from the first to the last (`10-20`, `5`), and where they are in
    /// the line.
    var steps: ClosedRange<Int>?
    var stepsOffset = 0
    /// Only the actions sent, or only those effects fed back.
    var origin: Origin?
    /// Only the actions that changed a part of the state (`\.count`), unread.
    var path: Argument?

    /// Every step.
    static let all = LogFilter()
    static let received = LogFilter(origin: .received)
    static let sent = LogFilter(origin: .sent)
    static func steps(_ steps: ClosedRange<Int>, at offset: Int) -> LogFilter {
      LogFilter(steps: steps, stepsOffset: offset)
    }
    static func path(_ path: Argument) -> LogFilter { LogFilter(path: path) }
  }

  /// What `trace` shows.
  enum TraceRequest: Equatable, Codable {
    /// The trace of a step: the one numbered so, or the last one.
    case step(Int?, at: Int)
    /// Traces every step from now on (`on`), or no longer (`off`).
    case everyStep(Bool)
  }

  /// What `cancel` cancels.
  enum CancelTarget: Equatable, Codable {
    /// The effect numbered so (`#2`).
    case number(Int)
    /// The effects in flight under a cancellation id, as written (`delay`, `CancelID.delay`).
    case id(String)
  }

  /// What a command about the feature's screen asks for.
  enum ScreenRequest: Equatable, Codable {
    /// `screen`: draws it.
    case draw
    /// `screen on` or `screen off`: whether it is drawn again after every step.
    case redraw(Bool)
    /// `tap <control>`.
    case tap(Argument)
    /// `type <field> "<text>"`: the field, and the text unquoted.
    case type(Argument, text: String)
    /// `toggle <control>`.
    case toggle(Argument)
    /// `pick <picker> <option>`.
    case pick(Argument, option: Argument)
    /// `back`: pops the screen on top of the navigation stack.
    case back
    /// `dismiss`: closes what is presented in front.
    case dismiss
    /// `appear`: runs the `.onAppear` and `.task` closures of what the screen shows.
    case appear
    /// `refresh`: runs the `.refreshable` closures of what the screen shows.
    case refresh

    /// The command that asks for it, as a message names it.
    var commandName: String {
      switch self {
      case .draw, .redraw: "screen"
      case .tap: "tap"
      case .type: "type"
      case .toggle: "toggle"
      case .pick: "pick"
      case .back: "back"
      case .dismiss: "dismiss"
      case .appear: "appear"
      case .refresh: "refresh"
      }
    }
  }

  /// `send <action> [{ <assignments> }]`: the action, parsed, and the block, unread.
  case send(ActionText)
  /// `receive [<action or case>] [{ … }]`.
  case receive(ActionText)
  /// `expect <path> == <value>`.
  case expect(Argument)
  /// `set <path> = <value>`.
  case set(Argument)
  /// `state [<path>]`.
  case state(Argument)
  /// `advance <duration> | next | all`.
  case advance(Advance, at: Int)
  /// `wait [<duration>]`: for how long at most, if given.
  case wait(Duration?)
  /// `cancel <id> | #<n>`.
  case cancel(CancelTarget, at: Int)
  /// `scenario <name>`.
  case scenario(Argument)
  /// `exhaustive on | off`.
  case exhaustive(Bool)
  /// `undo [<n>]`: how many steps.
  case undo(Int, at: Int)
  /// `goto <step>`.
  case goto(Int, at: Int)
  /// `timeline [--svg <file> | --html <file>]`.
  case timeline(PictureFile?)
  /// `log [<n> | <from>-<to> | received | sent | \.<path>]`.
  case log(LogFilter)
  /// `skip <step>`: the step's number, and where it is in the line.
  case skip(Int, at: Int)
  /// `replace <step> <action>`: the step's number, the action, and where the number is.
  case replace(Int, ActionText, at: Int)
  /// `trace [<step> | on | off]`.
  case trace(TraceRequest)
  case reset, effects, actions, deps
  /// `break <case path> | if <condition> | effect start|finish|cancel [<id>]`, unread.
  case breakpoint(Argument)
  /// `delete <n>`, `disable <n>`, `enable <n>`: a breakpoint's number.
  case delete(Int, at: Int)
  case disable(Int, at: Int)
  case enable(Int, at: Int)
  /// `continue`: reduce what a breakpoint held, and go on with the `advance` it stopped.
  case resume
  /// `step`: reduce the next action a breakpoint held, only.
  case step
  case breakpoints
  /// `watch <path>`, unread.
  case watch(Argument)
  /// `unwatch <n>`.
  case unwatch(Int, at: Int)
  case watches
  /// `invariant <condition>`, unread.
  case invariant(Argument)
  /// `delete invariant <n>`.
  case deleteInvariant(Int, at: Int)
  case invariants
  /// `explore [depth <n>] [for <duration>] [only|except <case>, …]`: how deep, for how long at
  /// most, and which actions it sends, when they are chosen.
  case explore(depth: Int, for: Duration?, choice: ExploreChoice?)
  /// `screen`, `tap`, `type`, `toggle`, `pick`, `back`, `dismiss`.
  case screen(ScreenRequest)

  /// `wait` waits this long when no duration is given.
  static var waitDefault: Duration { .seconds(1) }
  /// `wait` waits this long at most.
  static var waitLongest: Duration { .seconds(30) }

  /// The actions `explore` is told to send, or to leave out: `only <case>[, <case>…]` or
  /// `except <case>[, <case>…]`, each case path as typed, read by the session.
  struct ExploreChoice: Equatable, Codable {
    enum Kind: String, Equatable, Codable { case only, except }
    var kind: Kind
    var cases: [Argument]
  }

  /// `explore [depth <n>] [for <duration>] [only|except <case>, …]`, in any order.
  static func explore(_ argument: Argument) throws(ShellError) -> SessionCommand {
    var depth: Int?
    var budget: Duration?
    var choice: ExploreChoice?
    var rest = argument
    while !rest.text.isEmpty {
      let (keyword, afterKeyword) = rest.firstWord
      let (value, after) = afterKeyword.firstWord
      switch keyword.text {
      case "depth" where depth == nil:
        guard let number = Int(value.text), (1...12).contains(number) else {
          throw ShellError(
            .explore(.expectedDepth), at: value.text.isEmpty ? keyword.offset : value.offset)
        }
        depth = number
      case "for" where budget == nil:
        guard let duration = DurationLiteral.parse(String(value.text)), duration > .zero else {
          throw ShellError(
            .explore(.expectedBudget), at: value.text.isEmpty ? keyword.offset : value.offset)
        }
        budget = duration
      case "only", "except":
        guard choice == nil else {
          throw ShellError(.explore(.choiceTwice), at: keyword.offset)
        }
        let kind = ExploreChoice.Kind(rawValue: String(keyword.text))!
        let (cases, left) = try exploreCases(afterKeyword, after: kind)
        choice = ExploreChoice(kind: kind, cases: cases)
        rest = left
        continue
      default:
        throw ShellError(.explore(.expectedArguments), at: keyword.offset)
      }
      rest = after
    }
    return .explore(depth: depth ?? 6, for: budget, choice: choice)
  }

  /// The cases after `only` or `except`, separated by commas, and what follows them.
  private static func exploreCases(
    _ argument: Argument, after kind: ExploreChoice.Kind
  ) throws(ShellError) -> (cases: [Argument], rest: Argument) {
    let text = argument.text
    func offset(_ index: Substring.Index) -> Int {
      argument.offset + text.utf8.distance(from: text.startIndex, to: index)
    }
    func skippingWhitespace(from index: Substring.Index) -> Substring.Index {
      text[index...].firstIndex { !$0.isWhitespace } ?? text.endIndex
    }
    var cases: [Argument] = []
    var index = skippingWhitespace(from: text.startIndex)
    // NB: Each turn reads a case or throws, so the loop moves on or ends.
    while true {
      let start = index
      index = text[start...].firstIndex { $0.isWhitespace || $0 == "," } ?? text.endIndex
      guard start < index else {
        throw ShellError(.explore(.expectedCases(after: kind.rawValue)), at: offset(start))
      }
      cases.append(Argument(text: text[start..<index], offset: offset(start)))
      let next = skippingWhitespace(from: index)
      guard next < text.endIndex, text[next] == "," else {
        return (cases, Argument(text: text[next...], offset: offset(next)))
      }
      index = skippingWhitespace(from: text.index(after: next))
    }
  }

  /// The number of a breakpoint, a watch or an invariant, as `delete 2` or `unwatch 1` gives
  /// it.
  static func number(
    _ word: Argument, of what: ShellError.DebuggerProblem.Numbered, for command: String
  ) throws(ShellError) -> Int {
    guard let number = Int(word.text), number > 0 else {
      throw ShellError(.debugger(.expectedNumber(of: what, command: command)), at: word.offset)
    }
    return number
  }

  /// A step number from `log`, from 1.
  static func stepNumber(_ word: Argument, for example: String) throws(ShellError) -> Int {
    guard let number = Int(word.text), number > 0 else {
      throw ShellError(.past(.expectedStepNumber(example: example)), at: word.offset)
    }
    return number
  }

  static func advance(_ word: Argument) throws(ShellError) -> Advance {
    switch word.text {
    case "":
      throw ShellError(.clock(.expectedAdvance), at: word.offset)
    case "next": return .next
    case "all": return .all
    default: return .by(try duration(word), written: String(word.text))
    }
  }

  static func pictureFile(_ word: Argument) throws(ShellError) -> PictureFile? {
    guard !word.isEmpty else { return nil }
    let words = word.text.split(maxSplits: 1, whereSeparator: \.isWhitespace)
    let format: PictureFile.Format? =
      switch words[0] {
      case "--svg": .svg
      case "--html": .html
      default: nil
      }
    guard let format, words.count == 2 else {
      throw ShellError(.command(.expectedTimelineFile), at: word.offset)
    }
    return PictureFile(
      format: format, path: String(words[1].skippingLeadingWhitespace(offset: 0).text))
  }

  static func traceRequest(_ word: Argument) throws(ShellError) -> TraceRequest {
    switch word.text {
    case "": return .step(nil, at: word.offset)
    case "on": return .everyStep(true)
    case "off": return .everyStep(false)
    default: break
    }
    guard let step = Int(word.text), step > 0 else {
      throw ShellError(.timeTravel(.expectedTraceArgument), at: word.offset)
    }
    return .step(step, at: word.offset)
  }

  static func logFilter(_ argument: Argument) throws(ShellError) -> LogFilter {
    var filter = LogFilter.all
    var rest = argument
    while !rest.isEmpty {
      let (word, after) = rest.firstWord
      switch word.text {
      case "received" where filter.origin == nil: filter.origin = .received
      case "sent" where filter.origin == nil: filter.origin = .sent
      case let text where text.first?.isNumber == true && filter.steps == nil:
        let bounds = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = Int(bounds[0]), first > 0,
          let last = bounds.count == 2 ? Int(bounds[1]) : first, last >= first
        else {
          throw ShellError(.timeTravel(.expectedLogSteps), at: word.offset)
        }
        (filter.steps, filter.stepsOffset) = (first...last, word.offset)
      case let text
      where filter.path == nil && !["received", "sent"].contains(text)
        && text.first?.isNumber == false:
        filter.path = word
      default:
        throw ShellError(.timeTravel(.expectedLogFilter), at: word.offset)
      }
      rest = after
    }
    return filter
  }

  static func wait(_ word: Argument) throws(ShellError) -> Duration? {
    guard !word.isEmpty else { return nil }
    guard case let .duration(duration) = DurationLiteral.read(String(word.text)) else {
      _ = try Self.duration(word)
      throw ShellError(.clock(.notAWaitDuration(String(word.text))), at: word.offset)
    }
    guard duration <= waitLongest else {
      throw ShellError(.clock(.waitTooLong(longest: waitLongest)), at: word.offset)
    }
    return duration
  }

  static func cancelTarget(_ word: Argument) throws(ShellError) -> CancelTarget {
    guard !word.isEmpty else {
      throw ShellError(.effects(.expectedCancelTarget), at: word.offset)
    }
    guard word.text.hasPrefix("#") else { return .id(String(word.text)) }
    guard let number = Int(word.text.dropFirst()), number > 0 else {
      throw ShellError(.effects(.expectedEffectNumber), at: word.offset + 1)
    }
    return .number(number)
  }

  /// A duration, as written, that would take the virtual clock past the furthest it goes.
  static func tooFar(_ written: some StringProtocol, at offset: Int) -> ShellError {
    ShellError(.clock(.pastTheFurthest(String(written))), at: offset)
  }

  /// The duration written, or the error that says what to type instead.
  private static func duration(_ word: Argument) throws(ShellError) -> Duration {
    let written = String(word.text)
    switch DurationLiteral.read(written) {
    case .duration(let duration):
      return duration
    case .tooLong:
      throw tooFar(word.text, at: word.offset)
    case .belowResolution:
      throw ShellError(.clock(.belowResolution(written)), at: word.offset)
    case .invalid:
      func isNumber(_ text: Substring) -> Bool {
        text.contains(where: \.isNumber) && text.allSatisfy { $0.isNumber || $0 == "." }
          && Double(text) != nil
      }
      let magnitude = written.drop { $0 == "-" }
      if magnitude.count < written.count,
        DurationLiteral.parse(String(magnitude)) != nil || isNumber(magnitude)
      {
        throw ShellError(.clock(.onlyForward), at: word.offset)
      }
      if isNumber(Substring(written)) {
        throw ShellError(.clock(.needsUnit(written)), at: word.offset)
      }
      throw ShellError(.clock(.notADuration(written)), at: word.offset)
    }
  }
}
