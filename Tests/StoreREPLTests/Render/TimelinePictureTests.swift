import ExampleFeatures
import Foundation
import Testing

@testable import StoreREPL

/// The timeline as a picture: its SVG, element by element.
@Suite struct TimelinePictureTests {
  static let picture = TimelinePicture(
    title: "Demo",
    bars: [
      .init(
        label: "#1 delay", start: .zero, end: .seconds(1), endKind: .finished,
        sends: [.seconds(1)], note: "finished at 1.000s, from step 1"),
      .init(
        label: "#2", start: .milliseconds(500), end: .milliseconds(750), endKind: .cancelled,
        sends: [], note: "cancelled at 0.750s, from step 2"),
      .init(
        label: "#3 <search>", start: .seconds(1), end: .seconds(2), endKind: .inFlight, sends: [],
        note: "in flight, from step 3"),
    ],
    steps: [(1, .zero), (2, .milliseconds(500)), (3, .seconds(1))], now: .milliseconds(1_500),
    span: .seconds(2), tick: .seconds(1))

  @Test func theSVGHoldsEachMarkWhereItsTimeIs() {
    #expect(
      Self.picture.svg.split(separator: "\n").filter { !$0.hasPrefix("  .") }.joined(
        separator: "\n")
          == #"""
          <svg xmlns="http://www.w3.org/2000/svg" width="960" height="268" viewBox="0 0 960 268" font-family="Menlo, DejaVu Sans Mono, monospace">
          <style>
          </style>
          <rect width="100%" height="100%" fill="#fff"/>
          <text class="title" x="16" y="28">Demo — effects over virtual time</text>
          <line class="grid" x1="200" y1="48" x2="200" y2="196"/>
          <text class="axis" x="200" y="42">0s</text>
          <line class="grid" x1="568" y1="48" x2="568" y2="196"/>
          <text class="axis" x="568" y="42">1s</text>
          <line class="grid" x1="936" y1="48" x2="936" y2="196"/>
          <text class="axis" x="936" y="42">2s</text>
          <line class="now" x1="752" y1="48" x2="752" y2="196"/>
          <text class="now-label" x="752" y="210">now</text>
          <g class="effect finished">
            <text class="label" x="16" y="87">#1 delay</text>
            <line class="bar" x1="200" y1="82" x2="568" y2="82"/>
            <line class="start" x1="200" y1="73" x2="200" y2="91"/>
            <circle class="send" cx="568" cy="82" r="6"/>
            <line class="finish" x1="568" y1="73" x2="568" y2="91"/>
            <title>#1 delay: finished at 1.000s, from step 1</title>
          </g>
          <g class="effect cancelled">
            <text class="label" x="16" y="123">#2</text>
            <line class="bar" x1="384" y1="118" x2="476" y2="118"/>
            <line class="start" x1="384" y1="109" x2="384" y2="127"/>
            <path class="cancel" d="M469 111 L483 125 M469 125 L483 111"/>
            <title>#2: cancelled at 0.750s, from step 2</title>
          </g>
          <g class="effect in-flight">
            <text class="label" x="16" y="159">#3 &lt;search&gt;</text>
            <line class="bar" x1="568" y1="154" x2="936" y2="154"/>
            <line class="start" x1="568" y1="145" x2="568" y2="163"/>
            <path class="arrow" d="M926 147 L936 154 L926 161"/>
            <title>#3 &lt;search&gt;: in flight, from step 3</title>
          </g>
          <text class="label" x="16" y="196">steps</text>
          <text class="step" x="200" y="196">1</text>
          <text class="step" x="384" y="196">2</text>
          <text class="step" x="568" y="196">3</text>
          <text class="legend" x="16" y="248">| start   ● action sent   | finished   ✕ cancelled or stopped   ➤ in flight</text>
          </svg>
          """#)
  }

  @Test func aSessionWithoutEffectsSaysSo() {
    let picture = TimelinePicture(
      title: "Counter", bars: [], steps: [(1, .zero)], now: .zero, span: .seconds(1),
      tick: .seconds(1))
    #expect(picture.height == 196)
    #expect(picture.svg.contains(#"<text class="label" x="200" y="68">no effect ran</text>"#))
    #expect(picture.svg.contains(#"<text class="step" x="200" y="124">1</text>"#))
  }

  /// Steps at one moment share a label, as in the text timeline: an advance and the send after
  /// it.
  @Test func stepsAtOneMomentShareALabel() {
    let picture = TimelinePicture(
      title: "Counter", bars: [],
      steps: [(1, .zero), (2, .seconds(1)), (3, .seconds(1)), (4, .seconds(1)), (5, .seconds(2))],
      now: .seconds(2), span: .seconds(2), tick: .seconds(1))
    let labels = picture.svg.split(separator: "\n").filter { $0.contains(#"class="step""#) }
    #expect(
      labels == [
        #"<text class="step" x="200" y="124">1</text>"#,
        #"<text class="step" x="568" y="124">2-4</text>"#,
        #"<text class="step" x="936" y="124">5</text>"#,
      ])
  }

  @Test func theHTMLPageHoldsThePicture() {
    let html = Self.picture.html
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\">"))
    #expect(html.contains("<title>Demo — timeline</title>"))
    #expect(html.contains(Self.picture.svg))
  }

  @Test func timelineWritesThePictureOfTheSession() async throws {
    let folder = try TemporaryFolder()
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
    #expect(svg.contains("<title>#1 CancelID.delay: finished at 1.000s, from step 1</title>"))
    #expect(
      await shell.outcome("timeline --png \(path)")
        == .failure(
          """
          error: expected '--svg <file>' or '--html <file>' after 'timeline', or nothing
           --> input:1:10
          1 | timeline --png \(path)
            |          ^
          """))
    let empty = loadedShell("EffectsBasics")
    #expect(
      await empty.outcome("timeline --svg \(path)")
        == .failure("error: no steps yet: there is no timeline to draw"))
  }
}
