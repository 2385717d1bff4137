import Foundation

/// A control that runs an action when tapped, as SwiftUI's `Button`.
///
/// Its node is a ``ViewNode/Kind/button`` whose label is the button's label and whose control
/// is ``ViewNode/Control/tap(_:)`` with the action.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// A button with a label.
  ///
  /// - Parameters:
  ///   - action: Runs when the button is tapped.
  ///   - label: What the button shows.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a label.
  ///
  /// - Parameters:
  ///   - role: What the button does: `.destructive`, `.cancel`.
  ///   - action: Runs when the button is tapped.
  ///   - label: What the button shows.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Button: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(.button, label: context.appending(.slot("label")).nodes(of: label))
    if let role { node.attributes.append(ViewNode.Attribute("role", role.description)) }
    node.control = .tap(action)
    node.isEnabled = context.environment.isEnabled
    return [node]
  }
}

extension Button where Label == Text {
  /// A button with a title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a title and a role.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a title and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button with a title and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  /// The role, after a dot.
  public let description: String

  /// A button that deletes or removes.
  public static let destructive = ButtonRole(description: ".destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(description: ".cancel")
}

/// A control that opens a URL, as SwiftUI's `Link`: tapping it calls the environment's
/// `openURL`.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link with a label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Link where Label == Text {
  /// A link with a title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(.link, label: context.appending(.slot("label")).nodes(of: label))
    node.value = destination.absoluteString
    let openURL = context.environment.openURL
    let destination = self.destination
    node.control = .tap { openURL(destination) }
    node.isEnabled = context.environment.isEnabled
    return [node]
  }
}

/// A button that shows a menu of actions, as SwiftUI's `Menu`: its items are its children.
public struct Menu<Label: View, Content: View>: View {
  let content: Content
  let label: Label

  /// A menu with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Menu where Label == Text {
  /// A menu with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [
      ViewNode(
        .menu, label: context.appending(.slot("label")).nodes(of: label),
        children: context.nodes(of: content))
    ]
  }
}
