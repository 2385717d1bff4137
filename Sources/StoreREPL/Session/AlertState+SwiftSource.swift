import Composable
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
