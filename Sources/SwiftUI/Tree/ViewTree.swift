/// Evaluates views into trees of ``ViewNode``s, keeping their `@State` from one evaluation to
/// the next.
///
/// A screen that shows a feature keeps one tree and evaluates the feature's view again after
/// every change: state a view keeps itself (`@State`, `@FocusState`, a `DisclosureGroup`'s
/// expansion) is found again at the same place, and dropped once the view is gone.
///
/// ```swift
/// let tree = ViewTree()
/// var screen = tree.evaluate(CounterView(store: store))
/// if case .tap(let action)? = screen.first(where: { $0.title == "+" })?.control { action() }
/// screen = tree.evaluate(CounterView(store: store))
/// ```
@MainActor
public final class ViewTree {
  /// The environment the root view reads: its `dismiss` and `openURL` actions, say.
  public var environment: EnvironmentValues
  private let storage = ViewStorage()

  /// Creates a tree with no state yet.
  ///
  /// - Parameter environment: The environment the root view reads.
  public init(environment: EnvironmentValues = EnvironmentValues()) {
    self.environment = environment
  }

  /// Evaluates a view: its body, and theirs, down to the views this module provides.
  ///
  /// A view that stands for one node evaluates to that node; one that stands for none or for
  /// several (an `EmptyView`, a `Group`) evaluates to a ``ViewNode/Kind/group`` node that holds
  /// them.
  ///
  /// - Parameter view: The view.
  /// - Returns: Its node.
  public func evaluate(_ view: some View) -> ViewNode {
    storage.beginEvaluation()
    defer { storage.endEvaluation() }
    let context = ViewContext(path: ViewPath(), environment: environment, storage: storage)
    return ViewNode.single(context.nodes(of: view))
  }

  /// Evaluates a view once, in a tree of its own.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - environment: The environment the view reads.
  /// - Returns: Its node.
  public static func evaluate(
    _ view: some View, environment: EnvironmentValues = EnvironmentValues()
  ) -> ViewNode {
    ViewTree(environment: environment).evaluate(view)
  }
}

extension ViewNode {
  /// The one node of `nodes`, or a group that holds them.
  static func single(_ nodes: [ViewNode]) -> ViewNode {
    nodes.count == 1 ? nodes[0] : ViewNode(.group, children: nodes)
  }
}
