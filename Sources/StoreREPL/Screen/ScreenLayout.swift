import Foundation
import SwiftUI

/// A feature's screen as text: the evaluated view laid out in lines for a width, as a person
/// reads the phone, and the controls a user can drive, numbered in reading order.
///
/// The layout is a pure function of the tree, the width and the look: stacks are rows and
/// columns, lists and forms' sections are rows, a navigation stack shows its top screen under
/// its title, and a presented sheet, alert or dialog is drawn over the screen behind, whose
/// controls it covers. Only the front layer's controls are numbered: a phone takes no tap
/// behind a sheet.
///
/// ```text
/// ╭─ Effects ────────────────────────╮
/// │ 1[ minus ]  0  2[ plus ]         │
/// │ 3[ Number fact ]                 │
/// ╰──────────────────────────────────╯
/// ```
struct ScreenLayout {
  /// A control of the front layer, as `tap`, `type`, `toggle` and `pick` find it.
  struct Control {
    /// What a user does with it.
    enum Kind: Equatable {
      case button, field, toggle, picker, disclosure
      /// A stepper's halves.
      case increment, decrement
    }

    var number: Int
    var kind: Kind
    /// The words it shows: a button's label, a field's or a toggle's title.
    var title: String
    var node: ViewNode

    /// Whether a user can use it: not under `disabled(true)`, nor a stepper's half that
    /// cannot step, at a bound.
    var isEnabled: Bool {
      guard node.isEnabled else { return false }
      guard case let .stepper(increment, decrement)? = node.control else { return true }
      switch kind {
      case .increment: return increment != nil
      case .decrement: return decrement != nil
      default: return true
      }
    }
  }

  /// A presentation over the screen: a sheet's or an alert's node.
  struct Layer {
    var node: ViewNode
  }

  /// The screen's lines, each at most the width.
  var lines: [String] = []
  /// The front layer's controls, by number.
  var controls: [Control] = []
  /// The presentations, back to front.
  var layers: [Layer] = []
  /// The top screen of the front layer's navigation stack, when one is pushed: what `back` pops.
  var pushed: ViewNode?
  /// What runs as the front layer appears (`.onAppear`, `.task`) or is pulled down
  /// (`.refreshable`), in reading order.
  var lifecycle: [ViewNode.Handler] = []
  /// The labels of the front layer's sliders, which it shows but does not drive.
  var sliders: [String] = []

  /// Lays out `root` for `width` columns.
  ///
  /// - Parameters:
  ///   - root: The evaluated view.
  ///   - width: The columns the screen may take; it takes 80 at most.
  ///   - style: Colours, and whether the frame is drawn in ASCII (`--ascii`).
  init(_ root: ViewNode, width: Int, style: ShellStyle) {
    let frame = Frame(ascii: style.look.ascii)
    var collector = Collector(frame: frame)
    // NB: First find the layers, front last, so that only the front one numbers its controls.
    collector.findLayers(in: root)
    layers = collector.layers.map { Layer(node: $0) }
    let width = max(LineWrapping.narrowest, min(width, 80))
    var base = collector.screen(of: root, layer: 0, width: width - 4)
    if layers.isEmpty { base.lines = collector.lifecycleHint() + base.lines }
    var box = frame.box(title: base.title, body: base.lines, width: width)
    if layers.isEmpty {
      pushed = base.pushed
    }
    // Layers nest: each is a box inside the one behind it, in place of its body.
    if !collector.layers.isEmpty {
      var inner: [Piece.Line] = []
      for (index, node) in collector.layers.enumerated().reversed() {
        let depth = index + 1
        let innerWidth = width - 4 * depth
        var drawn = collector.layer(node, layer: depth, width: innerWidth - 4)
        if index == collector.layers.count - 1 {
          pushed = drawn.pushed
          drawn.lines = collector.lifecycleHint() + drawn.lines
        }
        let title = drawn.title
        inner = frame.box(title: title, body: drawn.lines + inner, width: innerWidth)
      }
      box = frame.box(title: base.title, body: inner, width: width)
    }
    lines = box.map { $0.rendered(style) }
    controls = collector.controls
    lifecycle = collector.lifecycle
    sliders = collector.sliders
  }
}

extension ScreenLayout.Control {
  /// A stepper half's title: its label and its sign, `Count: 3 +`.
  static func stepperTitle(_ label: String, _ kind: Kind) -> String {
    let sign = kind == .increment ? "+" : "−"
    return label.isEmpty ? sign : "\(label) \(sign)"
  }

  /// Whether `text` names this stepper half by the start of its label and its sign, in any
  /// case, `-` for `−`: `Count +`, `count -`.
  func isStepperHalf(named text: String) -> Bool {
    guard kind == .increment || kind == .decrement, let sign = text.last else { return false }
    guard sign == (kind == .increment ? "+" : "−") || (kind == .decrement && sign == "-") else {
      return false
    }
    let start = text.dropLast().trimmingCharacters(in: .whitespaces).lowercased()
    return title.dropLast().lowercased().hasPrefix(start)
  }
}

// MARK: - Pieces

/// A run of text and how it is coloured.
struct Piece {
  var text: String
  var role: ShellStyle.Role?

  init(_ text: String, _ role: ShellStyle.Role? = nil) {
    self.text = text
    self.role = role
  }

  /// A line of pieces.
  struct Line {
    var pieces: [Piece] = []

    init(_ pieces: [Piece] = []) {
      self.pieces = pieces
    }

    init(_ text: String, _ role: ShellStyle.Role? = nil) {
      self.pieces = [Piece(text, role)]
    }

    var width: Int { pieces.reduce(0) { $0 + $1.text.count } }

    func rendered(_ style: ShellStyle) -> String {
      pieces.map { piece in
        piece.role.map { style.paint(piece.text, as: $0) } ?? piece.text
      }.joined()
    }

    static func + (lhs: Line, rhs: Line) -> Line { Line(lhs.pieces + rhs.pieces) }

    /// The line cut to `width` columns, its last kept column an ellipsis.
    func fitted(to width: Int) -> Line {
      guard self.width > width else { return self }
      var kept: [Piece] = []
      var room = width - 1
      for piece in pieces where room > 0 {
        let text = String(piece.text.prefix(room))
        kept.append(Piece(text, piece.role))
        room -= text.count
      }
      kept.append(Piece("…"))
      return Line(kept)
    }
  }
}

/// The frame's characters: box drawing, or ASCII.
private struct Frame {
  var ascii: Bool

  /// A box `width` columns wide around `body`, `title` in its top edge.
  func box(title: String?, body: [Piece.Line], width: Int) -> [Piece.Line] {
    let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) =
      ascii ? ("+", "+", "+", "+", "-", "|") : ("╭", "╮", "╰", "╯", "─", "│")
    var top = Piece.Line(topLeft + horizontal, .secondary)
    if let title, !title.isEmpty {
      let shown = String(title.prefix(width - 6))
      top = top + Piece.Line(" ") + Piece.Line(shown) + Piece.Line(" ")
    }
    top =
      top
      + Piece.Line(
        String(repeating: horizontal, count: max(0, width - 1 - top.width)) + topRight, .secondary)
    var lines = [top]
    for line in body.isEmpty ? [Piece.Line()] : body {
      let fitted = line.fitted(to: width - 4)
      lines.append(
        Piece.Line(vertical + " ", .secondary) + fitted
          + Piece.Line(String(repeating: " ", count: width - 4 - fitted.width))
          + Piece.Line(" " + vertical, .secondary))
    }
    lines.append(
      Piece.Line(
        bottomLeft + String(repeating: horizontal, count: width - 2) + bottomRight, .secondary))
    return lines
  }

  var spinner: String { ascii ? "*" : "⟳" }
  var minus: String { ascii ? "-" : "−" }
  var rule: String { ascii ? "-" : "─" }
  var back: String { ascii ? "<" : "‹" }
  var forward: String { ascii ? ">" : "›" }
  var collapsed: String { ascii ? ">" : "▸" }
  var expanded: String { ascii ? "v" : "▾" }
}

// MARK: - The walk

/// What a walk of the tree has found and numbered so far.
private struct Collector {
  let frame: Frame
  /// The presented sheets, covers, popovers, alerts and dialogs, back to front.
  var layers: [ViewNode] = []
  var controls: [ScreenLayout.Control] = []
  /// The front layer's `.onAppear`, `.task` and `.refreshable` handlers.
  var lifecycle: [ViewNode.Handler] = []
  /// The labels of the front layer's sliders.
  var sliders: [String] = []
  /// The layer whose controls are numbered: the front one.
  var front: Int { layers.count }
  /// The layer being drawn.
  var current = 0

  init(frame: Frame) {
    self.frame = frame
  }

  /// A screen drawn: its title, its lines, and the pushed screen on top of its stack.
  struct Drawn {
    var title: String?
    var lines: [Piece.Line]
    var pushed: ViewNode?
  }

  // MARK: Layers

  /// Finds the presentations over `node`, front last: those of what the screen shows (a
  /// stack's top screen, not the screens under it), then those presented over them.
  mutating func findLayers(in node: ViewNode) {
    switch node.kind {
    case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog:
      for child in node.children { findLayers(in: child) }
      if case .presentation(true, _)? = node.control {
        layers.append(node)
        guard node.kind != .alert, node.kind != .confirmationDialog else { return }
        for content in node.attached { findLayers(in: content) }
      }
    case .navigationStack:
      if let top = Self.topScreen(of: node) {
        for child in top.children { findLayers(in: child) }
      } else {
        for child in node.children { findLayers(in: child) }
      }
    case .navigationDestination:
      // A destination registered where it is written: its screen is found by the stack.
      return
    default:
      for child in node.label + node.children { findLayers(in: child) }
      if node.kind == .overlay || node.kind == .safeAreaInset || node.kind == .toolbar {
        for child in node.attached { findLayers(in: child) }
      }
    }
  }

  /// The screen a stack shows on top of its root, if one is pushed.
  static func topScreen(of stack: ViewNode) -> ViewNode? {
    stack.attached.last {
      guard $0.kind == .navigationDestination, case .presentation(true, _)? = $0.control else {
        return false
      }
      return true
    }
  }

  /// The words of a `navigationTitle` in the node or under it, outside what it presents.
  static func navigationTitle(in node: ViewNode) -> String? {
    if let attribute = node.attributes.last(where: { $0.name == "navigationTitle" }) {
      return unquoted(attribute.arguments)
    }
    if node.kind == .navigationStack, topScreen(of: node) != nil { return nil }
    for child in node.children {
      if let title = navigationTitle(in: child) { return title }
    }
    return nil
  }

  private static func unquoted(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    return String(text.dropFirst().dropLast())
  }

  // MARK: Screens

  /// The screen behind every presentation.
  mutating func screen(of root: ViewNode, layer: Int, width: Int) -> Drawn {
    current = layer
    var pushed: ViewNode?
    let lines = self.lines(of: root, width: width, pushed: &pushed)
    return Drawn(title: screenTitle(of: root), lines: lines, pushed: pushed)
  }

  /// A presentation's box: an alert's or a dialog's title, message and buttons; a sheet's
  /// content.
  mutating func layer(_ node: ViewNode, layer: Int, width: Int) -> Drawn {
    current = layer
    var pushed: ViewNode?
    switch node.kind {
    case .alert, .confirmationDialog:
      var lines: [Piece.Line] = []
      var buttons: [ViewNode] = []
      for item in node.attached {
        if item.kind == .button || item.kind == .link {
          buttons.append(item)
        } else {
          lines += self.lines(of: item, width: width, pushed: &pushed)
        }
      }
      lines += row(of: buttons, width: width, pushed: &pushed)
      let name = node.kind == .alert ? "alert" : "dialog"
      return Drawn(
        title: [name, node.text].compactMap { $0 }.joined(separator: ": "), lines: lines)
    default:
      var lines: [Piece.Line] = []
      for content in node.attached {
        lines += self.lines(of: content, width: width, pushed: &pushed)
      }
      let title = node.attached.compactMap { screenTitle(of: $0) }.first
      let name = node.kind == .sheet ? "sheet" : node.kind.name
      return Drawn(
        title: [name, title].compactMap { $0 }.joined(separator: ": "), lines: lines,
        pushed: pushed)
    }
  }

  /// The title of what a node shows: its top screen's navigation title.
  func screenTitle(of node: ViewNode) -> String? {
    if let stack = node.first(where: { $0.kind == .navigationStack }),
      let top = Self.topScreen(of: stack)
    {
      return Self.navigationTitle(in: top)
    }
    return Self.navigationTitle(in: node)
  }

  // MARK: Nodes

  /// The lines of a node in `width` columns, a row that a user can delete (`onDelete` of its
  /// `ForEach`) with a `[ Delete ]` control beside it.
  mutating func lines(
    of node: ViewNode, width: Int, pushed: inout ViewNode?
  ) -> [Piece.Line] {
    if current == front {
      lifecycle += node.handlers.filter { $0.runsOnAppear || $0.runsOnRefresh }
    }
    let drawn = ownLines(of: node, width: width, pushed: &pushed)
    // NB: A swipe-actions node holds its row's deletion too, which the row draws.
    guard let delete = node.deletion,
      node.kind != .swipeActions || !node.children.contains(where: { $0.deletion != nil })
    else { return drawn }
    var button = ViewNode(.button, text: "Delete")
    button.control = .tap(delete)
    button.isEnabled = node.isEnabled
    return beside(drawn, [self.button(button)], width: width)
  }

  /// `lines` with `extra` after their last line when it is the only one and they fit, else
  /// under it.
  func beside(_ lines: [Piece.Line], _ extra: [Piece.Line], width: Int) -> [Piece.Line] {
    guard !extra.isEmpty else { return lines }
    guard lines.count == 1, extra.count == 1, lines[0].width + 2 + extra[0].width <= width
    else { return lines + extra }
    return [lines[0] + Piece.Line("  ") + extra[0]]
  }

  /// The lines of a node in `width` columns, as its kind draws it.
  private mutating func ownLines(
    of node: ViewNode, width: Int, pushed: inout ViewNode?
  ) -> [Piece.Line] {
    switch node.kind {
    case .text:
      let lines = wrapped(node.text ?? "", width: width)
      // NB: Text the view itself makes less prominent reads as the screen's secondary text.
      let isSecondary = node.attributes.contains {
        $0.name == "foregroundStyle" && [".secondary", ".tertiary"].contains($0.arguments)
      }
      guard isSecondary else { return lines }
      return lines.map { Piece.Line($0.pieces.map { Piece($0.text, .secondary) }) }
    case .image:
      return [Piece.Line("(\(node.text ?? "image"))")]
    case .label:
      return wrapped(node.title, width: width)
    case .color, .shape, .spacer:
      return []
    case .divider:
      return [Piece.Line(String(repeating: frame.rule, count: width), .secondary)]
    case .hStack:
      return row(of: node.children, width: width, pushed: &pushed)
    case .list, .form:
      var lines: [Piece.Line] = []
      for (index, child) in node.children.enumerated() {
        if child.kind == .section, index > 0, !lines.isEmpty { lines.append(Piece.Line()) }
        lines += self.lines(of: child, width: width, pushed: &pushed)
      }
      return lines
    case .section:
      var lines: [Piece.Line] = []
      let header = node.label.map(\.title).joined(separator: " ")
      if !header.isEmpty { lines.append(Piece.Line(header.uppercased(), .secondary)) }
      for child in node.children { lines += self.lines(of: child, width: width, pushed: &pushed) }
      for footer in node.attached {
        lines += wrapped(footer.title, width: width).map {
          Piece.Line($0.pieces.map { Piece($0.text, .secondary) })
        }
      }
      return lines
    case .labeledContent:
      let value = node.children.map(\.title).joined(separator: " ")
      return wrapped("\(node.title == value ? "" : labelTitle(node)): \(value)", width: width)
    case .menu where node.control == nil:
      // NB: Its items are drawn beside it, open: the shell has no press that opens a menu.
      let title = "\(node.title.isEmpty ? "…" : node.title) \(frame.expanded)"
      return beside(
        [Piece.Line(title)], row(of: node.children, width: width, pushed: &pushed), width: width)
    case .button, .link, .menu, .editButton, .navigationLink:
      return [button(node)]
    case .textField, .secureField, .textEditor:
      return [field(node, title: labelTitle(node))]
    case .toggle:
      guard let number = number(node, .toggle, title: labelTitle(node)) else {
        return [Piece.Line((node.value == "true" ? "[x] " : "[ ] ") + labelTitle(node))]
      }
      return [
        Piece.Line("\(number)", .hint)
          + Piece.Line(node.value == "true" ? "[x] " : "[ ] ") + Piece.Line(labelTitle(node))
          + disabled(node)
      ]
    case .stepper:
      return [stepper(node)]
    case .slider:
      if current == front { sliders.append(labelTitle(node)) }
      return [Piece.Line("\(labelTitle(node)) \(node.value ?? "")".trimmingLeadingSpace)]
    case .picker:
      let title = labelTitle(node)
      let chosen =
        node.children.first { option in option.tag.map { "\($0.base)" } == node.value }?.title
        ?? node.value ?? ""
      let text = "\(title.isEmpty ? "" : title + ": ")\(chosen) \(frame.expanded)"
      guard let number = number(node, .picker, title: title) else { return [Piece.Line(text)] }
      return [Piece.Line("\(number)", .hint) + Piece.Line(" " + text) + disabled(node)]
    case .progressView:
      let title = labelTitle(node)
      if let value = node.value, let fraction = Double(value) {
        let filled = Int((max(0, min(1, fraction)) * 10).rounded())
        let bar =
          "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 10 - filled)
          + "] \(Int((fraction * 100).rounded()))%"
        return [Piece.Line(title.isEmpty ? bar : "\(title) \(bar)")]
      }
      return [Piece.Line(title.isEmpty ? frame.spinner : "\(frame.spinner) \(title)")]
    case .disclosureGroup:
      let isExpanded = node.value == "true"
      let mark = isExpanded ? frame.expanded : frame.collapsed
      var line = Piece.Line("\(mark) \(labelTitle(node))")
      if let number = number(node, .disclosure, title: labelTitle(node)) {
        line = Piece.Line("\(number)", .hint) + line
      }
      guard isExpanded else { return [line] }
      var lines = [line]
      for child in node.children {
        lines += self.lines(of: child, width: width - 2, pushed: &pushed).map {
          Piece.Line("  ") + $0
        }
      }
      return lines
    case .navigationStack:
      guard let top = Self.topScreen(of: node) else {
        return node.children.flatMap { self.lines(of: $0, width: width, pushed: &pushed) }
      }
      pushed = top
      let below = node.attached.filter {
        $0.kind == .navigationDestination && $0.isPresentedScreen
      }
      let backTitle =
        below.count >= 2
        ? Self.navigationTitle(in: below[below.count - 2])
        : node.children.compactMap { Self.navigationTitle(in: $0) }.first
      var lines = [Piece.Line("\(frame.back) \(backTitle ?? "Back")", .hint)]
      for child in top.children { lines += self.lines(of: child, width: width, pushed: &pushed) }
      return lines
    case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog:
      // What it presents is a layer of its own, drawn over this screen.
      return node.children.flatMap { self.lines(of: $0, width: width, pushed: &pushed) }
    case .toolbar:
      var items: [ViewNode] = []
      for item in node.attached {
        items += item.kind == .toolbarItem ? item.children : [item]
      }
      let bar = row(of: items, width: width, pushed: &pushed)
      return bar + node.children.flatMap { self.lines(of: $0, width: width, pushed: &pushed) }
    case .searchable:
      return [field(node, title: "Search")]
        + node.children.flatMap { self.lines(of: $0, width: width, pushed: &pushed) }
    case .overlay, .safeAreaInset:
      return (node.children + node.attached).flatMap {
        self.lines(of: $0, width: width, pushed: &pushed)
      }
    case .navigationDestination:
      return []
    case .swipeActions, .contextMenu:
      // NB: What a swipe or a press reveals is drawn beside the row, at hand.
      let row = node.children.flatMap { self.lines(of: $0, width: width, pushed: &pushed) }
      return beside(row, self.row(of: node.attached, width: width, pushed: &pushed), width: width)
    case .vStack, .zStack, .scrollView, .group, .tabView, .background, .tabItem, .toolbarItem:
      return node.children.flatMap { self.lines(of: $0, width: width, pushed: &pushed) }
    }
  }

  /// Nodes side by side when each is one line and they fit, else one under the other.
  mutating func row(
    of nodes: [ViewNode], width: Int, pushed: inout ViewNode?
  ) -> [Piece.Line] {
    var parts: [[Piece.Line]] = []
    for node in nodes {
      let lines = self.lines(of: node, width: width, pushed: &pushed)
      if !lines.isEmpty { parts.append(lines) }
    }
    if parts.allSatisfy({ $0.count == 1 }) {
      var line = Piece.Line()
      for (index, part) in parts.enumerated() {
        if index > 0 { line = line + Piece.Line("  ") }
        line = line + part[0]
      }
      if line.width <= width { return parts.isEmpty ? [] : [line] }
    }
    return parts.flatMap { $0 }
  }

  /// A control's label: its label's words, or its own text.
  func labelTitle(_ node: ViewNode) -> String {
    node.label.isEmpty ? node.text ?? "" : node.label.map(\.title).joined(separator: " ")
  }

  /// `3[ Number fact ]`.
  mutating func button(_ node: ViewNode) -> Piece.Line {
    var title = node.title.isEmpty ? "…" : node.title
    if node.kind == .navigationLink { title += " \(frame.forward)" }
    if node.kind == .menu { title += " \(frame.expanded)" }
    let tappable =
      node.control != nil || node.handlers.contains { if case .tap = $0 { true } else { false } }
    guard tappable, let number = number(node, .button, title: node.title) else {
      return Piece.Line("[ \(title) ]", node.isEnabled ? nil : .secondary)
    }
    return Piece.Line("\(number)", .hint)
      + Piece.Line("[ \(title) ]", node.isEnabled ? nil : .secondary) + disabled(node)
  }

  /// The line under the front layer's title that says what appearing and refreshing run, and
  /// the commands that run them: `'appear' runs its .task; 'refresh' its .refreshable`.
  func lifecycleHint() -> [Piece.Line] {
    func names(_ handlers: [ViewNode.Handler]) -> String? {
      var seen = Set<String>()
      let names = handlers.map { "." + $0.name }.filter { seen.insert($0).inserted }
      return names.isEmpty ? nil : names.joined(separator: " and ")
    }
    let appearing = names(lifecycle.filter(\.runsOnAppear)).map { "'appear' runs its \($0)" }
    let refreshing = names(lifecycle.filter(\.runsOnRefresh)).map {
      appearing == nil ? "'refresh' runs its \($0)" : "'refresh' its \($0)"
    }
    let parts = [appearing, refreshing].compactMap { $0 }
    return parts.isEmpty ? [] : [Piece.Line(parts.joined(separator: "; "), .hint)]
  }

  /// `Count: 3  5[ − ]  6[ + ]`: a stepper's label and its halves, each a control; a half
  /// that cannot step, at a bound, is disabled.
  mutating func stepper(_ node: ViewNode) -> Piece.Line {
    let title = labelTitle(node)
    var line = title.isEmpty ? Piece.Line() : Piece.Line(title + "  ")
    for (kind, sign) in [(ScreenLayout.Control.Kind.decrement, frame.minus), (.increment, "+")] {
      if kind == .increment { line = line + Piece.Line("  ") }
      let half = ScreenLayout.Control(
        number: 0, kind: kind, title: ScreenLayout.Control.stepperTitle(title, kind), node: node)
      let role: ShellStyle.Role? = half.isEnabled ? nil : .secondary
      guard let number = number(node, kind, title: half.title) else {
        line = line + Piece.Line("[ \(sign) ]", role)
        continue
      }
      line = line + Piece.Line("\(number)", .hint) + Piece.Line("[ \(sign) ]", role)
      if !half.isEnabled { line = line + Piece.Line(" (disabled)", .secondary) }
    }
    return line
  }

  /// `4 Name: Blob____`: a field with its text, or underscores where it is empty.
  mutating func field(_ node: ViewNode, title: String) -> Piece.Line {
    let value = node.value ?? ""
    let shown = value + String(repeating: "_", count: max(2, 12 - value.count))
    let text = "\(title.isEmpty ? "" : title + ": ")\(shown)"
    guard let number = number(node, .field, title: title) else { return Piece.Line(text) }
    return Piece.Line("\(number)", .hint) + Piece.Line(" " + text) + disabled(node)
  }

  func disabled(_ node: ViewNode) -> Piece.Line {
    node.isEnabled ? Piece.Line() : Piece.Line(" (disabled)", .secondary)
  }

  /// The next number, for a control of the front layer; nil for one behind it.
  mutating func number(_ node: ViewNode, _ kind: ScreenLayout.Control.Kind, title: String) -> Int? {
    guard current == front else { return nil }
    let number = controls.count + 1
    controls.append(ScreenLayout.Control(number: number, kind: kind, title: title, node: node))
    return number
  }

  /// Text folded at spaces into lines of `width` columns at most.
  func wrapped(_ text: String, width: Int) -> [Piece.Line] {
    guard !text.isEmpty else { return [] }
    var lines: [Piece.Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(Piece.Line(line))
          line = String(word)
        }
        while line.count > width {
          lines.append(Piece.Line(String(line.prefix(width))))
          line = String(line.dropFirst(width))
        }
      }
      lines.append(Piece.Line(line))
    }
    return lines
  }
}

extension ViewNode.Handler {
  /// Whether it runs as its view appears: `.onAppear`, `.task`.
  var runsOnAppear: Bool {
    switch self {
    case .appear, .task: true
    default: false
    }
  }

  /// Whether it runs as a user pulls its view down: `.refreshable`.
  var runsOnRefresh: Bool {
    if case .refresh = self { return true }
    return false
  }
}

extension ViewNode {
  /// What deletes the node, a row of a `ForEach` with `onDelete`.
  fileprivate var deletion: (@MainActor () -> Void)? {
    for case let .delete(action) in handlers { return action }
    return nil
  }

  /// Whether the node is a screen pushed on a stack.
  fileprivate var isPresentedScreen: Bool {
    if case .presentation(true, _)? = control { return true }
    return false
  }
}

extension String {
  fileprivate var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
