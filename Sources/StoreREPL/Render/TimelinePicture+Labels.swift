extension TimelinePicture.Bar {
  /// What the bar says beside it: the effect's number, the action that started it, the actions
  /// it sent and its cancellation ids, each shortened to fit a slide —
  /// `#2 .numberFactButtonTapped → .numberFactResponse(.success(…))`.
  var label: String {
    var text = "#\(number)"
    if let action { text += " " + Self.abbreviated(action) }
    if !sentActions.isEmpty { text += " → " + Self.summary(of: sentActions) }
    if !ids.isEmpty { text += "  [" + ids.joined(separator: ", ") + "]" }
    return Self.truncated(text, to: TimelinePicture.labelLimit)
  }

  /// The bar's tooltip: the actions written whole, one a line, and how the effect ended.
  var tooltip: String {
    var head = "#\(number)"
    if !ids.isEmpty { head += " [" + ids.joined(separator: ", ") + "]" }
    if let action { head += " started by " + action }
    var lines = [head]
    let listed = sentActions.prefix(Self.tooltipActions)
    lines += listed.map { "sent " + $0 }
    if sentActions.count > listed.count {
      lines.append("… and \(sentActions.count - listed.count) more")
    }
    lines.append(note)
    return lines.joined(separator: "\n")
  }

  /// How many sent actions the tooltip lists.
  static var tooltipActions: Int { 20 }

  /// An action as the shell prints it, as short as a label needs: whole when it fits `limit`,
  /// else its cases as deep as they fit (`.splash(.responseCurrentWeather(…))`, `.splash(…)`),
  /// else cut.
  static func abbreviated(_ action: String, limit: Int = 40) -> String {
    guard action.count > limit else { return action }
    var names: [Substring] = []
    var rest = Substring(action)
    var hasPayload = false
    // Each turn reads a `.` and a name, or stops: the loop always moves on.
    while rest.first == "." {
      let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { break }
      names.append(name)
      rest = rest.dropFirst(1 + name.count)
      guard rest.first == "(" else { break }
      rest = rest.dropFirst()
      guard rest.first == "." else {
        hasPayload = true
        break
      }
    }
    func nested(_ names: ArraySlice<Substring>, payload: Bool) -> String {
      guard let first = names.first else { return "" }
      guard names.count > 1 else { return "." + first + (payload ? "(…)" : "") }
      return "." + first + "(" + nested(names.dropFirst(), payload: payload) + ")"
    }
    // The deepest cases that fit: what a payload holds is left out first.
    for depth in stride(from: names.count, through: 1, by: -1) {
      let cases = nested(names[..<depth], payload: depth < names.count || hasPayload)
      if cases.count <= limit { return cases }
    }
    return truncated(action, to: limit)
  }

  /// Actions as a label lists them: each kind once, in the order they came, with how many there
  /// were (`.timerTicked ×5`); after three kinds, how many more.
  static func summary(of actions: [String]) -> String {
    var kinds: [(text: String, count: Int)] = []
    for action in actions {
      let text = abbreviated(action)
      if let index = kinds.firstIndex(where: { $0.text == text }) {
        kinds[index].count += 1
      } else {
        kinds.append((text, 1))
      }
    }
    let shown = kinds.prefix(3).map { $0.count == 1 ? $0.text : "\($0.text) ×\($0.count)" }
    let more = kinds.count - shown.count
    return shown.joined(separator: ", ") + (more > 0 ? ", +\(more) more" : "")
  }

  /// `text` cut to `limit` characters, the last of them `…`, when it is longer.
  static func truncated(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}
