/// Which feature a session loads, and how it starts: what `load` takes, what the command line's
/// feature, `--preview` and `--state` make, and what a journal, a script and a worker's command
/// line record, in one text.
///
/// ```
/// AddContactFeature
/// ContactsFeature preview 2
/// ContactsFeature preview ContactsView
/// Ticket state Ticket.State(holder: "Ada")
/// ```
///
/// The name may be left out (`preview 2`): the feature whose preview it is, or the default one.
struct FeatureChoice: Equatable {
  /// How the session starts, when not as the feature's default start.
  enum Start: Equatable {
    /// A preview, by its number among the files' previews or what it shows.
    case preview(String)
    /// A state typed as a literal.
    case state(String)
  }

  /// The feature's name; empty when left to the previews or the default.
  var name: String
  var start: Start?

  init(name: String, start: Start? = nil) {
    self.name = name
    self.start = start
  }

  /// Reads a choice: a name, then `preview <number or name>`, `state <literal>`, or a literal.
  init(parsing text: some StringProtocol) {
    let text = text.drop { $0 == " " }
    let words = text.split(separator: " ", maxSplits: 1)
    guard let first = words.first else {
      self.init(name: "")
      return
    }
    let rest = words.count > 1 ? String(words[1]) : ""
    if let start = Self.start(first: String(first), rest: rest) {
      self.init(name: "", start: start)
      return
    }
    let restWords = rest.split(separator: " ", maxSplits: 1)
    let start = restWords.first.flatMap { word in
      Self.start(first: String(word), rest: restWords.count > 1 ? String(restWords[1]) : "")
    }
    if start == nil, !rest.contains("("), !rest.hasPrefix(".") {
      // No literal follows: the words are a name, mistyped with a space (`Effects Basics`).
      self.init(name: Self.trimmed(String(text)))
      return
    }
    self.init(name: String(first), start: start ?? .state(Self.trimmed(rest)))
  }

  private static func start(first: String, rest: String) -> Start? {
    switch first {
    case "preview":
      // A name with spaces may be quoted, as on the command line: `preview "Sold out"`.
      let name = trimmed(rest)
      let isQuoted = name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"")
      return .preview(isQuoted ? String(name.dropFirst().dropLast()) : name)
    case "state": return .state(trimmed(rest))
    default: return nil
    }
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// The choice as a journal, a script and a command line keep it.
  var text: String {
    let start: String? =
      switch self.start {
      case .preview(let preview): "preview \(preview)"
      case .state(let literal): "state \(literal)"
      case nil: nil
      }
    return [name.isEmpty ? nil : name, start].compactMap { $0 }.joined(separator: " ")
  }
}
