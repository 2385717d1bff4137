import Foundation

// Modifiers that add controls beside the content: a toolbar, a search field, swipe actions, a
// context menu, an overlay or a background made of views. Each wraps the content in a node of
// its kind, with what it adds attached.

extension View {
  /// This view with a toolbar: its items are the toolbar node's attached nodes.
  ///
  /// - Parameter content: The toolbar's items: `ToolbarItem`s, or views.
  /// - Returns: The view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let content = content()
    return transformingNodes { context, modified in
      var node = ViewNode(.toolbar, children: modified(context))
      node.attached = context.appending(.slot("toolbar")).nodes(of: content)
      return [node]
    }
  }

  /// This view with its bars shown or hidden.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    attribute("toolbar", ".\(visibility)")
  }

  /// This view with a search field over it: the search node's control types into `text`.
  ///
  /// - Parameters:
  ///   - text: The text searched for.
  ///   - placement: Where the field goes.
  ///   - prompt: What the empty field shows.
  /// - Returns: The view.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    transformingNodes { context, content in
      var node = ViewNode(.searchable, children: content(context))
      if let prompt {
        node.attributes.append(ViewNode.Attribute("prompt", ViewNode.quoted(prompt.string)))
      }
      node.value = text.wrappedValue
      node.control = .text(text)
      node.isEnabled = context.environment.isEnabled
      return [node]
    }
  }

  /// This view with a search field over it.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// This view with a search field over it.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// This view's rows with actions a user reveals by swiping: each of its nodes is wrapped in
  /// a swipe-actions node with the actions attached.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    let content = content()
    return transformingNodes { context, modified in
      modified(context).map { row in
        var node = ViewNode(.swipeActions, children: [row])
        if edge != .trailing { node.attributes.append(ViewNode.Attribute("edge", ".\(edge)")) }
        node.attached = context.appending(.slot("swipeActions")).nodes(of: content)
        node.tag = row.tag
        node.handlers = row.handlers.filter {
          if case .delete = $0 { return true }
          return false
        }
        return node
      }
    }
  }

  /// This view with a menu a user opens by pressing it: each of its nodes is wrapped in a
  /// context-menu node with the menu's items attached.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    let menuItems = menuItems()
    return transformingNodes { context, modified in
      modified(context).map { node in
        var menu = ViewNode(.contextMenu, children: [node])
        menu.attached = context.appending(.slot("contextMenu")).nodes(of: menuItems)
        menu.tag = node.tag
        return menu
      }
    }
  }

  /// This view with views over it.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    layered(.overlay, alignment: alignment, content())
  }

  /// This view with a view over it.
  @_disfavoredOverload
  public func overlay<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment = .center
  )
    -> some View
  {
    layered(.overlay, alignment: alignment, overlay)
  }

  /// This view with a style over it.
  public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    attribute("overlay", styleDescription(style))
  }

  /// This view with views beside it, at an edge of its safe area.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let content = content()
    return transformingNodes { context, modified in
      var node = ViewNode(.safeAreaInset, children: modified(context))
      node.attributes.append(ViewNode.Attribute("edge", ".\(edge)"))
      node.attached = context.appending(.slot("safeAreaInset")).nodes(of: content)
      return [node]
    }
  }

  /// This view over views.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    layered(.background, alignment: alignment, content())
  }

  /// This view over a view.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    layered(.background, alignment: alignment, background)
  }

  private func layered<V: View>(
    _ kind: ViewNode.Kind, alignment: Alignment, _ layer: V
  )
    -> some View
  {
    transformingNodes { context, content in
      var node = ViewNode(kind, children: content(context))
      if alignment != .center {
        node.attributes.append(ViewNode.Attribute("alignment", alignment.description))
      }
      node.attached = context.appending(.slot(kind.name)).nodes(of: layer)
      return [node]
    }
  }
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`: a node with its placement and content.
public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItem where ID == Void {
  /// A toolbar item at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [toolbarItemNode(placement, context.nodes(of: content))]
  }
}

/// Items of a toolbar at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Toolbar items at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItemGroup: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [toolbarItemNode(placement, context.nodes(of: content))]
  }
}

private func toolbarItemNode(
  _ placement: ToolbarItemPlacement, _ content: [ViewNode]
)
  -> ViewNode
{
  var node = ViewNode(.toolbarItem, children: content)
  if placement != .automatic {
    node.attributes.append(ViewNode.Attribute("placement", placement.description))
  }
  return node
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  private init(_ name: String) {
    self.description = "." + name
  }

  public static let automatic = ToolbarItemPlacement("automatic")
  public static let principal = ToolbarItemPlacement("principal")
  public static let navigation = ToolbarItemPlacement("navigation")
  public static let primaryAction = ToolbarItemPlacement("primaryAction")
  public static let secondaryAction = ToolbarItemPlacement("secondaryAction")
  public static let status = ToolbarItemPlacement("status")
  public static let confirmationAction = ToolbarItemPlacement("confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement("cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement("destructiveAction")
  public static let keyboard = ToolbarItemPlacement("keyboard")
  public static let topBarLeading = ToolbarItemPlacement("topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement("topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement("navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement("navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement("bottomBar")
}

/// A bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String

  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String

  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// A side, leading or trailing, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing
}

/// A side, top or bottom, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of sides.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

extension View {
  /// This view's screen with items at the navigation bar's ends, as SwiftUI's older
  /// `navigationBarItems`: a toolbar with an item at each placement given.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// This view's screen with an item at the navigation bar's leading end.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// This view's screen with an item at the navigation bar's trailing end.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}
