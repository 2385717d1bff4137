import Composable

/// Writes how an action went through a feature's composition as an indented tree: each reducer
/// that ran, in order, with the fields it changed and the effects it returned.
///
/// ```
///   Root
///   ├─ Scope(\.splash) → Splash
///   │  └─ Reduce (Splash.swift:31)
///   │       weather: nil → "Seoul"
///   │       returned none
///   └─ Reduce (Root.swift:40) · no change, returned none
/// ```
///
/// A feature's `body` is shown under the scope that runs it; a change is written relative to
/// the state the reducer runs on, as `diff compact` writes it.
struct TraceRenderer {
  var style: ShellStyle

  /// The tree of `trace`, for an action of the feature named `feature`.
  func lines(for trace: ReducerTrace, feature: String) -> [String] {
    var lines: [String] = []
    let nodes = trace.nodes
    guard !nodes.isEmpty else {
      return [
        "  \(feature): its own reduce(into:action:), nothing composed in it to trace"
      ]
    }
    // The feature's own body is the tree's root; anything else the store ran is listed.
    if nodes.count == 1, nodes[0].label.kind == .body {
      lines.append("  " + nodes[0].label.name)
      write(nodes[0].children, prefix: "  ", into: &lines)
    } else {
      lines.append("  " + feature)
      write(nodes, prefix: "  ", into: &lines)
    }
    return lines
  }

  /// Writes `nodes` as siblings, under a line that starts with `prefix`.
  private func write(_ nodes: [ReducerTrace.Node], prefix: String, into lines: inout [String]) {
    let shown = nodes.flatMap(spliced)
    for (index, node) in shown.enumerated() {
      let isLast = index == shown.count - 1
      let branch = style.look.ascii ? (isLast ? "`- " : "|- ") : (isLast ? "└─ " : "├─ ")
      let under = prefix + (isLast ? "   " : (style.look.ascii ? "|  " : "│  "))
      let children = node.children.flatMap(spliced)
      let details = self.details(of: node, hasChildren: !children.isEmpty)
      let continuation = under + (children.isEmpty ? "   " : (style.look.ascii ? "|  " : "│  "))
      var title = prefix + branch + title(of: node)
      if let first = details.first, first.isInline { title += " · " + first.text }
      lines += fitted(title, continuation)
      for detail in details where !detail.isInline {
        lines += fitted(under + "   " + detail.text, under + "     ")
      }
      write(children, prefix: under, into: &lines)
    }
  }

  /// `line` folded to the shell's width, each continuation starting with `continuation` (the
  /// tree's lines and an indent), so that the tree stays whole.
  private func fitted(_ line: String, _ continuation: String) -> [String] {
    let line = StateChanges.swiftUUIDs(in: line)
    let width = Swift.max(style.width, LineWrapping.narrowest)
    guard LineWrapping.columns(line) > width else { return [line] }
    let indent = LineWrapping.columns(continuation)
    let folded = LineWrapping.fold(line[...], width: width, hangingIndent: indent)
    return [folded[0]] + folded.dropFirst().map { continuation + $0.dropFirst(indent) }
  }

  /// A feature's body under the scope that runs that feature stands for its reducers: they are
  /// shown in its place.
  private func spliced(_ node: ReducerTrace.Node) -> [ReducerTrace.Node] {
    guard node.label.kind == .scope, node.children.count == 1,
      node.children[0].label.kind == .body, node.children[0].label.name == node.label.child
    else { return [node] }
    var scope = node
    scope.children = node.children[0].children
    return [scope]
  }

  /// `Scope(\.splash) → Splash`, `Reduce (Splash.swift:31)`.
  private func title(of node: ReducerTrace.Node) -> String {
    let label = node.label
    var title = label.name
    if let child = label.child { title += " → " + child }
    if let location = label.location { title += " (\(location))" }
    return title
  }

  /// What a reducer did: a line under it (a change of the state, an effect), or a few words
  /// after its name.
  private struct Detail {
    var text: String
    var isInline = false
  }

  /// What a reducer's lines say besides its children: the fields it changed and the effects it
  /// returned, for a reducer that ran nothing traced; nothing more for one whose children say
  /// it.
  private func details(of node: ReducerTrace.Node, hasChildren: Bool) -> [Detail] {
    guard node.handled else { return [Detail(text: "not its action", isInline: true)] }
    if node.label.kind == .note {
      return [Detail(text: "adds " + node.effects.joined(separator: ", "), isInline: true)]
    }
    guard !hasChildren else { return [] }
    let room = Swift.max(16, (style.width - 24) / 2)
    let changes = StateChanges.between(
      node.before, node.after, path: "$0", form: .compact(room: room)
    )
    .map { Detail(text: $0) }
    // One effect a line: a `.run` with its cancellation id takes most of one.
    let effects = node.effects.enumerated().map { index, effect in
      Detail(text: (index == 0 ? "returned " : "         ") + effect)
    }
    switch (changes.isEmpty, effects.isEmpty) {
    case (true, true): return [Detail(text: "no change, returned none", isInline: true)]
    case (true, false): return [Detail(text: "no change", isInline: true)] + effects
    case (false, true): return changes + [Detail(text: "returned none")]
    case (false, false): return changes + effects
    }
  }
}
