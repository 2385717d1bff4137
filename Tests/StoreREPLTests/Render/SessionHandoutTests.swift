import ExampleFeatures
import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

/// The handout page, `export html`: one entry per step, the state after each, the timeline,
/// and nothing fetched from elsewhere.
@Suite struct SessionHandoutTests {
  static let handout = SessionHandout(
    feature: "Demo <1>",
    steps: [
      .init(number: 0, command: "", time: .zero, actions: [], state: "Demo.State(text: \"\")"),
      .init(
        number: 1, command: #"send .textChanged("</script>")"#, time: .zero,
        actions: [#"0.000s  sent .textChanged("</script>")"#],
        diff: """
            Demo.State(
          −   text: ""
          +   text: "</script>"
            )
          """,
        state: #"Demo.State(text: "</script>")"#),
      .init(number: 2, command: "advance 1s", time: .seconds(1), actions: [], state: "same"),
    ],
    timeline: TimelinePicture(
      title: "Demo <1>", bars: [], steps: [(1, .zero), (2, .zero)], now: .seconds(1),
      span: .seconds(1), tick: .seconds(1)))

  @Test func eachStepHasAnEntryWithItsCommandActionsAndDiff() {
    let entries = Self.handout.html.components(separatedBy: "\n").drop {
      $0 != #"<ol id="steps">"#
    }.dropFirst().prefix { $0 != "</ol>" }
    #expect(
      entries.joined(separator: "\n") == #"""
        <li class="step" id="step-0" data-step="0" tabindex="0">
        <div class="head"><span class="number">0</span> <span class="command start">the start</span> <span class="time">0.000s</span></div>
        </li>
        <li class="step" id="step-1" data-step="1" tabindex="0">
        <div class="head"><span class="number">1</span> <code class="command">send .textChanged(&quot;&lt;/script&gt;&quot;)</code> <span class="time">0.000s</span></div>
        <ul class="actions"><li>0.000s  sent .textChanged(&quot;&lt;/script&gt;&quot;)</li></ul>
        <pre class="diff">  Demo.State(
        <span class="removed">−   text: &quot;&quot;</span>
        <span class="added">+   text: &quot;&lt;/script&gt;&quot;</span>
          )</pre>
        </li>
        <li class="step selected" id="step-2" data-step="2" tabindex="0">
        <div class="head"><span class="number">2</span> <code class="command">advance 1s</code> <span class="time">1.000s</span></div>
        <p class="no-change">(no state change)</p>
        </li>
        """#)
  }

  @Test func aFeatureWithAViewShowsItsScreenBesideTheStateAndInEachStep() {
    var handout = Self.handout
    handout.steps = [
      .init(
        number: 0, command: "", time: .zero, actions: [], state: "Demo.State(text: \"\")",
        screen: "╭─ Demo ─╮\n│ 1[ Go ] │\n╰────────╯"),
      .init(
        number: 1, command: "send .go", time: .zero, actions: ["0.000s  sent .go"],
        state: "Demo.State(text: \"<b>\")", screen: "╭─ Demo ─╮\n│ <b>     │\n╰────────╯"),
    ]
    let html = handout.html
    let entries = html.components(separatedBy: "\n").drop { $0 != #"<ol id="steps">"# }
      .dropFirst().prefix { $0 != "</ol>" }
    #expect(
      entries.joined(separator: "\n") == #"""
        <li class="step" id="step-0" data-step="0" tabindex="0">
        <div class="head"><span class="number">0</span> <span class="command start">the start</span> <span class="time">0.000s</span></div>
        <pre class="phone step-screen">╭─ Demo ─╮
        │ 1[ Go ] │
        ╰────────╯</pre>
        </li>
        <li class="step selected" id="step-1" data-step="1" tabindex="0">
        <div class="head"><span class="number">1</span> <code class="command">send .go</code> <span class="time">0.000s</span></div>
        <pre class="phone step-screen">╭─ Demo ─╮
        │ &lt;b&gt;     │
        ╰────────╯</pre>
        <ul class="actions"><li>0.000s  sent .go</li></ul>
        <p class="no-change">(no state change)</p>
        </li>
        """#)
    #expect(
      html.contains(
        #"""
        <section class="state-panel with-screen">
        <h2 id="state-title">Screen and state after step 1</h2>
        <div class="after">
        <pre id="screen" class="phone">╭─ Demo ─╮
        │ &lt;b&gt;     │
        ╰────────╯</pre>
        <pre id="state">Demo.State(text: &quot;&lt;b&gt;&quot;)</pre>
        </div>
        </section>
        </main>
        """#))
    #expect(
      html.contains(
        #"""
        <script type="application/json" id="screens">
        ["╭─ Demo ─╮\n│ 1[ Go ] │\n╰────────╯",
        "╭─ Demo ─╮\n│ \u003cb\u003e     │\n╰────────╯"]
        </script>
        <script>
        """#))
    // NB: The states, the screens and the page's script: three scripts.
    #expect(html.components(separatedBy: "</script>").count == 4)
  }

  @Test func aFeatureWithoutAViewHasNoScreen() {
    let html = Self.handout.html
    #expect(!html.contains(#"<pre class="phone"#) && !html.contains(#"id="screen"#))
    #expect(
      html.contains(
        #"""
        <section class="state-panel">
        <h2 id="state-title">State after step 2</h2>
        <pre id="state">same</pre>
        </section>
        """#))
  }

  @Test func theStatesAreJSONThatNoTextInThemCanEnd() {
    let html = Self.handout.html
    #expect(
      html.contains(
        #"""
        <script type="application/json" id="states">
        ["Demo.State(text: \"\")",
        "Demo.State(text: \"\u003c/script\u003e\")",
        "same"]
        </script>
        """#))
    #expect(html.contains(#"<h2 id="state-title">State after step 2</h2>"#))
    #expect(html.contains(#"<pre id="state">same</pre>"#))
    #expect(html.contains("<title>Demo &lt;1&gt; — a store-repl session</title>"))
    // NB: One `</script>` ends each of the two scripts; none comes from the session's text.
    #expect(html.components(separatedBy: "</script>").count == 3)
  }

  @Test func thePageNeedsNothingFromElsewhere() {
    let html = Self.handout.html
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("<link") && !html.contains("src=") && !html.contains("@import"))
    #expect(html.contains(#"<svg class="timeline" viewBox="0 0 1600 360""#))
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("<a href=\"x\">'&'</a>", "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"),
  ])
  func textIsEscaped(text: String, escaped: String) {
    #expect(HTMLText.escaped(text) == escaped)
  }

  @Test func jsonStringsEscapeWhatAScriptCannotHold() {
    #expect(
      HTMLText.jsonString("a\"b\\c\nd\u{1}</script><!--&\u{2028}é")
        == #""a\"b\\c\nd\u0001\u003c/script\u003e\u003c!--\u0026\u2028é""#)
  }
}

/// `export html <file>` on a session: the file written, the session left where it was.
@Suite struct ExportHandoutTests {
  @Test func exportHTMLWritesOneEntryAndOneStatePerStep() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shell = loadedShell("EffectsBasics")
    for line in [
      "send .decrementButtonTapped", "advance 1s", "send .numberFactButtonTapped",
      "advance 1s", "send .decrementButtonTapped",
    ] {
      _ = await shell.perform(line)
    }
    let before = await snapshot(shell)
    let path = folder.path + "/handout.html"
    #expect(
      await shell.perform("export html \(path)")
        == ("  wrote the handout (5 steps) to \(path)", false))
    #expect(await snapshot(shell) == before)
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(html.components(separatedBy: #"<li class="step"#).count - 1 == 6)
    for step in 0...5 {
      #expect(html.contains(#"id="step-\#(step)" data-step="\#(step)""#))
    }
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(
      html.contains(
        #"<code class="command">send .numberFactButtonTapped</code> <span class="time">1.000s</span>"#
      ))
    #expect(
      html.contains(
        "<li>2.000s  received .numberFactResponse(.success(&quot;0 is a good number.&quot;)) from #2</li>"
      ))
    #expect(
      html.contains(
        #">#2 .numberFactButtonTapped → .numberFactResponse(.success(…))</text>"#))
    // The state after each step is what `state` prints there.
    var states: [String] = []
    for step in 0...5 {
      _ = await shell.perform("goto \(step)")
      let printed = await shell.perform("state").output
      states.append(
        HTMLText.jsonString(
          printed.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.dropFirst(2))
          }.joined(separator: "\n")))
    }
    #expect(html.contains(#"id="states">"# + "\n[" + states.joined(separator: ",\n") + "]\n"))
  }

  /// What was said in the session — comments typed at the prompt — is in the handout after
  /// the step it was said at, lines said together in one paragraph; a teacher's note is not,
  /// nor what was said after steps that a new branch replaced.
  @Test func theHandoutCarriesWhatWasSaidWhereItWasSaid() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/narrated.html"
    let reader = ScriptedLineReader(lines: [
      "# Tap minus: the count goes",
      "# below zero. <Watch>",
      "send .decrementButtonTapped",
      "# note: ask the class what comes back",
      "# A second later it comes back.",
      "advance 1s",
      "# Said after step 2, which the next branch replaces.",
      "undo",
      "# Said again at step 1.",
      "send .incrementButtonTapped",
      "export html \(path)",
    ])
    let shell = Shell(features: catalog, reader: reader, write: { _ in })
    shell.load("EffectsBasics", quietly: true)
    _ = await shell.run()
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let entries = html.components(separatedBy: "\n").filter {
      $0.hasPrefix(#"<li class="step"#) || $0.hasPrefix(#"<li class="narration"#)
    }
    #expect(
      entries == [
        #"<li class="step" id="step-0" data-step="0" tabindex="0">"#,
        #"<li class="narration"><p>Tap minus: the count goes below zero. &lt;Watch&gt;</p></li>"#,
        #"<li class="step" id="step-1" data-step="1" tabindex="0">"#,
        #"<li class="narration"><p>A second later it comes back.</p><p>Said again at step 1.</p></li>"#,
        #"<li class="step selected" id="step-2" data-step="2" tabindex="0">"#,
      ])
  }

  @Test func eachStepShowsTheScreenDrawnForItsStateAndTheSessionStaysWhereItWas() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shell = loadedShell("SheetDemo")
    _ = await shell.perform("tap Start a stopwatch")
    let screen = await shell.perform("screen")
    let path = folder.path + "/sheet.html"
    #expect(
      await shell.perform("export html \(path)")
        == ("  wrote the handout (1 step) to \(path)", false))
    #expect(await shell.perform("screen") == screen)
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let entries = html.components(separatedBy: "\n").drop { $0 != #"<ol id="steps">"# }
      .dropFirst().prefix {
        $0 != #"<ul class="actions"><li>0.000s  sent .presentStopwatchButtonTapped</li></ul>"#
      }
    #expect(
      entries.joined(separator: "\n") == #"""
        <li class="step" id="step-0" data-step="0" tabindex="0">
        <div class="head"><span class="number">0</span> <span class="command start">the start</span> <span class="time">0.000s</span></div>
        <pre class="phone step-screen">╭─ Sheets ───────────────────────╮
        │ 1[ Start a stopwatch ]         │
        │                                │
        │ LAPS                           │
        │ No laps yet                    │
        ╰────────────────────────────────╯</pre>
        </li>
        <li class="step selected" id="step-1" data-step="1" tabindex="0">
        <div class="head"><span class="number">1</span> <code class="command">send .presentStopwatchButtonTapped</code> <span class="time">0.000s</span></div>
        <pre class="phone step-screen">╭─ Sheets ───────────────────────╮
        │ ╭─ sheet: Stopwatch ─────────╮ │
        │ │ 1[ Done ]                  │ │
        │ │ 0s                         │ │
        │ │ 2[ Start ]                 │ │
        │ ╰────────────────────────────╯ │
        ╰────────────────────────────────╯</pre>
        """#)
    #expect(
      html.contains(
        #"""
        <section class="state-panel with-screen">
        <h2 id="state-title">Screen and state after step 1</h2>
        <div class="after">
        <pre id="screen" class="phone">╭─ Sheets ───────────────────────╮
        │ ╭─ sheet: Stopwatch ─────────╮ │
        │ │ 1[ Done ]                  │ │
        │ │ 0s                         │ │
        │ │ 2[ Start ]                 │ │
        │ ╰────────────────────────────╯ │
        ╰────────────────────────────────╯</pre>
        <pre id="state">SheetDemo.State(
          laps: [],
          stopwatch: Stopwatch.State(
            isRunning: false,
            secondsElapsed: 0
          )
        )</pre>
        </div>
        </section>
        """#))
  }

  @Test func anUnwritablePathIsAnErrorAndTheSessionGoesOn() async {
    let shell = loadedShell("EffectsBasics")
    _ = await shell.perform("send .incrementButtonTapped")
    #expect(
      await shell.outcome("export html /nonexistent/folder/handout.html")
        == .failure(
          "error: can't write '/nonexistent/folder/handout.html': No such file or directory"))
    #expect(await shell.perform("state count").output == "  count: 1")
  }

  @Test func aSessionWithoutStepsIsAHandoutOfItsStart() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shell = loadedShell("EffectsBasics")
    let path = folder.path + "/start.html"
    #expect(
      await shell.perform("export html \(path)") == (
        "  wrote the handout (0 steps) to \(path)", false
      ))
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(html.contains(#"<li class="step selected" id="step-0" data-step="0" tabindex="0">"#))
    #expect(html.contains(">no effect ran</text>"))
  }

  @Test func theStateIsEscapedInThePage() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shell = loadedShell("EffectsBasics")
    _ = await shell.perform(
      #"send .numberFactResponse(.success("</pre><script>alert(1)</script>"))"#)
    let path = folder.path + "/escaped.html"
    _ = await shell.perform("export html \(path)")
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!html.contains("<script>alert"))
    #expect(
      html.contains("numberFact: &quot;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;"))
  }
}

extension ExportHandoutTests {
  /// The handout reads each step's state by running the session's steps once, from the start,
  /// and draws each screen for the state that run reached: no step is sent a second time for
  /// its screen, and only one test in the process loads `Clicker`.
  @Test func theScreensAreDrawnInTheOneReplayThatReadsTheStates() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shell = Shell(
      features: clickerFeatures, reader: ScriptedLineReader(lines: []), write: { _ in })
    #expect(shell.load("Clicker", quietly: true))
    for _ in 1...3 { _ = await shell.perform("tap Plus") }
    let before = Clicker.reductions.load(ordering: .relaxed)
    #expect(before == 3)
    let path = folder.path + "/clicker.html"
    #expect(
      await shell.perform("export html \(path)")
        == ("  wrote the handout (3 steps) to \(path)", false))
    #expect(Clicker.reductions.load(ordering: .relaxed) == before + 3)
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let screens = html.components(separatedBy: "\n").drop {
      $0 != #"<script type="application/json" id="screens">"#
    }
    .dropFirst().prefix { $0 != "</script>" }
    #expect(
      screens.joined(separator: "\n") == #"""
        ["╭─ Clicker ──────────────────────╮\n│ Count: 0                       │\n│ 1[ Plus ]                      │\n╰────────────────────────────────╯",
        "╭─ Clicker ──────────────────────╮\n│ Count: 1                       │\n│ 1[ Plus ]                      │\n╰────────────────────────────────╯",
        "╭─ Clicker ──────────────────────╮\n│ Count: 2                       │\n│ 1[ Plus ]                      │\n╰────────────────────────────────╯",
        "╭─ Clicker ──────────────────────╮\n│ Count: 3                       │\n│ 1[ Plus ]                      │\n╰────────────────────────────────╯"]
        """#)
    #expect(await shell.perform("state").output == "  Clicker.State(count: 3)")
  }
}
