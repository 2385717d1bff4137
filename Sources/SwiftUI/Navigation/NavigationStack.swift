/// Screens pushed over a root screen, as SwiftUI's `NavigationStack`.
///
/// Its node's children are the root's nodes; each pushed screen is an attached
/// ``ViewNode/Kind/navigationDestination`` node, last pushed last, whose control pops it and the
/// screens above. A screen is pushed for each value of the path, made by the
/// `navigationDestination(for:destination:)` of its type that the root or an earlier screen
/// declares, and for each `NavigationLink(destination:)` a user tapped.
public struct NavigationStack<Data, Root: View>: View {
  let path: (@MainActor (ViewContext) -> StackPath)?
  let root: Root

  /// A stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.path = nil
    self.root = root()
  }

  /// A stack whose path is a `NavigationPath`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.path = { _ in StackPath(path) }
    self.root = root()
  }

  /// A stack whose path is a collection of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.path = { _ in StackPath(path) }
    self.root = root()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationStack: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [Navigation.stack(root: root, path: path?(context), in: context)]
  }
}

/// Screens pushed over a root screen, as SwiftUI's older `NavigationView`: a navigation stack
/// that keeps its own path.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationView: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [Navigation.stack(root: content, path: nil, in: context)]
  }
}

/// What the views of a navigation stack reach it by: the destinations they declare, the way to
/// push a value, and the screens their links push.
@MainActor
final class Navigation {
  /// The destination of each type of value, as declared so far.
  private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
  /// The screens that links pushed, in the order their links were evaluated.
  private(set) var linkedScreens: [ViewNode] = []
  /// Pushes a value onto the stack's path.
  let push: (AnyHashable) -> Bool

  private init(push: @escaping (AnyHashable) -> Bool) {
    self.push = push
  }

  /// Declares the destination of values of a type.
  func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
    destinations[ObjectIdentifier(type)] = { value in destination(value.base as! D) }
  }

  /// The destination of a value, if one was declared for its type.
  func destination(for value: AnyHashable) -> AnyView? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }

  /// Adds a screen a link pushed.
  func addLinkedScreen(_ screen: ViewNode) {
    linkedScreens.append(screen)
  }

  /// The node of a navigation stack: the root, then a screen per value of the path, then the
  /// screens that links pushed.
  static func stack<Root: View>(
    root: Root, path: StackPath?, in context: ViewContext
  )
    -> ViewNode
  {
    let path = path ?? StackPath(context.stateBinding("path", initial: NavigationPath()))
    let navigation = Navigation(push: path.push)
    let inside = context.withEnvironment { $0.navigation = navigation }
    var node = ViewNode(.navigationStack, children: inside.nodes(of: root))
    for (offset, value) in path.elements().enumerated() {
      let dismiss: @MainActor () -> Void = { path.popFrom(offset) }
      let screenContext = inside.appending(.slot("path")).appending(.id(value))
        .withEnvironment { environment in
          environment.dismiss = DismissAction(dismiss)
          environment.isPresented = true
        }
      var screen = ViewNode(.navigationDestination)
      if let destination = navigation.destination(for: value) {
        screen.children = screenContext.nodes(of: destination)
      } else {
        screen.text = "No destination for \(type(of: value.base))"
      }
      screen.control = .presentation(isPresented: true, dismiss: dismiss)
      node.attached.append(screen)
    }
    node.attached += navigation.linkedScreens
    return node
  }
}

private struct NavigationKey: EnvironmentKey {
  static var defaultValue: Navigation? { nil }
}

extension EnvironmentValues {
  /// The navigation stack the view is in, if any.
  var navigation: Navigation? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

extension View {
  /// This view, which declares the screen its navigation stack pushes for a value of a type.
  ///
  /// - Parameters:
  ///   - data: The type of the values.
  ///   - destination: The screen of a value.
  /// - Returns: The view.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    transformingNodes { context, content in
      context.environment.navigation?.register(data) { AnyView(destination($0)) }
      return content(context).map { node in
        var node = node
        node.attributes.append(ViewNode.Attribute("navigationDestination", "for: \(D.self).self"))
        return node
      }
    }
  }
}
