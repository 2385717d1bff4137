extension TimelinePicture {
  /// The box a text of the picture takes in the view box, measured as a monospaced font draws
  /// it: an advance of 0.62 em a character (DejaVu Sans Mono's is 0.602), 0.8 em above the
  /// baseline and 0.25 em below it. No two of the picture's texts have boxes that meet.
  struct TextBox: Equatable {
    var text: String
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double

    /// Whether the two boxes share more than an edge.
    func intersects(_ other: TextBox) -> Bool {
      left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }
  }

  /// Where a text is drawn from: its start, or its middle (`text-anchor: middle`).
  enum Anchor { case start, middle }

  /// The box of `text` drawn at `x` on `baseline` in a font of `size` units.
  static func box(
    _ text: String, x: Double, baseline: Double, size: Double, anchor: Anchor = .start
  ) -> TextBox {
    let width = 0.62 * size * Double(text.count)
    let left = anchor == .start ? x : x - width / 2
    return TextBox(
      text: text, left: left, top: baseline - 0.8 * size, right: left + width,
      bottom: baseline + 0.25 * size)
  }

  /// How wide a text of `count` characters is in a font of `size` units.
  static func textWidth(_ count: Int, size: Double) -> Double { 0.62 * size * Double(count) }

  // MARK: - Sizes and places of the texts

  static let titleSize = 30.0
  static let axisSize = 20.0
  static let labelSize = 22.0
  static let countSize = 16.0
  static let stepSize = 20.0
  static let nowSize = 18.0
  static let legendSize = 20.0
  /// How far below a row's top its label's baseline is.
  static let labelBaseline = 30
  /// How far below a row's top its bar is drawn.
  static let barOffset = 63
  /// How far above its bar a mark's count stands (its baseline).
  static let countRise = 14.0
  /// How far below the steps row's top each of its two rows of labels has its baseline.
  static let stepBaselines = [52, 75]
  /// The least room between two texts side by side.
  static let textGap = 6.0

  /// The text of a mark's count, when it has one: `×3`.
  static func countText(_ kind: Mark.Kind) -> String? {
    guard case let .send(count) = kind, count > 1 else { return nil }
    return "×\(count)"
  }

  /// The steps under the bars, the steps of one moment together (`2-4`, as the text timeline
  /// writes them), each at its time: its label in the first of the two rows that has room for
  /// it, or in none, when only its tick and tooltip show it.
  struct StepLabel: Equatable {
    var first: Int
    var last: Int
    var time: Duration
    /// Where its tick is, at its time.
    var tickX: Double
    /// Where its label is centred, kept inside the picture.
    var x: Double
    /// The row of labels it is in; nil when neither had room.
    var row: Int?

    var text: String { first == last ? "\(first)" : "\(first)-\(last)" }

    /// `steps 2-4 at 1.000s`.
    var tooltip: String {
      (first == last ? "step " : "steps ") + text + " at " + time.formattedSeconds
    }
  }

  /// The step labels, left to right.
  func stepLabels() -> [StepLabel] {
    var labels: [StepLabel] = []
    for step in steps {
      if let last = labels.last, last.time == step.time {
        labels[labels.count - 1].last = step.number
      } else {
        let tickX = x(step.time)
        labels.append(
          StepLabel(first: step.number, last: step.number, time: step.time, tickX: tickX, x: tickX))
      }
    }
    var nextFree = [-Double.infinity, -Double.infinity]
    for index in labels.indices {
      let half = Self.textWidth(labels[index].text.count, size: Self.stepSize) / 2
      let x = Swift.min(
        Swift.max(labels[index].tickX, Double(Self.margin) + half), Double(Self.width) - half)
      labels[index].x = x
      guard let row = nextFree.indices.first(where: { x - half >= nextFree[$0] }) else { continue }
      labels[index].row = row
      nextFree[row] = x + half + Self.textGap
    }
    return labels
  }

  /// The ticks of the axis whose times are written under it: every one, but one whose time
  /// would meet the one before it.
  func axisLabels() -> [(x: Double, text: String)] {
    var labels: [(x: Double, text: String)] = []
    var nextFree = -Double.infinity
    var time = Duration.zero
    while time <= span {
      let text = time.shortDescription
      let half = Self.textWidth(text.count, size: Self.axisSize) / 2
      let tickX = x(time)
      if tickX - half >= nextFree {
        labels.append((tickX, text))
        nextFree = tickX + half + Self.textGap
      }
      time += tick
    }
    return labels
  }

  /// The boxes of every text the picture draws, as ``svg(standalone:)`` places them.
  var textBoxes: [TextBox] {
    var boxes = [
      Self.box(
        "\(title) — effects over virtual time", x: Double(Self.margin), baseline: 44,
        size: Self.titleSize)
    ]
    for label in axisLabels() {
      boxes.append(
        Self.box(
          label.text, x: label.x, baseline: Double(Self.axisY - 10), size: Self.axisSize,
          anchor: .middle))
    }
    boxes.append(
      Self.box(
        "now", x: x(now), baseline: Double(rowsBottom + 26), size: Self.nowSize, anchor: .middle))
    for (row, bar) in bars.enumerated() {
      let rowTop = Self.top + row * Self.rowHeight
      boxes.append(
        Self.box(
          bar.label, x: Double(Self.margin), baseline: Double(rowTop + Self.labelBaseline),
          size: Self.labelSize))
      for mark in marks(of: bar) {
        guard let count = Self.countText(mark.kind) else { continue }
        boxes.append(
          Self.box(
            count, x: mark.x, baseline: Double(rowTop + Self.barOffset) - Self.countRise,
            size: Self.countSize, anchor: .middle))
      }
    }
    if bars.isEmpty {
      boxes.append(
        Self.box(
          "no effect ran", x: Double(Self.margin), baseline: Double(Self.top + Self.labelBaseline),
          size: Self.labelSize))
    }
    boxes.append(
      Self.box(
        "steps", x: Double(Self.margin), baseline: Double(stepsTop + Self.labelBaseline),
        size: Self.labelSize))
    for label in stepLabels() {
      guard let row = label.row else { continue }
      boxes.append(
        Self.box(
          label.text, x: label.x, baseline: Double(stepsTop + Self.stepBaselines[row]),
          size: Self.stepSize, anchor: .middle))
    }
    for item in legendItems(y: rowsBottom + 68) {
      boxes.append(
        Self.box(item.text, x: item.textX, baseline: Double(rowsBottom + 68), size: Self.legendSize)
      )
    }
    return boxes
  }

  /// The top of the steps row.
  var stepsTop: Int { Self.top + Swift.max(bars.count, 1) * Self.rowHeight }

  /// The bottom of the last row, the steps'.
  var rowsBottom: Int { stepsTop + Self.rowHeight }

  /// The key's items: each mark, where it is drawn, and its text.
  func legendItems(y: Int) -> [(kind: Mark.Kind, x: Double, text: String, textX: Double)] {
    let items: [(Mark.Kind, String)] = [
      (.start, "start"), (.send(count: 1), "action sent"), (.finish, "finished"),
      (.cancel, "cancelled or stopped"), (.inFlight, "still in flight"),
    ]
    var placed: [(kind: Mark.Kind, x: Double, text: String, textX: Double)] = []
    var itemX = Double(Self.margin) + 10
    for (kind, text) in items {
      placed.append((kind, itemX, text, itemX + 20))
      itemX += 20 + 12 * Double(text.count) + 44
    }
    return placed
  }
}
