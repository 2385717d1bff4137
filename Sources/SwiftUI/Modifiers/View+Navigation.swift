// Modifiers of the navigation bar, of lists' rows and of presented sheets: each is an
// attribute of the nodes it modifies.

extension View {
  /// This view's screen with a title.
  public func navigationTitle(_ title: Text) -> some View {
    attribute("navigationTitle", ViewNode.quoted(title.string))
  }

  /// This view's screen with a title.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// This view's screen with a title.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// This view's screen with a title shown large or inline.
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  )
    -> some View
  {
    attribute("navigationBarTitleDisplayMode", ".\(displayMode)")
  }

  /// This view's screen without its back button, or with it.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    attribute("navigationBarBackButtonHidden", hidesBackButton ? "" : "false")
  }

  /// This view's list row over a view.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    attribute("listRowBackground")
  }

  /// This view's list row with its separators shown or hidden.
  public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    attribute("listRowSeparator", ".\(visibility)")
  }

  /// This view's list section with its separators shown or hidden.
  public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    attribute("listSectionSeparator", ".\(visibility)")
  }

  /// This view's list row with insets.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    attribute("listRowInsets")
  }

  /// This view's scrolling background shown or hidden.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    attribute("scrollContentBackground", ".\(visibility)")
  }

  /// This view's sheet at some heights.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    attribute(
      "presentationDetents", "[\(detents.map(\.description).sorted().joined(separator: ", "))]")
  }

  /// This view's sheet with its drag indicator shown or hidden.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    attribute("presentationDragIndicator", ".\(visibility)")
  }

  /// This view's sheet, which a swipe cannot dismiss, or can.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    attribute("interactiveDismissDisabled", isDisabled ? "" : "false")
  }
}

/// The navigation bar's items, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// How the title is shown.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// A height of a sheet, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let medium = PresentationDetent(description: ".medium")
  public static let large = PresentationDetent(description: ".large")

  /// A height in points.
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(description: ".height(\(numberText(height)))")
  }

  /// A fraction of the screen's height.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(description: ".fraction(\(numberText(fraction)))")
  }
}
