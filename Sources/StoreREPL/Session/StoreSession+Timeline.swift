import Composable
import ValueDump

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
  /// The action whose reducer started it, when the step's events show it.
  var origin: (any LoggedActionText)?
  /// The actions it sent back, in order.
  var sentActions: [any LoggedActionText] = []
}

/// An action of the log, which says how the shell prints it; written the first time something
/// asks.
protocol LoggedActionText: AnyObject {
  /// The action as the shell prints it.
  var action: String { get }
}

extension StoreSession {
  /// `timeline`: each effect of the steps so far as a bar over virtual time, and the steps
  /// underneath.
  ///
  /// `├` starts a bar, `●` marks an action the effect sent, `┤` its end, `✕` its cancellation
  /// and `→` an effect still in flight.
  func timeline(
    style: ShellStyle, picture file: SessionCommand.PictureFile? = nil
  )
    throws(ShellError) -> CommandOutput
  {
    let current = lives.values.filter { $0.step <= self.position }.sorted { $0.number < $1.number }
    guard !current.isEmpty || position > 0 else {
      guard file == nil else {
        throw ShellError(.file(.noTimeline))
      }
      return CommandOutput(lines: ["  no steps yet"])
    }
    if let file { return try write(picture(of: current), to: file) }
    let span = max(now, current.map { $0.end?.time ?? now }.max() ?? .zero)
    let names = current.map(\.label)
    let labelWidth = max(names.map(\.count).max() ?? 0, 5)
    // The bars take what is left of the width beside the labels and the notes, when that
    // leaves 30 columns or more; else the notes go under the bars, which take the width.
    let notes = current.map(\.note)
    let beside = style.width - 2 - labelWidth - 2 - 2 - (notes.map(\.count).max() ?? 0)
    let notesBeside = beside >= 30
    let room = notesBeside ? beside : max(12, style.width - 2 - labelWidth - 2 - 8)
    let column = Self.columnDuration(for: span, columns: room)
    let columns = max(2, Int((span / column).rounded(.up)) + 2)
    func columnOf(_ time: Duration) -> Int {
      min(columns - 1, Int((time / column).rounded(.down)))
    }
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
    for ((life, name), noted) in zip(zip(current, names), notes) {
      var bar = Array(repeating: Character(" "), count: columns)
      let first = columnOf(life.start)
      let last = life.end.map { columnOf($0.time) } ?? columns - 1
      for index in first...max(first, last) { bar[index] = "─" }
      bar[first] = "├"
      for send in life.sends { bar[columnOf(send)] = "●" }
      switch life.end {
      case (_, .finished)?:
        bar[last] = bar[last] == "●" && last == first ? "●" : "┤"
        if let lastSend = life.sends.last, columnOf(lastSend) == last { bar[last] = "●" }
      case (_, .cancelled)?, (_, .stopped)?:
        bar[last] = "✕"
      case nil:
        bar[last] = "→"
      }
      let row = "  \(pad(name))  \(String(bar))"
      if notesBeside {
        lines.append(row + "  " + noted)
      } else {
        lines.append(row.trimmingTrailingSpaces)
        lines.append("  \(pad(""))  " + noted)
      }
    }
    // The steps: each step's number under the time it happened, when there is room.
    var stepsRow = Array(repeating: Character(" "), count: columns + 8)
    // Steps that fall in one column share a label (`2-3`), or show the last of them when
    // that does not fit: the one that started what the column shows, most often.
    var groups: [(column: Int, first: Int, last: Int)] = []
    var time = Duration.zero
    for (index, step) in zip(history.applied.indices, history.applied) {
      defer { time = step.time }
      let at = columnOf(step.command.name == .advance ? step.time : time)
      if let group = groups.last, group.column == at {
        groups[groups.count - 1].last = index + 1
      } else {
        groups.append((at, index + 1, index + 1))
      }
    }
    /// Whether `label` at `column` ends before the next group's column.
    func fitsBefore(_ label: String, _ column: Int) -> Bool {
      guard let next = groups.first(where: { $0.column > column }) else { return true }
      return column + label.count < next.column
    }
    var nextFree = 0
    for (at, first, last) in groups {
      var label = first == last ? "\(first)" : "\(first)-\(last)"
      if first != last, !fitsBefore(label, at) || at + label.count > stepsRow.count {
        label = "\(last)"
      }
      guard at >= nextFree, at + label.count <= stepsRow.count else { continue }
      for (offset, character) in label.enumerated() { stepsRow[at + offset] = character }
      nextFree = at + label.count + 1
    }
    lines.append("  \(pad("steps"))  \(String(stepsRow).trimmingTrailingSpaces)")
    // The legend goes on the scale's line when it fits there, else on lines of its own,
    // packed whole item by whole item.
    let scale = "  one column is \(column.shortDescription)"
    let legend = ["├ start", "● action sent", "┤ finished", "✕ cancelled", "→ in flight"]
    let whole = legend.joined(separator: "  ")
    if scale.count + 2 + whole.count <= style.width {
      lines.append(style.secondary(scale) + "; " + whole)
    } else {
      lines.append(style.secondary(scale))
      var row = " "
      for item in legend {
        if row.count > 1, row.count + 2 + item.count > style.width {
          lines.append(row)
          row = " "
        }
        row += " " + (row.count > 1 ? " " : "") + item
      }
      lines.append(row)
    }
    return CommandOutput(lines: lines)
  }

  /// The timeline of the steps so far as a picture.
  func picture() -> TimelinePicture {
    picture(of: lives.values.filter { $0.step <= position }.sorted { $0.number < $1.number })
  }

  /// The timeline of `lives` as a picture.
  private func picture(of lives: [EffectLife]) -> TimelinePicture {
    var span = max(now, lives.map { $0.end?.time ?? now }.max() ?? .zero)
    let tick = Self.columnDuration(for: span, columns: 8)
    // An effect in flight goes on past the session's time, as far as half a tick.
    let inFlightEnd = now + tick / 2
    if lives.contains(where: { $0.end == nil }) { span = max(span, inFlightEnd) }
    let bars = lives.map { life in
      let end: TimelinePicture.Bar.End =
        switch life.end?.kind {
        case .finished?: .finished
        case .cancelled?: .cancelled
        case .stopped?: .stopped
        case nil: .inFlight
        }
      return TimelinePicture.Bar(
        number: life.number, ids: life.ids.visible.map(\.description),
        action: life.origin?.action, sentActions: life.sentActions.map(\.action), step: life.step,
        start: life.start, end: life.end?.time ?? inFlightEnd, endKind: end, sends: life.sends,
        note: life.note)
    }
    var steps: [(number: Int, time: Duration)] = []
    var time = Duration.zero
    for (index, step) in zip(history.applied.indices, history.applied) {
      steps.append((index + 1, step.command.name == .advance ? step.time : time))
      time = step.time
    }
    return TimelinePicture(
      title: featureName, bars: bars, steps: steps, now: now, span: max(span, tick), tick: tick)
  }

  /// Writes `picture` to `file`, atomically.
  private func write(
    _ picture: TimelinePicture, to file: SessionCommand.PictureFile
  )
    throws(ShellError) -> CommandOutput
  {
    let text = file.format == .svg ? picture.svg : picture.html
    do throws(FileWriteError) {
      try AtomicFile.write(text, to: file.path)
    } catch {
      throw ShellError(.file(.cannotWrite(error)))
    }
    let what = "\(counted(picture.bars.count, "effect"))"
    return CommandOutput(lines: ["  wrote the timeline (\(what)) to \(file.path)"])
  }

  /// A round duration per column that fits `span` in `columns` columns at most (about 60 at 80
  /// columns wide).
  static func columnDuration(for span: Duration, columns: Int) -> Duration {
    let candidates: [Duration] = [
      .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
      .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(5),
      .seconds(10), .seconds(30), .seconds(60), .seconds(300), .seconds(600), .seconds(3600),
    ]
    return candidates.first { span / $0 <= Double(columns) } ?? .seconds(86_400)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

extension EffectLife {
  /// `#1 CancelID.delay`: the effect's number and the ids the feature gave it.
  fileprivate var label: String {
    "#\(number)"
      + (ids.visible.isEmpty ? "" : " " + ids.visible.map(\.description).joined(separator: ", "))
  }

  /// How the effect's life ended, and the step that started it.
  fileprivate var note: String {
    let end =
      switch self.end {
      case let (time, .finished)?: "finished at \(time.formattedSeconds)"
      case let (time, .cancelled)?: "cancelled at \(time.formattedSeconds)"
      case let (time, .stopped)?: "stopped at \(time.formattedSeconds)"
      case nil: "in flight"
      }
    return "\(end), from step \(step)"
  }
}
