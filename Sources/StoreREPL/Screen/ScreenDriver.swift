import Composable
import Foundation
import SwiftUI
import ValueDump

/// A feature's view, evaluated against the session's state and driven as a user would: what
/// its controls send to the store is recorded, not reduced, and handed back as literals for the
/// session to send as steps.
///
/// Views live on the main actor, so the driver does too; it keeps one ``ViewTree``, so that the
/// view's own `@State` is found again from one evaluation to the next.
@MainActor
final class ScreenDriver<State: Sendable, Action> {
  private let makeView: @MainActor @Sendable (Store<State, Action>) -> any View
  private lazy var tree = ViewTree()

  nonisolated init(makeView: @escaping @MainActor @Sendable (Store<State, Action>) -> any View) {
    self.makeView = makeView
  }

  /// The screen for `state`, laid out for `width` columns.
  func draw(_ state: State, width: Int, style: ShellStyle) -> [String] {
    ScreenLayout(evaluate(state, recording: LockIsolated([])), width: width, style: style).lines
  }

  /// The labels of the controls that `command` drives, in reading order, each once.
  func labels(_ state: State, for command: CommandName) -> [String] {
    let layout = ScreenLayout(
      evaluate(state, recording: LockIsolated([])), width: 80, style: .plain)
    var seen = Set<String>()
    return layout.controls.filter { Self.kinds(command).contains($0.kind) }.map(\.title)
      .filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// Drives a control of the screen for `state` as a user would, or runs what appearing or
  /// refreshing runs, to its end: an async closure's sends return at once, as the recording
  /// store reduces nothing.
  ///
  /// - Returns: What the control sent to the store, each action as a literal `send` takes; or
  ///   why nothing could be driven.
  func act(
    _ request: SessionCommand.ScreenRequest, on state: State
  ) async -> Result<[String], ShellError> {
    let sent = LockIsolated<[Action]>([])
    let layout = ScreenLayout(evaluate(state, recording: sent), width: 80, style: .plain)
    do throws(ShellError) {
      try await perform(request, on: layout)
    } catch {
      return .failure(error)
    }
    return .success(sent.value.map { customDumpInline($0) })
  }

  // MARK: - Driving

  private func evaluate(_ state: State, recording sent: LockIsolated<[Action]>) -> ViewNode {
    let store = Store<State, Action>(
      state: { state }, send: { action in sent.withValue { $0.append(action) } })
    return tree.evaluate(makeView(store))
  }

  private func perform(
    _ request: SessionCommand.ScreenRequest, on layout: ScreenLayout
  ) async throws(ShellError) {
    switch request {
    case .draw, .redraw:
      return
    case let .tap(label):
      let control = try find(label, in: layout, for: .tap)
      switch control.kind {
      case .button: control.node.tap()
      case .increment, .decrement: step(control)
      case .toggle, .disclosure: flip(control)
      case .field: throw wrong(control, label, command: "tap", use: "type")
      case .picker: throw wrong(control, label, command: "tap", use: "pick")
      }
    case let .type(label, text):
      let control = try find(label, in: layout, for: .type)
      guard case let .text(binding)? = control.node.control else {
        throw wrong(control, label, command: "type", use: control.kind == .picker ? "pick" : "tap")
      }
      binding.wrappedValue = text
    case let .toggle(label):
      let control = try find(label, in: layout, for: .toggle)
      guard control.kind == .toggle || control.kind == .disclosure else {
        throw wrong(control, label, command: "toggle", use: Self.command(for: control.kind))
      }
      flip(control)
    case let .pick(label, option):
      let control = try find(label, in: layout, for: .pick)
      guard case let .pick(choose)? = control.node.control else {
        throw wrong(control, label, command: "pick", use: Self.command(for: control.kind))
      }
      let options = control.node.children.filter { $0.tag != nil }
      let wanted = String(option.text)
      let chosen =
        options.first { $0.title == wanted }
        ?? options.first { $0.title.lowercased() == wanted.lowercased() }
        ?? Int(wanted).flatMap { options.indices.contains($0 - 1) ? options[$0 - 1] : nil }
      guard let chosen, let tag = chosen.tag, choose(tag) else {
        throw ShellError(
          .screen(.noSuchOption(wanted, picker: control.title, options: options.map(\.title))),
          at: option.offset)
      }
    case .back:
      guard let pushed = layout.pushed, case let .presentation(_, pop)? = pushed.control else {
        throw ShellError(.screen(.nothingPushed))
      }
      pop()
      disappear(pushed)
    case .dismiss:
      guard let front = layout.layers.last, case let .presentation(_, dismiss)? = front.node.control
      else {
        throw ShellError(.screen(.nothingPresented))
      }
      dismiss()
      for content in front.node.attached { disappear(content) }
    case .appear:
      let appearing = layout.lifecycle.filter(\.runsOnAppear)
      guard !appearing.isEmpty else { throw ShellError(.screen(.nothingAppears)) }
      // NB: As on a phone: the `.onAppear` closures run as the screen appears, the `.task`
      // closures start after them.
      for case let .appear(action) in appearing { action() }
      for case let .task(work) in appearing { await work() }
    case .refresh:
      let refreshing = layout.lifecycle.filter(\.runsOnRefresh)
      guard !refreshing.isEmpty else { throw ShellError(.screen(.notRefreshable)) }
      for case let .refresh(work) in refreshing { await work() }
    }
  }

  /// Runs the `.onDisappear` closures of what `node` shows, gone once it is popped or dismissed.
  private func disappear(_ node: ViewNode) {
    for shown in node.allNodes {
      for case let .disappear(action) in shown.handlers { action() }
    }
  }

  private func step(_ control: ScreenLayout.Control) {
    guard case let .stepper(increment, decrement)? = control.node.control else { return }
    if control.kind == .increment { increment?() } else { decrement?() }
  }

  private func flip(_ control: ScreenLayout.Control) {
    if case let .toggle(isOn)? = control.node.control { isOn.wrappedValue.toggle() }
  }

  /// The control `label` names: its number, its title, or the start of one title.
  private func find(
    _ label: SessionCommand.Argument, in layout: ScreenLayout, for command: CommandName
  ) throws(ShellError) -> ScreenLayout.Control {
    let text = String(label.text)
    let controls = layout.controls
    if let number = Int(text) {
      guard let control = controls.first(where: { $0.number == number }) else {
        throw noSuchControl(text, at: label.offset, in: layout, for: command)
      }
      return try enabled(control, label)
    }
    let preferred = Self.kinds(command)
    func narrowed(_ found: [ScreenLayout.Control]) -> [ScreenLayout.Control] {
      let driven = found.filter { preferred.contains($0.kind) }
      return driven.isEmpty ? found : driven
    }
    var found = narrowed(controls.filter { $0.title == text })
    if found.isEmpty {
      found = narrowed(controls.filter { $0.title.lowercased() == text.lowercased() })
    }
    if found.isEmpty {
      found = narrowed(controls.filter { $0.title.lowercased().hasPrefix(text.lowercased()) })
    }
    if found.isEmpty {
      found = narrowed(controls.filter { $0.isStepperHalf(named: text) })
    }
    switch found.count {
    case 0:
      if let slider = layout.sliders.first(where: {
        !$0.isEmpty && $0.lowercased().hasPrefix(text.lowercased())
      }) {
        throw ShellError(.screen(.readOnlyControl(slider, kind: "slider")), at: label.offset)
      }
      throw noSuchControl(text, at: label.offset, in: layout, for: command)
    case 1: return try enabled(found[0], label)
    default:
      throw ShellError(
        .screen(.ambiguousControl(text, numbers: found.map(\.number))), at: label.offset)
    }
  }

  private func enabled(
    _ control: ScreenLayout.Control, _ label: SessionCommand.Argument
  ) throws(ShellError) -> ScreenLayout.Control {
    guard control.isEnabled else {
      throw ShellError(.screen(.disabledControl(control.title)), at: label.offset)
    }
    return control
  }

  private func noSuchControl(
    _ text: String, at offset: Int, in layout: ScreenLayout, for command: CommandName
  ) -> ShellError {
    let titles = layout.controls.map(\.title).filter { !$0.isEmpty }
    let suggestion = Int(text) == nil ? Suggestion.best(for: text, among: titles) : nil
    var seen = Set<String>()
    return ShellError(
      .screen(
        .noSuchControl(
          text, suggestion: suggestion, labels: titles.filter { seen.insert($0).inserted })),
      at: offset)
  }

  private func wrong(
    _ control: ScreenLayout.Control, _ label: SessionCommand.Argument, command: String,
    use: String
  ) -> ShellError {
    ShellError(
      .screen(.wrongControl(control.title, command: command, use: use)), at: label.offset)
  }

  /// The kinds of control a command drives.
  private static func kinds(_ command: CommandName) -> [ScreenLayout.Control.Kind] {
    switch command {
    case .type: [.field]
    case .toggle: [.toggle, .disclosure]
    case .pick: [.picker]
    default: [.button, .increment, .decrement, .toggle, .disclosure]
    }
  }

  /// The command that drives a kind of control.
  private static func command(for kind: ScreenLayout.Control.Kind) -> String {
    switch kind {
    case .button, .increment, .decrement: "tap"
    case .field: "type"
    case .toggle, .disclosure: "toggle"
    case .picker: "pick"
    }
  }
}

/// Runs `body` on the main actor, where views live, and waits for it: at once on the main
/// thread, else on the main queue, which the program's main actor serves while the shell runs
/// elsewhere.
///
/// Only what must answer at once uses it: completion, which libedit asks for in a callback,
/// and the handout. A command's drawing and driving awaits the main actor instead
/// (``SessionScreen/act``, ``SessionScreen/drawing``), which blocks no thread: a `.task`'s
/// closure isolated to the main actor can then run there while the command waits for it.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
  if Thread.isMainThread { return MainActor.assumeIsolated(body) }
  return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
