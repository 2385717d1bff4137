import Composable
import ValueDump

/// A session as a handout, the page a teacher gives after class: the steps, each with its
/// command, the actions it reduced and its state diff, and between them what was said (the
/// session's narration); the timeline; and the state after each step, shown for the step chosen
/// by a click (on a step, an effect's bar or a step under the bars) or by the Left and Right
/// keys. One HTML file that needs nothing else: no network, no font, no script from elsewhere.
struct SessionHandout: Equatable {
  /// One step of the session; step 0 is the start.
  struct Step: Equatable {
    var number: Int
    /// The command line as `log` writes it, `send .decrementButtonTapped`; empty for the start.
    var command: String
    /// The virtual time after the step.
    var time: Duration
    /// The actions it reduced, as `log` lists them: `0.000s  sent .decrementButtonTapped`.
    var actions: [String]
    /// How many more actions it reduced than ``actions`` lists.
    var unlistedActions = 0
    /// The state's diff over the step (custom-dump style), or nil when the state did not change.
    var diff: String?
    /// The state after the step, as `state` prints it.
    var state: String
    /// The feature's screen after the step, as `screen` draws it for ``screenWidth`` columns;
    /// nil when the feature has no view.
    var screen: String? = nil
  }

  var feature: String
  var steps: [Step]
  var timeline: TimelinePicture
  /// What was said in the session, by the step it was said after: shown after that step's
  /// entry, before the next.
  var narration: [Int: [String]] = [:]

  /// How many actions a step lists at most; the rest are counted.
  static var listedActions: Int { 50 }

  /// How many columns the screen is drawn for: a phone's, narrower than a terminal's.
  static var screenWidth: Int { 34 }

  /// Whether the page shows the screen: when the feature has a view.
  private var hasScreens: Bool { steps.contains { $0.screen != nil } }

  /// The number of the last step.
  var lastStep: Int { steps.last?.number ?? 0 }

  /// The page.
  var html: String {
    let count = steps.count - 1
    let summary =
      "\(counted(count, "step")), \(steps.last?.time.formattedSeconds ?? "0.000s") "
      + "of virtual time, \(counted(timeline.bars.count, "effect"))"
    let states = steps.map { HTMLText.jsonString($0.state) }.joined(separator: ",\n")
    let screens =
      hasScreens
      ? """
      <script type="application/json" id="screens">
      [\(steps.map { HTMLText.jsonString($0.screen ?? "") }.joined(separator: ",\n"))]
      </script>

      """ : ""
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escaped(feature)) — a store-repl session</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      <header>
      <h1>\(escaped(feature))</h1>
      <p class="summary">A session in store-repl: \(escaped(summary)). Click a step or an \
      effect's bar to see the state after it; the Left and Right keys move through the steps.</p>
      </header>
      <section class="timeline-panel">
      <h2>Timeline</h2>
      \(timeline.svg(standalone: false))</section>
      <main>
      <section class="steps-panel">
      <h2>Steps</h2>
      <ol id="steps">
      \(steps.map { stepItem($0) + narrationItem(after: $0.number) }.joined(separator: "\n"))
      </ol>
      </section>
      \(statePanel)
      </main>
      <script type="application/json" id="states">
      [\(states)]
      </script>
      \(screens)<script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  /// The panel of the chosen step: its state, beside its screen when the feature has a view.
  private var statePanel: String {
    let state = #"<pre id="state">\#(escaped(steps.last?.state ?? ""))</pre>"#
    guard hasScreens else {
      return """
        <section class="state-panel">
        <h2 id="state-title">State after step \(lastStep)</h2>
        \(state)
        </section>
        """
    }
    return """
      <section class="state-panel with-screen">
      <h2 id="state-title">Screen and state after step \(lastStep)</h2>
      <div class="after">
      <pre id="screen" class="phone">\(escaped(steps.last?.screen ?? ""))</pre>
      \(state)
      </div>
      </section>
      """
  }

  /// One step's entry in the list.
  private func stepItem(_ step: Step) -> String {
    var lines: [String] = []
    let selected = step.number == lastStep ? " selected" : ""
    lines.append(
      #"<li class="step\#(selected)" id="step-\#(step.number)" data-step="\#(step.number)" tabindex="0">"#
    )
    let command =
      step.number == 0
      ? #"<span class="command start">the start</span>"#
      : #"<code class="command">\#(escaped(step.command))</code>"#
    lines.append(
      #"<div class="head"><span class="number">\#(step.number)</span> \#(command) <span class="time">\#(step.time.formattedSeconds)</span></div>"#
    )
    if let screen = step.screen {
      // NB: Printed, the page has no chosen step, so each step shows its own screen, beside
      // its actions and diff.
      lines.append(#"<pre class="phone step-screen">"# + escaped(screen) + "</pre>")
    }
    if !step.actions.isEmpty {
      var items = step.actions.map { "<li>\(escaped($0))</li>" }
      if step.unlistedActions > 0 { items.append("<li>… and \(step.unlistedActions) more</li>") }
      lines.append(#"<ul class="actions">"# + items.joined() + "</ul>")
    }
    if let diff = step.diff {
      let diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map {
        line -> String in
        let text = escaped(String(line))
        if line.hasPrefix("\u{2212}") { return #"<span class="removed">\#(text)</span>"# }
        if line.hasPrefix("+") { return #"<span class="added">\#(text)</span>"# }
        return text
      }
      lines.append(#"<pre class="diff">"# + diffLines.joined(separator: "\n") + "</pre>")
    } else if step.number > 0 {
      lines.append(#"<p class="no-change">(no state change)</p>"#)
    }
    lines.append("</li>")
    return lines.joined(separator: "\n")
  }

  /// What was said after step `number`, as an entry of the list between its step and the
  /// next; nothing when nothing was.
  private func narrationItem(after number: Int) -> String {
    guard let paragraphs = narration[number], !paragraphs.isEmpty else { return "" }
    return "\n" + #"<li class="narration">"# + paragraphs.map { "<p>\(escaped($0))</p>" }.joined()
      + "</li>"
  }

  private func escaped(_ text: String) -> String { HTMLText.escaped(text) }

  // MARK: - Style and script

  private static let style = """
    body { margin: 0; padding: 24px 32px; font: 16px/1.4 system-ui, sans-serif; color: #111;
      background: #fff; }
    h1 { margin: 0 0 4px; font-size: 28px; }
    h2 { font-size: 18px; margin: 0 0 8px; }
    .summary { margin: 0 0 16px; color: #444; }
    main { display: flex; gap: 24px; align-items: flex-start; }
    .steps-panel { flex: 1 1 50%; min-width: 0; }
    .state-panel { flex: 1 1 50%; min-width: 0; position: sticky; top: 8px; }
    #steps { list-style: none; margin: 0; padding: 0; }
    .step { border: 1px solid #d4d4d4; border-radius: 6px; padding: 8px 12px; margin: 0 0 8px;
      cursor: pointer; }
    .step:focus { outline: 2px solid #1f5fbf; }
    .step.selected { border-color: #1f5fbf; background: #eef3fb; }
    .head { font-weight: 600; display: flex; gap: 8px; align-items: baseline; }
    .number { min-width: 2em; color: #1f5fbf; }
    .time { color: #666; font-weight: normal; margin-left: auto; white-space: nowrap; }
    .command { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; min-width: 0;
      overflow-wrap: anywhere; }
    .actions li { overflow-wrap: anywhere; }
    .actions { margin: 4px 0; padding-left: 2em; list-style: none; font-size: 14px; color: #333;
      font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
    pre { margin: 4px 0; padding: 8px; background: #f6f6f6; border-radius: 4px; overflow-x: auto;
      font: 14px/1.35 "DejaVu Sans Mono", Menlo, Consolas, monospace; }
    #state { font-size: 15px; }
    .with-screen { flex: 3 1 60%; }
    .after { display: flex; gap: 16px; align-items: flex-start; }
    .after #state { flex: 1 1 auto; min-width: 0; margin: 0; }
    .phone { flex: none; box-sizing: border-box; min-height: 26em; margin: 0;
      padding: 28px 8px; background: #fff; color: #111; border: 10px solid #222;
      border-radius: 32px; overflow-x: visible; font-size: 13px; line-height: 1.1; }
    .step-screen { display: none; }
    .removed { color: #b3141b; }
    .added { color: #17702b; }
    .no-change { margin: 4px 0; color: #666; }
    .narration { margin: 0 0 8px; padding: 2px 12px; border-left: 4px solid #1f7a8c;
      color: #0d4a57; font-style: italic; }
    .narration p { margin: 4px 0; }
    .timeline-panel { margin: 0 0 24px; }
    svg.timeline { display: block; width: 100%; height: auto; max-height: 100vh; }
    svg.timeline .effect { cursor: pointer; }
    svg.timeline .effect.chosen .label { font-weight: bold; }
    @media print {
      body { padding: 0; font-size: 11pt; }
      main { display: block; }
      .state-panel { position: static; break-before: page; }
      .step { display: flow-root; }
      .step-screen { display: block; float: right; margin: 4px 0 4px 12px; }
      .step > .actions, .step > .diff, .step > .no-change { display: flow-root; }
      .phone { min-height: 0; padding: 12px 6px; white-space: pre; overflow-wrap: normal;
        border: 6px solid #222; border-radius: 18px; font-size: 8pt; }
      .step { break-inside: avoid; cursor: auto; }
      .narration { break-inside: avoid; break-after: avoid; }
      .step.selected { background: none; border-color: #d4d4d4; }
      pre { overflow-x: visible; white-space: pre-wrap; overflow-wrap: anywhere;
        background: none; border: 1px solid #e4e4e4; }
      .removed, .added { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
      svg.timeline { max-height: none; break-inside: avoid; }
    }
    """

  /// The page's script. `#step=<n>` in the address opens the page at step n: how a headless
  /// browser is shown a step without a click.
  private static let script = """
    (function () {
      var states = JSON.parse(document.getElementById("states").textContent);
      var screenData = document.getElementById("screens");
      var screens = screenData ? JSON.parse(screenData.textContent) : null;
      var title = screens ? "Screen and state after step " : "State after step ";
      var items = Array.prototype.slice.call(document.querySelectorAll("#steps > .step"));
      var last = items.length - 1;
      var current = last;
      function show(step) {
        if (isNaN(step)) return;
        step = Math.max(0, Math.min(last, step));
        current = step;
        items.forEach(function (item) {
          item.classList.toggle("selected", Number(item.getAttribute("data-step")) === step);
        });
        document.querySelectorAll("svg.timeline .effect").forEach(function (bar) {
          bar.classList.toggle("chosen", Number(bar.getAttribute("data-step")) === step);
        });
        document.getElementById("state-title").textContent = title + step;
        document.getElementById("state").textContent = states[step];
        if (screens) document.getElementById("screen").textContent = screens[step];
      }
      items.forEach(function (item) {
        item.addEventListener("click", function () {
          show(Number(item.getAttribute("data-step")));
        });
      });
      document.querySelectorAll("svg.timeline .effect, svg.timeline .step-group").forEach(function (bar) {
        bar.addEventListener("click", function () {
          show(Number(bar.getAttribute("data-step")));
        });
      });
      document.addEventListener("keydown", function (event) {
        if (event.key === "ArrowLeft") { show(current - 1); event.preventDefault(); }
        if (event.key === "ArrowRight") { show(current + 1); event.preventDefault(); }
      });
      function fromAddress() {
        var match = /^#step=(\\d+)$/.exec(window.location.hash);
        if (match) show(Number(match[1]));
      }
      window.addEventListener("hashchange", fromAddress);
      fromAddress();
    })();
    """
}
