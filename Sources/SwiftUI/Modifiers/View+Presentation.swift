// Modifiers that present a view over this one: a sheet, a full-screen cover, a popover, a
// pushed screen. Each wraps the content in a node of its kind, whose control says whether it
// is presented and dismisses it, and whose attached nodes are the presented view while it is.

/// How a presentation modifier shows its content.
@MainActor
struct Presentation {
  let kind: ViewNode.Kind
  /// Whether the content is presented, read when the view is evaluated.
  let isPresented: @MainActor () -> Bool
  /// Dismisses the content.
  let dismiss: @MainActor () -> Void
  /// The presented content's identity, which its state is kept under.
  let identity: @MainActor () -> AnyHashable
  /// The presented content's nodes, in the context given.
  let content: @MainActor (ViewContext) -> [ViewNode]

  /// A presentation driven by a Boolean binding.
  init<Content: View>(
    _ kind: ViewNode.Kind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> Content
  ) {
    self.kind = kind
    self.isPresented = { isPresented.wrappedValue }
    self.dismiss = {
      isPresented.wrappedValue = false
      onDismiss?()
    }
    self.identity = { AnyHashable(true) }
    self.content = { context in context.nodes(of: content()) }
  }

  /// A presentation driven by an optional binding: presented while it holds an item.
  init<Item, ID: Hashable, Content: View>(
    _ kind: ViewNode.Kind, item: Binding<Item?>, id: @escaping (Item) -> ID,
    onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
  ) {
    self.kind = kind
    self.isPresented = { item.wrappedValue != nil }
    self.dismiss = {
      item.wrappedValue = nil
      onDismiss?()
    }
    self.identity = { item.wrappedValue.map { AnyHashable(id($0)) } ?? AnyHashable(false) }
    self.content = { context in
      guard let value = item.wrappedValue else { return [] }
      return context.nodes(of: content(value))
    }
  }

  /// The node that wraps `content`, with the presented view attached while it is presented.
  func node(wrapping content: [ViewNode], in context: ViewContext) -> ViewNode {
    var node = ViewNode(kind, children: content)
    let isPresented = self.isPresented()
    node.control = .presentation(isPresented: isPresented, dismiss: dismiss)
    node.isEnabled = context.environment.isEnabled
    guard isPresented else { return node }
    let dismiss = self.dismiss
    let presented = context.appending(.slot(kind.name)).appending(.id(identity()))
      .withEnvironment { environment in
        environment.dismiss = DismissAction(dismiss)
        environment.isPresented = true
        environment.isEnabled = true
      }
    node.attached = self.content(presented)
    return node
  }
}

extension View {
  /// This view with a presentation over it.
  func presenting(_ presentation: Presentation) -> some View {
    transformingNodes { context, content in
      [presentation.node(wrapping: content(context), in: context)]
    }
  }

  /// This view with a sheet over it while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(
      Presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// This view with a sheet over it while `item` holds an item.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(
      Presentation(.sheet, item: item, id: \.id, onDismiss: onDismiss, content: content))
  }

  /// This view with a cover over all of it while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(
      Presentation(
        .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// This view with a cover over all of it while `item` holds an item.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(
      Presentation(.fullScreenCover, item: item, id: \.id, onDismiss: onDismiss, content: content))
  }

  /// This view with a popover while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(Presentation(.popover, isPresented: isPresented, onDismiss: nil, content: content))
  }

  /// This view with a popover while `item` holds an item.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(Presentation(.popover, item: item, id: \.id, onDismiss: nil, content: content))
  }

  /// This view, which pushes a screen onto its navigation stack while `isPresented` is true.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> some View {
    presenting(
      Presentation(
        .navigationDestination, isPresented: isPresented, onDismiss: nil, content: destination))
  }

  /// This view, which pushes a screen onto its navigation stack while `item` holds an item.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    presenting(
      Presentation(
        .navigationDestination, item: item, id: { $0 }, onDismiss: nil, content: destination))
  }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor)
  case point(UnitPoint)

  /// A rectangle a popover points at.
  public enum Anchor: Sendable {
    case bounds
  }
}
