import Composable

/// The timeline as a picture for slides: each effect a bar over virtual time under a label that
/// says what it is (the action that started it, the actions it sent), its start, the actions it
/// sent and its end (finished, cancelled, stopped, or still in flight) marked by shapes of their
/// own, the steps underneath, the feature's name above, the time axis labelled and a legend. An
/// SVG document, or an HTML page holding one, that scales to the frame it is shown in.
struct TimelinePicture: Equatable {
  /// One effect's bar.
  struct Bar: Equatable {
    enum End: Equatable { case finished, cancelled, stopped, inFlight }

    var number: Int
    /// The cancellation ids the feature gave it, as the shell writes them: `CancelID.delay`.
    var ids: [String] = []
    /// The action whose reducer started it, as the shell prints it, when known.
    var action: String?
    /// The actions it sent back, in order, as the shell prints them.
    var sentActions: [String] = []
    /// The step that started it.
    var step: Int
    var start: Duration
    /// When it ended, or a little past the session's time for one in flight.
    var end: Duration
    var endKind: End
    /// When it sent actions back.
    var sends: [Duration]
    /// `finished at 1.000s, from step 1`.
    var note: String
  }

  /// A shape on a bar, where it is drawn.
  struct Mark: Equatable {
    enum Kind: Equatable {
      case start
      /// Actions sent close together, drawn as one diamond with their count.
      case send(count: Int)
      case finish, cancel, inFlight
    }

    var kind: Kind
    var x: Double
  }

  var title: String
  var bars: [Bar]
  /// Each step's number and the time it is drawn at.
  var steps: [(number: Int, time: Duration)]
  /// The session's time, marked with a dashed line.
  var now: Duration
  /// How far the axis goes.
  var span: Duration
  /// The time between two ticks of the axis.
  var tick: Duration

  static func == (lhs: TimelinePicture, rhs: TimelinePicture) -> Bool {
    lhs.title == rhs.title && lhs.bars == rhs.bars && lhs.now == rhs.now && lhs.span == rhs.span
      && lhs.tick == rhs.tick && lhs.steps.elementsEqual(rhs.steps) { $0 == $1 }
  }

  // MARK: - Layout, in the units of the view box

  /// The width: 1600 units, so that the picture drawn 1280 or 1920 pixels wide on a 16:9 slide
  /// shows its 22-unit labels at 18 pixels or more.
  static let width = 1600
  /// Where text starts on the left.
  static let margin = 40
  static let plotLeft = 56
  /// Room on the right for marks pushed aside and for an arrow.
  static let plotRight = 1528
  static let axisY = 96
  static let top = 104
  static let rowHeight = 80
  /// The least distance between the centres of two marks of a bar.
  static let markGap = 22.0
  /// The longest label, in characters: what 22-unit monospaced text fits across the picture.
  static let labelLimit = 110

  /// The horizontal position of a time.
  func x(_ time: Duration) -> Double {
    let plot = Double(Self.plotRight - Self.plotLeft)
    let fraction = span > .zero ? time / span : 0
    return Double(Self.plotLeft) + plot * Swift.min(1, Swift.max(0, fraction))
  }

  var height: Int { rowsBottom + 96 }

  /// The marks of a bar, left to right: its start, its sends (those closer than ``markGap``
  /// make one mark), and its end. A mark that would cover the one before it moves right, so
  /// that marks of one instant stand side by side, and so does a count that would meet the
  /// count before it.
  func marks(of bar: Bar) -> [Mark] {
    var marks = [Mark(kind: .start, x: x(bar.start))]
    var sendGroup: (x: Double, count: Int)?
    for send in bar.sends.sorted() {
      let sendX = x(send)
      if let group = sendGroup, sendX - group.x < Self.markGap {
        sendGroup?.count += 1
      } else {
        if let group = sendGroup { marks.append(Mark(kind: .send(count: group.count), x: group.x)) }
        sendGroup = (sendX, 1)
      }
    }
    if let group = sendGroup { marks.append(Mark(kind: .send(count: group.count), x: group.x)) }
    let end: Mark.Kind =
      switch bar.endKind {
      case .finished: .finish
      case .cancelled, .stopped: .cancel
      case .inFlight: .inFlight
      }
    marks.append(Mark(kind: end, x: x(bar.end)))
    var lastCount: (x: Double, half: Double)?
    for index in marks.indices {
      if index > 0 {
        marks[index].x = Swift.max(marks[index].x, marks[index - 1].x + Self.markGap)
      }
      guard let count = Self.countText(marks[index].kind) else { continue }
      let half = Self.textWidth(count.count, size: Self.countSize) / 2
      if let lastCount {
        marks[index].x = Swift.max(
          marks[index].x, lastCount.x + lastCount.half + Self.textGap + half)
      }
      lastCount = (marks[index].x, half)
    }
    return marks
  }

  // MARK: - Drawing

  /// The picture as an SVG element: with `standalone`, a document of its own that fills the
  /// frame it is shown in; else an element for an HTML page, which sizes it with CSS.
  func svg(standalone: Bool = true) -> String {
    var body: [String] = []
    body.append(
      #"<text class="title" x="\#(Self.margin)" y="44">\#(escaped(title)) — effects over virtual time</text>"#
    )
    for row in 0..<(Swift.max(bars.count, 1) + 1) where row % 2 == 1 {
      body.append(
        #"<rect class="row" x="0" y="\#(Self.top + row * Self.rowHeight)" width="\#(Self.width)" height="\#(Self.rowHeight)"/>"#
      )
    }
    // The axis: a tick every `tick`, and its time where it has room.
    var time = Duration.zero
    while time <= span {
      let tickX = format(x(time))
      body.append(
        #"<line class="grid" x1="\#(tickX)" y1="\#(Self.axisY)" x2="\#(tickX)" y2="\#(rowsBottom)"/>"#
      )
      time += tick
    }
    for label in axisLabels() {
      body.append(
        #"<text class="axis" x="\#(format(label.x))" y="\#(Self.axisY - 10)">\#(label.text)</text>"#
      )
    }
    let nowX = format(x(now))
    body.append(
      #"<line class="now" x1="\#(nowX)" y1="\#(Self.axisY)" x2="\#(nowX)" y2="\#(rowsBottom)"/>"#)
    body.append(#"<text class="now-label" x="\#(nowX)" y="\#(rowsBottom + 26)">now</text>"#)
    for (row, bar) in bars.enumerated() {
      let rowTop = Self.top + row * Self.rowHeight
      let y = rowTop + Self.barOffset
      let marks = marks(of: bar)
      body.append(
        #"<g class="effect \#(bar.endKind.className)" data-effect="\#(bar.number)" data-step="\#(bar.step)">"#
      )
      body.append(#"  <title>\#(escaped(bar.tooltip))</title>"#)
      body.append(
        #"  <text class="label" x="\#(Self.margin)" y="\#(rowTop + Self.labelBaseline)">\#(escaped(bar.label))</text>"#
      )
      body.append(
        #"  <line class="bar" x1="\#(format(marks[0].x))" y1="\#(y)" x2="\#(format(marks[marks.count - 1].x))" y2="\#(y)"/>"#
      )
      for mark in marks { body += Self.shape(mark.kind, x: mark.x, y: Double(y)).map { "  " + $0 } }
      body.append("</g>")
    }
    if bars.isEmpty {
      body.append(
        #"<text class="label" x="\#(Self.margin)" y="\#(Self.top + Self.labelBaseline)">no effect ran</text>"#
      )
    }
    body.append(
      #"<text class="label" x="\#(Self.margin)" y="\#(stepsTop + Self.labelBaseline)">steps</text>"#
    )
    // Each step has a tick at its time, and a tooltip; its label goes in the first of two rows
    // with room for it, and is left to the tooltip when neither has.
    for label in stepLabels() {
      body.append(
        #"<g class="step-group" data-step="\#(label.last)"><title>\#(label.tooltip)</title>"#)
      body.append(
        #"  <rect class="step-tick" x="\#(format(label.tickX - 3))" y="\#(stepsTop + 1)" width="6" height="10"/>"#
      )
      if let row = label.row {
        body.append(
          #"  <text class="step" x="\#(format(label.x))" y="\#(stepsTop + Self.stepBaselines[row])">\#(label.text)</text>"#
        )
      }
      body.append("</g>")
    }
    body += legend(y: rowsBottom + 68)
    let size =
      standalone
      ? #"xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" "#
      : #"class="timeline" "#
    return """
      <svg \(size)viewBox="0 0 \(Self.width) \(height)" preserveAspectRatio="xMidYMid meet" \
      font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" role="img" \
      aria-label="\(escaped(title)): effects over virtual time">
      <style>
        .title { font-size: 30px; font-weight: bold; fill: #111; }
        .axis, .step { font-size: 20px; fill: #333; text-anchor: middle; }
        .label { font-size: 22px; fill: #111; white-space: pre; }
        .legend { font-size: 20px; fill: #333; }
        .count { font-size: 16px; fill: #333; text-anchor: middle; }
        .step-tick { fill: #333; }
        .step-group { cursor: pointer; }
        .row { fill: #f3f5f8; }
        .grid { stroke: #d4d4d4; stroke-width: 1; }
        .bar { stroke: #1f5fbf; stroke-width: 6; stroke-linecap: round; }
        .start { fill: #fff; stroke: #111; stroke-width: 3; }
        .send { fill: #e08a00; stroke: #111; stroke-width: 1.5; }
        .finish { fill: #111; }
        .cancel { stroke: #c0262d; stroke-width: 4; fill: none; stroke-linecap: round; }
        .in-flight-mark { stroke: #1f5fbf; stroke-width: 4; fill: none; }
        .cancelled .bar, .stopped .bar { stroke: #c0262d; }
        .in-flight .bar { stroke-dasharray: 12 8; }
        .now { stroke: #666; stroke-width: 2; stroke-dasharray: 6 6; }
        .now-label { font-size: 18px; fill: #666; text-anchor: middle; }
      </style>
      <rect width="100%" height="100%" fill="#fff"/>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// The picture as an SVG document.
  var svg: String { svg(standalone: true) }

  /// The picture in an HTML page of its own, as large as the window lets it be.
  var html: String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head><meta charset="utf-8"><title>\(escaped(title)) — timeline</title>
    <style>
      html, body { margin: 0; background: #fff; }
      svg.timeline { display: block; width: 100%; height: auto; max-height: 100vh; }
    </style></head>
    <body>
    \(svg(standalone: false))</body>
    </html>

    """
  }

  /// The key to the marks, each drawn as on a bar.
  private func legend(y: Int) -> [String] {
    var lines = [#"<g class="legend-key">"#]
    for item in legendItems(y: y) {
      lines += Self.shape(item.kind, x: item.x, y: Double(y - 7)).map { "  " + $0 }
      lines.append(
        #"  <text class="legend" x="\#(format(item.textX))" y="\#(y)">\#(item.text)</text>"#)
    }
    lines.append("</g>")
    return lines
  }

  /// The SVG of a mark centred at `x`, `y`: an open circle for a start, a diamond for actions
  /// sent (with their count when there are several), a filled square for a finish, a cross for
  /// a cancellation and an open arrow for an effect still in flight.
  static func shape(_ kind: Mark.Kind, x: Double, y: Double) -> [String] {
    let at = #"transform="translate(\#(format(x)) \#(format(y)))""#
    switch kind {
    case .start:
      return [#"<circle class="mark start" \#(at) r="9"/>"#]
    case let .send(count):
      let diamond = #"<path class="mark send" \#(at) d="M0 -10 L10 0 L0 10 L-10 0 Z"/>"#
      guard count > 1 else { return [diamond] }
      return [
        diamond,
        #"<text class="count" x="\#(format(x))" y="\#(format(y - countRise))">×\#(count)</text>"#,
      ]
    case .finish:
      return [#"<rect class="mark finish" \#(at) x="-8" y="-8" width="16" height="16"/>"#]
    case .cancel:
      return [#"<path class="mark cancel" \#(at) d="M-8 -8 L8 8 M-8 8 L8 -8"/>"#]
    case .inFlight:
      return [#"<path class="mark in-flight-mark" \#(at) d="M-8 -10 L4 0 L-8 10"/>"#]
    }
  }

  private func format(_ value: Double) -> String { Self.format(value) }

  /// A coordinate, to a tenth of a unit.
  static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private func escaped(_ text: String) -> String { HTMLText.escaped(text) }
}

extension TimelinePicture.Bar.End {
  /// The class the picture gives a bar that ended so.
  fileprivate var className: String {
    switch self {
    case .finished: "finished"
    case .cancelled: "cancelled"
    case .stopped: "stopped"
    case .inFlight: "in-flight"
    }
  }
}
