import Composable
import Foundation
import ValueDump

/// A value that a test writes with another expression than its dump: an alert or a dialog,
/// whose public initializer takes builder closures, not the fields its dump shows.
protocol SwiftSourceRepresentable {
  /// The value as a Swift expression, on one line.
  var swiftSource: String { get }
  /// The value as a Swift expression on several lines, as a test writes a long one assigned
  /// whole; `nil` when it has no such form.
  var swiftSourceBlock: String? { get }
}

extension SwiftSourceRepresentable {
  var swiftSourceBlock: String? { nil }
}

extension AlertState: SwiftSourceRepresentable {
  var swiftSource: String {
    ButtonState.builderSource(
      "AlertState", title: title, buttons: buttons, message: message, isBlock: false)
  }

  var swiftSourceBlock: String? {
    ButtonState.builderSource(
      "AlertState", title: title, buttons: buttons, message: message, isBlock: true)
  }
}

extension ConfirmationDialogState: SwiftSourceRepresentable {
  var swiftSource: String {
    ButtonState.builderSource(
      initializer, title: title, buttons: buttons, message: message, isBlock: false)
  }

  var swiftSourceBlock: String? {
    ButtonState.builderSource(
      initializer, title: title, buttons: buttons, message: message, isBlock: true)
  }

  private var initializer: String {
    titleVisibility == .automatic
      ? "ConfirmationDialogState"
      : "ConfirmationDialogState(titleVisibility: \(customDumpInline(titleVisibility)))"
  }
}

extension ButtonState {
  /// `ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }`, or with
  /// `isBlock` its label on a line of its own.
  func swiftSource(isBlock: Bool = false) -> String {
    var arguments: [String] = []
    if let role { arguments.append("role: \(customDumpInline(role))") }
    if let action = action.action {
      arguments.append("action: \(StateChanges.swiftUUIDs(in: customDumpInline(action)))")
    }
    let call =
      arguments.isEmpty ? "ButtonState" : "ButtonState(\(arguments.joined(separator: ", ")))"
    return isBlock ? "\(call) {\n  \(label.swiftSource)\n}" : "\(call) { \(label.swiftSource) }"
  }

  /// An alert or a dialog as its builders write it: `AlertState { … } actions: { … } message:
  /// { … }`, on one line, or with `isBlock` each closure's content on lines of its own.
  static func builderSource(
    _ initializer: String, title: TextState, buttons: [Self], message: TextState?, isBlock: Bool
  ) -> String {
    func closure(_ body: [String]) -> String {
      guard isBlock else { return "{ \(body.joined(separator: "; ")) }" }
      let lines = body.flatMap { $0.split(separator: "\n") }.map { "  \($0)" }
      return "{\n\(lines.joined(separator: "\n"))\n}"
    }
    var source = "\(initializer) \(closure([title.swiftSource]))"
    if !buttons.isEmpty {
      source += " actions: \(closure(buttons.map { $0.swiftSource(isBlock: isBlock) }))"
    }
    if let message { source += " message: \(closure([message.swiftSource]))" }
    return source
  }
}

extension TextState {
  /// `TextState("Delete this todo?")`.
  var swiftSource: String { "TextState(\(customDumpInline(string)))" }
}

extension Shared: SwiftSourceRepresentable {
  /// A shared value in a literal, as a test makes one: `Shared(value: SyncUp(…))`.
  var swiftSource: String {
    "Shared(value: \(StateChanges.literal(wrappedValue)))"
  }
}

extension Date: SwiftSourceRepresentable {
  /// A date as Swift builds it: `Date(timeIntervalSince1970: 1700000000)`.
  var swiftSource: String {
    let seconds = timeIntervalSince1970
    let written =
      seconds == seconds.rounded() && abs(seconds) < 1e15
      ? String(Int64(seconds)) : String(seconds)
    return "Date(timeIntervalSince1970: \(written))"
  }
}

extension StackElementID: SwiftSourceRepresentable {
  /// An id as a test writes it: the integer literal `0` for the id that dumps as `#0`.
  var swiftSource: String { String(generation) }
}
