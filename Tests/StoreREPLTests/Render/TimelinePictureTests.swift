import ExampleFeatures
import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

/// The timeline as a picture: its SVG, element by element.
@Suite struct TimelinePictureTests {
  static let picture = TimelinePicture(
    title: "Demo",
    bars: [
      .init(
        number: 1, ids: ["delay"], action: ".decrementButtonTapped",
        sentActions: [".decrementDelayResponse"], step: 1, start: .zero, end: .seconds(1),
        endKind: .finished, sends: [.seconds(1)], note: "finished at 1.000s, from step 1"),
      .init(
        number: 2, action: ".numberFactButtonTapped", step: 2, start: .milliseconds(500),
        end: .milliseconds(750), endKind: .cancelled, sends: [],
        note: "cancelled at 0.750s, from step 2"),
      .init(
        number: 3, action: ".search(\"<b>\")", step: 3, start: .seconds(1), end: .seconds(2),
        endKind: .inFlight, sends: [], note: "in flight, from step 3"),
    ],
    steps: [(1, .zero), (2, .milliseconds(500)), (3, .seconds(1))], now: .milliseconds(1_500),
    span: .seconds(2), tick: .seconds(1))

  @Test func theSVGHoldsEachMarkWhereItsTimeIs() {
    #expect(
      Self.picture.svg.split(separator: "\n").filter { !$0.hasPrefix("  .") }.joined(
        separator: "\n")
          == #"""
          <svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 1600 520" preserveAspectRatio="xMidYMid meet" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" role="img" aria-label="Demo: effects over virtual time">
          <style>
          </style>
          <rect width="100%" height="100%" fill="#fff"/>
          <text class="title" x="40" y="44">Demo — effects over virtual time</text>
          <rect class="row" x="0" y="184" width="1600" height="80"/>
          <rect class="row" x="0" y="344" width="1600" height="80"/>
          <line class="grid" x1="56" y1="96" x2="56" y2="424"/>
          <line class="grid" x1="792" y1="96" x2="792" y2="424"/>
          <line class="grid" x1="1528" y1="96" x2="1528" y2="424"/>
          <text class="axis" x="56" y="86">0s</text>
          <text class="axis" x="792" y="86">1s</text>
          <text class="axis" x="1528" y="86">2s</text>
          <line class="now" x1="1160" y1="96" x2="1160" y2="424"/>
          <text class="now-label" x="1160" y="450">now</text>
          <g class="effect finished" data-effect="1" data-step="1">
            <title>#1 [delay] started by .decrementButtonTapped
          sent .decrementDelayResponse
          finished at 1.000s, from step 1</title>
            <text class="label" x="40" y="134">#1 .decrementButtonTapped → .decrementDelayResponse  [delay]</text>
            <line class="bar" x1="56" y1="167" x2="814" y2="167"/>
            <circle class="mark start" transform="translate(56 167)" r="9"/>
            <path class="mark send" transform="translate(792 167)" d="M0 -10 L10 0 L0 10 L-10 0 Z"/>
            <rect class="mark finish" transform="translate(814 167)" x="-8" y="-8" width="16" height="16"/>
          </g>
          <g class="effect cancelled" data-effect="2" data-step="2">
            <title>#2 started by .numberFactButtonTapped
          cancelled at 0.750s, from step 2</title>
            <text class="label" x="40" y="214">#2 .numberFactButtonTapped</text>
            <line class="bar" x1="424" y1="247" x2="608" y2="247"/>
            <circle class="mark start" transform="translate(424 247)" r="9"/>
            <path class="mark cancel" transform="translate(608 247)" d="M-8 -8 L8 8 M-8 8 L8 -8"/>
          </g>
          <g class="effect in-flight" data-effect="3" data-step="3">
            <title>#3 started by .search(&quot;&lt;b&gt;&quot;)
          in flight, from step 3</title>
            <text class="label" x="40" y="294">#3 .search(&quot;&lt;b&gt;&quot;)</text>
            <line class="bar" x1="792" y1="327" x2="1528" y2="327"/>
            <circle class="mark start" transform="translate(792 327)" r="9"/>
            <path class="mark in-flight-mark" transform="translate(1528 327)" d="M-8 -10 L4 0 L-8 10"/>
          </g>
          <text class="label" x="40" y="374">steps</text>
          <g class="step-group" data-step="1"><title>step 1 at 0.000s</title>
            <rect class="step-tick" x="53" y="345" width="6" height="10"/>
            <text class="step" x="56" y="396">1</text>
          </g>
          <g class="step-group" data-step="2"><title>step 2 at 0.500s</title>
            <rect class="step-tick" x="421" y="345" width="6" height="10"/>
            <text class="step" x="424" y="396">2</text>
          </g>
          <g class="step-group" data-step="3"><title>step 3 at 1.000s</title>
            <rect class="step-tick" x="789" y="345" width="6" height="10"/>
            <text class="step" x="792" y="396">3</text>
          </g>
          <g class="legend-key">
            <circle class="mark start" transform="translate(50 485)" r="9"/>
            <text class="legend" x="70" y="492">start</text>
            <path class="mark send" transform="translate(174 485)" d="M0 -10 L10 0 L0 10 L-10 0 Z"/>
            <text class="legend" x="194" y="492">action sent</text>
            <rect class="mark finish" transform="translate(370 485)" x="-8" y="-8" width="16" height="16"/>
            <text class="legend" x="390" y="492">finished</text>
            <path class="mark cancel" transform="translate(530 485)" d="M-8 -8 L8 8 M-8 8 L8 -8"/>
            <text class="legend" x="550" y="492">cancelled or stopped</text>
            <path class="mark in-flight-mark" transform="translate(834 485)" d="M-8 -10 L4 0 L-8 10"/>
            <text class="legend" x="854" y="492">still in flight</text>
          </g>
          </svg>
          """#)
  }

  /// Each bar's label: the effect, the action that started it and what it sent, shortened;
  /// the tooltip writes them whole.
  @Test(arguments: [
    (
      TimelinePicture.Bar(
        number: 1, step: 1, start: .zero, end: .zero, endKind: .finished, sends: [], note: ""),
      "#1"
    ),
    (
      TimelinePicture.Bar(
        number: 3, ids: ["CancelID.fact"], action: ".numberFactButtonTapped",
        sentActions: [#".numberFactResponse(.success("3 is a good number."))"#], step: 2,
        start: .zero, end: .zero, endKind: .finished, sends: [], note: ""),
      "#3 .numberFactButtonTapped → .numberFactResponse(.success(…))  [CancelID.fact]"
    ),
    (
      TimelinePicture.Bar(
        number: 2, action: ".toggleTimerButtonTapped",
        sentActions: Array(repeating: ".timerTicked", count: 5) + [".a", ".b", ".c"], step: 1,
        start: .zero, end: .zero, endKind: .inFlight, sends: [], note: ""),
      "#2 .toggleTimerButtonTapped → .timerTicked ×5, .a, .b, +1 more"
    ),
    (
      TimelinePicture.Bar(
        number: 4, action: #".splash(.fetchCurrentWeather(city: "Seoul", units: .metric))"#,
        step: 1, start: .zero, end: .zero, endKind: .cancelled, sends: [], note: ""),
      "#4 .splash(.fetchCurrentWeather(…))"
    ),
  ])
  func eachBarSaysWhatItIs(bar: TimelinePicture.Bar, label: String) {
    #expect(bar.label == label)
  }

  @Test func theTooltipWritesTheActionsWhole() {
    let bar = TimelinePicture.Bar(
      number: 3, ids: ["CancelID.fact"], action: ".numberFactButtonTapped",
      sentActions: [#".numberFactResponse(.success("3 is a good number."))"#], step: 2,
      start: .zero, end: .seconds(1), endKind: .finished, sends: [.seconds(1)],
      note: "finished at 1.000s, from step 2")
    #expect(
      bar.tooltip == """
        #3 [CancelID.fact] started by .numberFactButtonTapped
        sent .numberFactResponse(.success("3 is a good number."))
        finished at 1.000s, from step 2
        """)
    #expect(
      TimelinePicture(
        title: "T", bars: [bar], steps: [(2, .zero)], now: .seconds(1), span: .seconds(1),
        tick: .seconds(1)
      ).svg.contains(
        """
          <title>#3 [CancelID.fact] started by .numberFactButtonTapped
        sent .numberFactResponse(.success(&quot;3 is a good number.&quot;))
        finished at 1.000s, from step 2</title>
        """))
  }

  @Test(arguments: [
    (".decrementButtonTapped", ".decrementButtonTapped"),
    (#".numberFactResponse(.success("-1 is a good number."))"#, ".numberFactResponse(.success(…))"),
    (
      ".splash(.responseCurrentWeather(.failure(WeatherError())))",
      ".splash(.responseCurrentWeather(…))"
    ),
    (
      ".path(.element(id: 0, action: .detail(.binding(.set(\\.name, \"x\")))))",
      ".path(.element(…))"
    ),
    (
      ".aVeryLongCaseNameThatGoesOnAndOnAndOnAndOnForever(1)",
      ".aVeryLongCaseNameThatGoesOnAndOnAndOnA…"
    ),
    (
      "EffectsBasics.Action.numberFactResponse(.success(\"1\"))",
      "EffectsBasics.Action.numberFactResponse…"
    ),
  ])
  func longActionsAreShortened(action: String, short: String) {
    #expect(TimelinePicture.Bar.abbreviated(action) == short)
  }

  /// A start, actions sent, a finish, a cancellation and an effect in flight each have a shape
  /// of their own, and the legend draws each as a bar does.
  @Test func marksDifferInShapeAndTheLegendShowsThem() {
    let svg = Self.picture.svg
    let shapes = [
      (#"<circle class="mark start" "#, #"r="9"/>"#),
      (#"<path class="mark send" "#, #"d="M0 -10 L10 0 L0 10 L-10 0 Z"/>"#),
      (#"<rect class="mark finish" "#, #"x="-8" y="-8" width="16" height="16"/>"#),
      (#"<path class="mark cancel" "#, #"d="M-8 -8 L8 8 M-8 8 L8 -8"/>"#),
      (#"<path class="mark in-flight-mark" "#, #"d="M-8 -10 L4 0 L-8 10"/>"#),
    ]
    let lines = svg.split(separator: "\n").map(String.init)
    let legend = lines.drop { $0 != #"<g class="legend-key">"# }
    for (element, shape) in shapes {
      #expect(lines.contains { $0.contains(element) && $0.hasSuffix(shape) }, "\(element)")
      #expect(legend.contains { $0.contains(element) && $0.hasSuffix(shape) }, "\(element)")
    }
    #expect(
      legend.filter { $0.contains(#"class="legend""#) }.map {
        $0.split(separator: ">")[1].split(separator: "<")[0]
      } == ["start", "action sent", "finished", "cancelled or stopped", "still in flight"])
  }

  /// An effect that starts, sends and finishes at one instant, and one cancelled as it starts:
  /// their marks stand side by side; actions sent closer than a mark are one mark, counted.
  @Test func marksOfOneInstantDoNotOverlap() {
    let picture = TimelinePicture(
      title: "Instant",
      bars: [
        .init(
          number: 1, step: 1, start: .seconds(1), end: .seconds(1), endKind: .finished,
          sends: [.seconds(1), .seconds(1)], note: "finished at 1.000s, from step 1"),
        .init(
          number: 2, step: 1, start: .seconds(1), end: .seconds(1), endKind: .cancelled,
          sends: [], note: "cancelled at 1.000s, from step 1"),
        .init(
          number: 3, step: 1, start: .zero, end: .seconds(2), endKind: .finished,
          sends: [.milliseconds(1_000), .milliseconds(1_001), .milliseconds(1_500)],
          note: "finished at 2.000s, from step 1"),
      ],
      steps: [(1, .seconds(1))], now: .seconds(2), span: .seconds(2), tick: .seconds(1))
    #expect(
      picture.marks(of: picture.bars[0]) == [
        .init(kind: .start, x: 792), .init(kind: .send(count: 2), x: 814),
        .init(kind: .finish, x: 836),
      ])
    #expect(
      picture.marks(of: picture.bars[1]) == [
        .init(kind: .start, x: 792), .init(kind: .cancel, x: 814),
      ])
    #expect(
      picture.marks(of: picture.bars[2]) == [
        .init(kind: .start, x: 56), .init(kind: .send(count: 2), x: 792),
        .init(kind: .send(count: 1), x: 1160), .init(kind: .finish, x: 1528),
      ])
    // NB: In the SVG too, no two marks of a bar are closer than a mark's width.
    let svg = picture.svg
    for group in svg.components(separatedBy: "<g class=\"effect").dropFirst() {
      let xs = group.components(separatedBy: "</g>")[0].components(separatedBy: "translate(")
        .dropFirst().compactMap {
          Double($0.prefix { $0 != " " })
        }
      for (left, right) in zip(xs, xs.dropFirst()) {
        #expect(right - left >= TimelinePicture.markGap)
      }
    }
    #expect(svg.contains(#"<text class="count" x="814" y="153">×2</text>"#))
  }

  /// The picture fits a 16:9 slide: a view box, as wide as the frame, the text large enough.
  @Test func thePictureScalesToTheFrame() {
    let svg = Self.picture.svg
    #expect(
      svg.hasPrefix(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 1600 520" preserveAspectRatio="xMidYMid meet""#
      ))
    #expect(svg.contains(".label { font-size: 22px;"))
    #expect(
      Self.picture.html.contains(
        "svg.timeline { display: block; width: 100%; height: auto; max-height: 100vh; }"))
  }

  @Test func aSessionWithoutEffectsSaysSo() {
    let picture = TimelinePicture(
      title: "Counter", bars: [], steps: [(1, .zero)], now: .zero, span: .seconds(1),
      tick: .seconds(1))
    #expect(picture.height == 360)
    #expect(picture.svg.contains(#"<text class="label" x="40" y="134">no effect ran</text>"#))
    #expect(
      picture.svg.contains(
        """
        <g class="step-group" data-step="1"><title>step 1 at 0.000s</title>
          <rect class="step-tick" x="53" y="185" width="6" height="10"/>
          <text class="step" x="56" y="236">1</text>
        </g>
        """))
  }

  /// Steps at one moment share a label, as in the text timeline: an advance and the send after
  /// it.
  @Test func stepsAtOneMomentShareALabel() {
    let picture = TimelinePicture(
      title: "Counter", bars: [],
      steps: [(1, .zero), (2, .seconds(1)), (3, .seconds(1)), (4, .seconds(1)), (5, .seconds(2))],
      now: .seconds(2), span: .seconds(2), tick: .seconds(1))
    let labels = picture.svg.split(separator: "\n").filter {
      !$0.hasPrefix("  .") && ($0.contains(#"class="step""#) || $0.contains("step-group"))
    }
    #expect(
      labels == [
        #"<g class="step-group" data-step="1"><title>step 1 at 0.000s</title>"#,
        #"  <text class="step" x="56" y="236">1</text>"#,
        #"<g class="step-group" data-step="4"><title>steps 2-4 at 1.000s</title>"#,
        #"  <text class="step" x="792" y="236">2-4</text>"#,
        #"<g class="step-group" data-step="5"><title>step 5 at 2.000s</title>"#,
        #"  <text class="step" x="1528" y="236">5</text>"#,
      ])
  }

  /// Steps close together take turns in two rows of labels; a step with room in neither keeps
  /// its tick and its tooltip, without a label.
  @Test func closeStepsTakeTwoRowsAndTheRestKeepTheirTooltips() {
    let picture = TimelinePicture(
      title: "Close", bars: [],
      steps: (1...6).map { ($0, .milliseconds(5 * $0)) }, now: .seconds(1), span: .seconds(1),
      tick: .milliseconds(250))
    #expect(
      picture.stepLabels().map { "\($0.text) \($0.row.map(String.init) ?? "-")" } == [
        "1 0", "2 1", "3 -", "4 0", "5 1", "6 -",
      ])
    #expect(
      picture.svg.contains(
        """
        <g class="step-group" data-step="3"><title>step 3 at 0.015s</title>
          <rect class="step-tick" x="75.1" y="185" width="6" height="10"/>
        </g>
        """))
  }

  /// A dense session — many effects, many actions sent close together, steps a few
  /// milliseconds apart, long labels — draws no text over another: the boxes of every text of
  /// the picture, measured as the font draws them, are pairwise apart.
  @Test func noTwoTextsOfADenseSessionMeet() async {
    let shell = loadedShell("Timers")
    for line in [
      "send .toggleTimerButtonTapped", "advance 30s", "send .toggleTimerButtonTapped",
      "send .toggleTimerButtonTapped", "advance 10ms", "send .toggleTimerButtonTapped",
      "send .toggleTimerButtonTapped",
    ] {
      _ = await shell.perform(line)
    }
    for _ in 1...40 { _ = await shell.perform("advance 20ms") }
    for _ in 1...8 {
      _ = await shell.perform("send .toggleTimerButtonTapped")
      _ = await shell.perform("advance 1s")
    }
    guard let picture = await shell.session?.handout().timeline else {
      Issue.record("no session")
      return
    }
    let synthetic = TimelinePicture(
      title: "Dense",
      bars: (1...6).map { number in
        .init(
          number: number, ids: ["CancelID.aVeryLongIdentifierForAnEffect"],
          action: #".aLongActionName(.withAPayload("that goes on and on and on"))"#,
          sentActions: Array(repeating: ".tick", count: 300) + [".a", ".b", ".c", ".d"],
          step: number, start: .zero, end: .seconds(3), endKind: .finished,
          sends: (0..<300).map { .milliseconds(10 * $0) }, note: "")
      },
      steps: (1...200).map { ($0, .milliseconds(15 * $0)) }, now: .seconds(3),
      span: .seconds(3), tick: .milliseconds(100))
    for picture in [picture, synthetic] {
      let boxes = picture.textBoxes
      #expect(boxes.count > 20)
      for (index, box) in boxes.enumerated() {
        for other in boxes[(index + 1)...] where box.intersects(other) {
          Issue.record("'\(box.text)' \(box) meets '\(other.text)' \(other)")
        }
      }
      // The steps without a label still show, as a tick with a tooltip.
      #expect(
        picture.svg.components(separatedBy: #"<g class="step-group""#).count - 1
          == picture.stepLabels().count)
    }
    #expect(picture.stepLabels().contains { $0.row == nil })
    #expect(
      synthetic.marks(of: synthetic.bars[0]).count { TimelinePicture.countText($0.kind) != nil }
        > 10)
  }

  @Test func theHTMLPageHoldsThePicture() {
    let html = Self.picture.html
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\">"))
    #expect(html.contains("<title>Demo — timeline</title>"))
    #expect(html.contains(Self.picture.svg(standalone: false)))
    #expect(!html.contains("http"))
  }

  @Test func timelineWritesThePictureOfTheSession() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shell = loadedShell("EffectsBasics")
    _ = await shell.perform("send .decrementButtonTapped")
    _ = await shell.perform("advance 1s")
    let path = folder.path + "/timeline.svg"
    #expect(
      await shell.perform("timeline --svg \(path)")
        == ("  wrote the timeline (1 effect) to \(path)", false))
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains(">EffectsBasics — effects over virtual time</text>"))
    #expect(
      svg.contains(
        """
          <title>#1 [CancelID.delay] started by .decrementButtonTapped
        sent .decrementDelayResponse
        finished at 1.000s, from step 1</title>
        """))
    #expect(
      svg.contains(
        #">#1 .decrementButtonTapped → .decrementDelayResponse  [CancelID.delay]</text>"#))
    #expect(
      await shell.outcome("timeline --png timeline.png")
        == .failure(
          """
          error: expected '--svg <file>' or '--html <file>' after 'timeline', or nothing
           --> input:1:10
          1 | timeline --png timeline.png
            |          ^
          """))
    let empty = loadedShell("EffectsBasics")
    #expect(
      await empty.outcome("timeline --svg \(path)")
        == .failure("error: no steps yet: there is no timeline to draw"))
  }
}
