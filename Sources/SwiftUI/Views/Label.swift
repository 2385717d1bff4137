/// A title with an icon, as SwiftUI's `Label`: its node's label is the title, its children the
/// icon.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label made of a title and an icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with an image from the app's assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with an image from the app's assets.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [
      ViewNode(
        .label, label: context.appending(.slot("title")).nodes(of: title),
        children: context.appending(.slot("icon")).nodes(of: icon))
    ]
  }
}
