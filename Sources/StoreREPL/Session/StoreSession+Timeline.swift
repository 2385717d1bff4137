import Composable

/// What happened to one effect, for `timeline`.
struct EffectLife {
  enum End { case finished, cancelled, stopped }

  var number: Int
  var ids: [CancelID]
  /// The step that started it.
  var step: Int
  var start: Duration
  var end: (time: Duration, kind: End)?
  /// The step during which it ended.
  var endStep: Int?
  /// When it sent actions back.
  var sends: [Duration] = []
}

extension StoreSession {
  /// `timeline`: each effect of the steps so far as a bar over virtual time, and the steps
  /// underneath.
  ///
  /// `├` starts a bar, `●` marks an action the effect sent, `┤` its end, `✕` its cancellation
  /// and `→` an effect still in flight.
  func timeline(style: ShellStyle) -> CommandOutput {
    let current = lives.values.filter { $0.step <= self.position }.sorted { $0.number < $1.number }
    guard !current.isEmpty || position > 0 else {
      return CommandOutput(lines: [style.dim("  no steps yet")])
    }
    let span = max(now, current.map { $0.end?.time ?? now }.max() ?? .zero)
    let column = Self.columnDuration(for: span)
    let columns = max(2, Int((span / column).rounded(.up)) + 2)
    func columnOf(_ time: Duration) -> Int {
      min(columns - 1, Int((time / column).rounded(.down)))
    }
    let names = current.map { life in
      "#\(life.number)"
        + (life.ids.visible.isEmpty
          ? "" : " " + life.ids.visible.map(\.description).joined(separator: ", "))
    }
    let labelWidth = max(names.map(\.count).max() ?? 0, 5)
    func pad(_ text: String) -> String {
      text + String(repeating: " ", count: max(0, labelWidth - text.count))
    }
    var lines: [String] = []
    // The axis: a tick every ten columns, labelled with its time.
    var axis = Array(repeating: Character(" "), count: columns + 12)
    var ruler = Array(repeating: Character("·"), count: columns)
    for tick in stride(from: 0, to: columns, by: 10) {
      ruler[tick] = "|"
      for (offset, character) in (column * tick).shortDescription.enumerated()
      where tick + offset < axis.count {
        axis[tick + offset] = character
      }
    }
    lines.append("  \(pad("time"))  \(String(axis).trimmingTrailingSpaces)")
    lines.append("  \(pad(""))  \(String(ruler))")
    for (life, name) in zip(current, names) {
      var bar = Array(repeating: Character(" "), count: columns)
      let first = columnOf(life.start)
      let last = life.end.map { columnOf($0.time) } ?? columns - 1
      for index in first...max(first, last) { bar[index] = "─" }
      bar[first] = "├"
      for send in life.sends { bar[columnOf(send)] = "●" }
      let note: String
      switch life.end {
      case let (time, .finished)?:
        bar[last] = bar[last] == "●" && last == first ? "●" : "┤"
        if let lastSend = life.sends.last, columnOf(lastSend) == last { bar[last] = "●" }
        note = "finished at \(time.formattedSeconds)"
      case let (time, .cancelled)?:
        bar[last] = "✕"
        note = "cancelled at \(time.formattedSeconds)"
      case let (time, .stopped)?:
        bar[last] = "✕"
        note = "stopped at \(time.formattedSeconds)"
      case nil:
        bar[last] = "→"
        note = "in flight"
      }
      lines.append("  \(pad(name))  \(String(bar))  \(note), from step \(life.step)")
    }
    // The steps: each step's number under the time it happened, when there is room.
    var stepsRow = Array(repeating: Character(" "), count: columns + 8)
    var nextFree = 0
    var time = Duration.zero
    for (index, step) in zip(history.applied.indices, history.applied) {
      defer { time = step.time }
      let at = columnOf(step.command == .advance ? step.time : time)
      let label = String(index + 1)
      guard at >= nextFree, at + label.count <= stepsRow.count else { continue }
      for (offset, character) in label.enumerated() { stepsRow[at + offset] = character }
      nextFree = at + label.count + 1
    }
    lines.append("  \(pad("steps"))  \(String(stepsRow).trimmingTrailingSpaces)")
    lines.append(
      style.dim(
        "  one column is \(column.shortDescription); ├ start  ● action sent  ┤ finished  ✕ cancelled  → in flight"
      ))
    return CommandOutput(lines: lines)
  }

  /// A round duration per column that fits `span` in about 60 columns.
  static func columnDuration(for span: Duration) -> Duration {
    let candidates: [Duration] = [
      .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
      .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(5),
      .seconds(10), .seconds(30), .seconds(60), .seconds(300), .seconds(600), .seconds(3600),
    ]
    return candidates.first { span / $0 <= 60 } ?? .seconds(86_400)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
