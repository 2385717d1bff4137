// Alerts and confirmation dialogs: a node of their kind wraps the content; its text is the
// title, and while it is presented its attached nodes are the message and then the actions.
// Tapping an action runs it and dismisses, as SwiftUI does; an alert with no action gets an
// "OK" button.

/// What an alert or a dialog shows.
@MainActor
struct Dialog {
  let kind: ViewNode.Kind
  let title: String
  let isPresented: Binding<Bool>
  let actions: (ViewContext) -> [ViewNode]
  let message: (ViewContext) -> [ViewNode]
  var titleVisibility: Visibility = .automatic

  func node(wrapping content: [ViewNode], in context: ViewContext) -> ViewNode {
    var node = ViewNode(kind, text: title, children: content)
    if titleVisibility != .automatic {
      node.attributes.append(ViewNode.Attribute("titleVisibility", ".\(titleVisibility)"))
    }
    let isPresented = self.isPresented
    let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
    node.control = .presentation(isPresented: isPresented.wrappedValue, dismiss: dismiss)
    node.isEnabled = context.environment.isEnabled
    guard isPresented.wrappedValue else { return node }
    let presented = context.appending(.slot(kind.name)).withEnvironment { environment in
      environment.dismiss = DismissAction(dismiss)
      environment.isPresented = true
      environment.isEnabled = true
    }
    var actions = self.actions(presented.appending(.slot("actions")))
    if actions.isEmpty, kind == .alert {
      actions = presented.appending(.slot("actions")).nodes(of: Button("OK") {})
    }
    node.attached =
      message(presented.appending(.slot("message")))
      + actions.map { action in Self.dismissing(action, with: dismiss) }
    return node
  }

  /// An action that also dismisses, when it is a button.
  private static func dismissing(
    _ node: ViewNode, with dismiss: @escaping @MainActor () -> Void
  )
    -> ViewNode
  {
    guard case .tap(let action)? = node.control else { return node }
    var node = node
    node.control = .tap {
      action()
      dismiss()
    }
    return node
  }
}

extension View {
  /// This view with an alert or a dialog over it.
  func presenting(_ dialog: Dialog) -> some View {
    transformingNodes { context, content in
      [dialog.node(wrapping: content(context), in: context)]
    }
  }

  /// This view with an alert while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return presenting(
      Dialog(
        kind: .alert, title: title.string, isPresented: isPresented,
        actions: { $0.nodes(of: actions) }, message: { $0.nodes(of: message) }))
  }

  /// This view with an alert while `isPresented` is true.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// This view with an alert while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// This view with an alert while `isPresented` is true.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// This view with an alert while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// This view with an alert while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// This view with an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    presenting(
      Dialog(
        kind: .alert, title: title.string, isPresented: presented(isPresented, data),
        actions: { context in data.map { context.nodes(of: actions($0)) } ?? [] },
        message: { context in data.map { context.nodes(of: message($0)) } ?? [] }))
  }

  /// This view with an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// This view with an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: { _ in EmptyView() })
  }

  /// This view with a confirmation dialog while `isPresented` is true.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return presenting(
      Dialog(
        kind: .confirmationDialog, title: title.string, isPresented: isPresented,
        actions: { $0.nodes(of: actions) }, message: { $0.nodes(of: message) },
        titleVisibility: titleVisibility))
  }

  /// This view with a confirmation dialog while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  /// This view with a confirmation dialog while `isPresented` is true.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// This view with a confirmation dialog while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: { EmptyView() })
  }

  /// This view with a confirmation dialog while `isPresented` is true.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }
}

/// A binding that is true while `isPresented` is and `data` is not nil.
@MainActor
private func presented<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
  let hasData = data != nil
  return Binding(
    get: { isPresented.wrappedValue && hasData }, set: { isPresented.wrappedValue = $0 })
}
