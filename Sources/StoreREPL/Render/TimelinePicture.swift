import Composable

/// The timeline as a picture for slides: each effect a bar over virtual time, its start, the
/// actions it sent, its end (finished, cancelled, stopped, or still in flight) marked, the
/// steps underneath, the feature's name above and the time axis labelled. An SVG document, or
/// an HTML page holding one.
struct TimelinePicture: Equatable {
  /// One effect's bar.
  struct Bar: Equatable {
    enum End: Equatable { case finished, cancelled, stopped, inFlight }

    /// `#1 CancelID.delay`.
    var label: String
    var start: Duration
    /// When it ended, or the session's time for one in flight.
    var end: Duration
    var endKind: End
    var sends: [Duration]
    /// `finished at 1.000s, from step 1`.
    var note: String
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

  // MARK: - Layout, in pixels

  static let width = 960
  static let labelWidth = 200
  static let rowHeight = 36
  static let top = 64
  static let right = 24

  /// The horizontal position of a time.
  func x(_ time: Duration) -> Double {
    let plot = Double(Self.width - Self.labelWidth - Self.right)
    let fraction = span > .zero ? time / span : 0
    return Double(Self.labelWidth) + plot * Swift.min(1, Swift.max(0, fraction))
  }

  var height: Int { Self.top + Swift.max(bars.count, 1) * Self.rowHeight + 96 }

  /// The picture as an SVG document.
  var svg: String {
    var body: [String] = []
    let axisY = Self.top - 16
    body.append(
      #"<text class="title" x="16" y="28">\#(escaped(title)) — effects over virtual time</text>"#)
    // The axis: a tick and its time every `tick`.
    var time = Duration.zero
    while time <= span {
      let tickX = format(x(time))
      body.append(
        #"<line class="grid" x1="\#(tickX)" y1="\#(axisY)" x2="\#(tickX)" y2="\#(height - 72)"/>"#)
      body.append(
        #"<text class="axis" x="\#(tickX)" y="\#(axisY - 6)">\#(time.shortDescription)</text>"#)
      time += tick
    }
    let nowX = format(x(now))
    body.append(
      #"<line class="now" x1="\#(nowX)" y1="\#(axisY)" x2="\#(nowX)" y2="\#(height - 72)"/>"#)
    body.append(#"<text class="now-label" x="\#(nowX)" y="\#(height - 58)">now</text>"#)
    for (row, bar) in bars.enumerated() {
      let y = Self.top + row * Self.rowHeight + Self.rowHeight / 2
      let (start, end) = (format(x(bar.start)), format(x(bar.end)))
      body.append(#"<g class="effect \#(bar.endKind.className)">"#)
      body.append(#"  <text class="label" x="16" y="\#(y + 5)">\#(escaped(bar.label))</text>"#)
      body.append(
        #"  <line class="bar" x1="\#(start)" y1="\#(y)" x2="\#(end)" y2="\#(y)"/>"#)
      body.append(
        #"  <line class="start" x1="\#(start)" y1="\#(y - 9)" x2="\#(start)" y2="\#(y + 9)"/>"#)
      for send in bar.sends {
        body.append(#"  <circle class="send" cx="\#(format(x(send)))" cy="\#(y)" r="6"/>"#)
      }
      switch bar.endKind {
      case .finished:
        body.append(
          #"  <line class="finish" x1="\#(end)" y1="\#(y - 9)" x2="\#(end)" y2="\#(y + 9)"/>"#)
      case .cancelled, .stopped:
        let (left, right) = (format(x(bar.end) - 7), format(x(bar.end) + 7))
        body.append(
          #"  <path class="cancel" d="M\#(left) \#(y - 7) L\#(right) \#(y + 7) M\#(left) \#(y + 7) L\#(right) \#(y - 7)"/>"#
        )
      case .inFlight:
        body.append(
          #"  <path class="arrow" d="M\#(format(x(bar.end) - 10)) \#(y - 7) L\#(end) \#(y) L\#(format(x(bar.end) - 10)) \#(y + 7)"/>"#
        )
      }
      body.append(#"  <title>\#(escaped(bar.label)): \#(escaped(bar.note))</title>"#)
      body.append("</g>")
    }
    if bars.isEmpty {
      body.append(
        #"<text class="label" x="\#(Self.labelWidth)" y="\#(Self.top + 4)">no effect ran</text>"#)
    }
    let stepsY = Self.top + Swift.max(bars.count, 1) * Self.rowHeight + 24
    body.append(#"<text class="label" x="16" y="\#(stepsY)">steps</text>"#)
    // NB: Steps at one moment share a label (`2-3`), as in the text timeline.
    var groups: [(time: Duration, first: Int, last: Int)] = []
    for step in steps {
      if let group = groups.last, group.time == step.time {
        groups[groups.count - 1].last = step.number
      } else {
        groups.append((step.time, step.number, step.number))
      }
    }
    var nextFree = -Double.infinity
    for group in groups {
      let stepX = x(group.time)
      guard stepX >= nextFree else { continue }
      let label = group.first == group.last ? "\(group.first)" : "\(group.first)-\(group.last)"
      body.append(
        #"<text class="step" x="\#(format(stepX))" y="\#(stepsY)">\#(label)</text>"#)
      nextFree = stepX + 8 * Double(label.count) + 6
    }
    body.append(
      #"<text class="legend" x="16" y="\#(height - 20)">| start   ● action sent   | finished   ✕ cancelled or stopped   ➤ in flight</text>"#
    )
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.width)" height="\(height)" \
      viewBox="0 0 \(Self.width) \(height)" font-family="Menlo, DejaVu Sans Mono, monospace">
      <style>
        .title { font-size: 20px; font-weight: bold; fill: #111; }
        .axis, .step { font-size: 14px; fill: #333; text-anchor: middle; }
        .label { font-size: 16px; fill: #111; }
        .legend { font-size: 14px; fill: #333; }
        .grid { stroke: #ccc; stroke-width: 1; }
        .bar { stroke: #1f5fbf; stroke-width: 6; stroke-linecap: round; }
        .start, .finish { stroke: #111; stroke-width: 3; }
        .send { fill: #e08a00; stroke: #111; stroke-width: 1.5; }
        .cancel { stroke: #c0262d; stroke-width: 4; fill: none; }
        .arrow { stroke: #1f5fbf; stroke-width: 4; fill: none; }
        .cancelled .bar, .stopped .bar { stroke: #c0262d; }
        .in-flight .bar { stroke-dasharray: 10 6; }
        .now { stroke: #666; stroke-width: 1.5; stroke-dasharray: 4 4; }
        .now-label { font-size: 13px; fill: #666; text-anchor: middle; }
      </style>
      <rect width="100%" height="100%" fill="#fff"/>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// The picture in an HTML page of its own.
  var html: String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head><meta charset="utf-8"><title>\(escaped(title)) — timeline</title></head>
    <body style="margin: 0; background: #fff">
    \(svg)</body>
    </html>

    """
  }

  private func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
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
