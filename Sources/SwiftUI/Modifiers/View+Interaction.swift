// Modifiers that change what a user can do with a view, or what its views read: they change
// the environment the content is evaluated in, or add handlers to its nodes.

extension View {
  /// This view with its controls turned off, or not: under `disabled(true)` every control's
  /// node has ``ViewNode/isEnabled`` false.
  ///
  /// - Parameter disabled: Whether the controls are off.
  /// - Returns: The view.
  public func disabled(_ disabled: Bool) -> some View {
    transformingNodes { context, content in
      let nodes = content(context.withEnvironment { $0.isEnabled = $0.isEnabled && !disabled })
      return nodes.map { node in
        var node = node
        node.attributes.append(ViewNode.Attribute("disabled", "\(disabled)"))
        return node
      }
    }
  }

  /// This view with an environment value set for the views inside it.
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  /// - Returns: The view.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    transformingNodes { context, content in
      content(context.withEnvironment { $0[keyPath: keyPath] = value })
    }
  }

  /// This view with an environment value changed for the views inside it.
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - transform: Changes the value.
  /// - Returns: The view.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    transformingNodes { context, content in
      content(context.withEnvironment { transform(&$0[keyPath: keyPath]) })
    }
  }

  /// This view, which runs an action when tapped: each of its nodes has a
  /// ``ViewNode/Handler/tap(_:)`` handler.
  ///
  /// - Parameters:
  ///   - count: How many taps it takes.
  ///   - action: Runs when the view is tapped.
  /// - Returns: The view.
  public func onTapGesture(
    count: Int = 1, perform action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    eachNode { node, _ in node.handlers.append(.tap(action)) }
  }

  /// This view, which runs an action when a text field in it is submitted: each of its nodes
  /// has a ``ViewNode/Handler/submit(_:)`` handler.
  ///
  /// - Parameters:
  ///   - triggers: What submits.
  ///   - action: Runs on submission.
  /// - Returns: The view.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    eachNode { node, _ in node.handlers.append(.submit(action)) }
  }

  /// This view, which has the focus while the focus state equals `value`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    attribute("focused", "equals: \(valueText(value))")
  }

  /// This view, which has the focus while the focus state is true.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    attribute("focused")
  }

  /// This view, which taps go through, or not.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    attribute("allowsHitTesting", "\(enabled)")
  }

  /// This view's controls without their labels.
  public func labelsHidden() -> some View {
    attribute("labelsHidden")
  }

  /// This view's text fields without capital letters made for the user, or with them.
  public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  )
    -> some View
  {
    attribute("textInputAutocapitalization", autocapitalization.map(\.description) ?? "nil")
  }

  /// This view's text fields without corrections, or with them.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    attribute("autocorrectionDisabled", disable ? "" : "false")
  }

  /// This view's text fields without corrections, or with them.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    attribute("disableAutocorrection", disable.map { "\($0)" } ?? "nil")
  }

  /// This view's keyboards with a label on their return key.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    attribute("submitLabel", submitLabel.description)
  }

  /// This view's controls at a size.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    attribute("controlSize", ".\(controlSize)")
  }

  /// This view, described to accessibility.
  public func accessibilityLabel(_ label: Text) -> some View {
    attribute("accessibilityLabel", ViewNode.quoted(label.string))
  }

  /// This view, described to accessibility.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(label))
  }

  /// This view, described to accessibility.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabel(Text(label))
  }

  /// This view, with a hint for accessibility.
  public func accessibilityHint(_ hint: Text) -> some View {
    attribute("accessibilityHint", ViewNode.quoted(hint.string))
  }

  /// This view, named for tests.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    attribute("accessibilityIdentifier", ViewNode.quoted(identifier))
  }

  /// This view, hidden from accessibility, or not.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    attribute("accessibilityHidden", "\(hidden)")
  }

  /// This view, one element for accessibility.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    attribute("accessibilityElement")
  }

  /// This view, with help text.
  public func help(_ text: LocalizedStringKey) -> some View {
    attribute("help", ViewNode.quoted(text.description))
  }

  /// This view's tab or row with a badge.
  public func badge(_ count: Int) -> some View {
    attribute("badge", "\(count)")
  }

  /// This view's tab or row with a badge.
  public func badge(_ label: Text?) -> some View {
    attribute("badge", label.map { ViewNode.quoted($0.string) } ?? "nil")
  }
}

/// What submits a text field, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// When a text field makes capital letters, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let never = TextInputAutocapitalization(description: ".never")
  public static let words = TextInputAutocapitalization(description: ".words")
  public static let sentences = TextInputAutocapitalization(description: ".sentences")
  public static let characters = TextInputAutocapitalization(description: ".characters")
}

/// The label of a keyboard's return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let done = SubmitLabel(description: ".done")
  public static let go = SubmitLabel(description: ".go")
  public static let send = SubmitLabel(description: ".send")
  public static let join = SubmitLabel(description: ".join")
  public static let route = SubmitLabel(description: ".route")
  public static let search = SubmitLabel(description: ".search")
  public static let `return` = SubmitLabel(description: ".return")
  public static let next = SubmitLabel(description: ".next")
  public static let `continue` = SubmitLabel(description: ".continue")
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// How an accessibility element treats its children, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}
