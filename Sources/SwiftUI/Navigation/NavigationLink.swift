/// A control that pushes a screen onto the navigation stack it is in, as SwiftUI's
/// `NavigationLink`: by a value, which the stack's destinations turn into a screen, or by the
/// screen itself. Outside a stack it is turned off.
public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case value(AnyHashable?)
    case destination(Destination)
  }

  let target: Target
  let label: Label
  /// Whether a link to a screen has pushed it, when a binding says so; else the link keeps it.
  var isActive: Binding<Bool>?

  /// A link that pushes a value.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }

  /// A link that pushes a screen.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.target = .destination(destination)
    self.label = label()
  }

  /// A link that pushes a screen.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
  }

  /// A link that pushes a screen while `isActive` is true, and sets it when tapped.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
    self.isActive = isActive
  }

  /// A link that pushes a screen while `isActive` is true, and sets it when tapped.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    self.isActive = isActive
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a title that pushes a value.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link with a title that pushes a value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link with a title that pushes a screen.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title that pushes a screen.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }

  /// A link with a title that pushes a screen.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link with a title that pushes a screen while `isActive` is true.
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination) { Text(titleKey) }
  }

  /// A link with a title that pushes a screen while `isActive` is true.
  public init(
    _ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
}

extension NavigationLink: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(
      .navigationLink, label: context.appending(.slot("label")).nodes(of: label))
    let navigation = context.environment.navigation
    node.isEnabled = context.environment.isEnabled && navigation != nil
    switch target {
    case .value(let value):
      node.control = .tap { if let value { _ = navigation?.push(value) } }
      if value == nil { node.isEnabled = false }
    case .destination(let destination):
      let isActive = self.isActive ?? context.stateBinding("isActive", initial: false)
      node.control = .tap { isActive.wrappedValue = true }
      if isActive.wrappedValue, let navigation {
        let dismiss: @MainActor () -> Void = { isActive.wrappedValue = false }
        let screenContext = context.appending(.slot("destination")).withEnvironment {
          $0.dismiss = DismissAction(dismiss)
          $0.isPresented = true
        }
        var screen = ViewNode(
          .navigationDestination, children: screenContext.nodes(of: destination))
        screen.control = .presentation(isPresented: true, dismiss: dismiss)
        navigation.addLinkedScreen(screen)
      }
    }
    return [node]
  }
}
