import Composable
import Foundation
import ValueDump

/// A value that a test writes with another expression than its dump: an alert or a dialog,
/// whose public initializer takes builder closures, not the fields its dump shows.
protocol SwiftSourceRepresentable {
  /// The value as a Swift expression, on one line.
  var swiftSource: String { get }
}

extension AlertState: SwiftSourceRepresentable {
  var swiftSource: String {
    "AlertState { \(title.swiftSource) }"
      + ButtonState.swiftSource(of: buttons)
      + (message.map { " message: { \($0.swiftSource) }" } ?? "")
  }
}

extension ConfirmationDialogState: SwiftSourceRepresentable {
  var swiftSource: String {
    let visibility =
      titleVisibility == .automatic ? "" : "(titleVisibility: \(customDumpInline(titleVisibility)))"
    return "ConfirmationDialogState\(visibility) { \(title.swiftSource) }"
      + ButtonState.swiftSource(of: buttons)
      + (message.map { " message: { \($0.swiftSource) }" } ?? "")
  }
}

extension ButtonState {
  /// `ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }`.
  var swiftSource: String {
    var arguments: [String] = []
    if let role { arguments.append("role: \(customDumpInline(role))") }
    if let action = action.action {
      arguments.append("action: \(StateChanges.swiftUUIDs(in: customDumpInline(action)))")
    }
    let call =
      arguments.isEmpty ? "ButtonState" : "ButtonState(\(arguments.joined(separator: ", ")))"
    return "\(call) { \(label.swiftSource) }"
  }

  /// The ` actions: { … }` of an alert or a dialog; none when it has no button.
  static func swiftSource(of buttons: [Self]) -> String {
    buttons.isEmpty ? "" : " actions: { \(buttons.map(\.swiftSource).joined(separator: "; ")) }"
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
