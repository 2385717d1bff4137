import Foundation

// Modifiers that change where a view sits and how much room it takes: each is an attribute of
// the nodes it modifies, but for `id`, which changes the view's identity.

extension View {
  /// This view with room around it on some edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let arguments = [edges == .all ? nil : edges.description, length.map(numberText)]
      .compactMap { $0 }.joined(separator: ", ")
    return attribute("padding", arguments)
  }

  /// This view with room around it.
  public func padding(_ length: CGFloat) -> some View {
    attribute("padding", numberText(length))
  }

  /// This view with room around it, side by side.
  public func padding(_ insets: EdgeInsets) -> some View {
    attribute(
      "padding",
      "EdgeInsets(top: \(numberText(insets.top)), leading: \(numberText(insets.leading)), "
        + "bottom: \(numberText(insets.bottom)), trailing: \(numberText(insets.trailing)))")
  }

  /// This view in a frame of a size.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    attribute(
      "frame",
      frameArguments([("width", width), ("height", height)], alignment: alignment))
  }

  /// This view in a frame between sizes.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    attribute(
      "frame",
      frameArguments(
        [
          ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
          ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ], alignment: alignment))
  }

  /// This view at its ideal size.
  public func fixedSize() -> some View {
    attribute("fixedSize")
  }

  /// This view at its ideal size along some axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    attribute("fixedSize", "horizontal: \(horizontal), vertical: \(vertical)")
  }

  /// This view, given room before or after its siblings.
  public func layoutPriority(_ value: Double) -> some View {
    attribute("layoutPriority", numberText(value))
  }

  /// This view, moved.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    attribute("offset", "x: \(numberText(x)), y: \(numberText(y))")
  }

  /// This view, moved.
  public func offset(_ offset: CGSize) -> some View {
    attribute("offset", "x: \(numberText(offset.width)), y: \(numberText(offset.height))")
  }

  /// This view in front of or behind its siblings.
  public func zIndex(_ value: Double) -> some View {
    attribute("zIndex", numberText(value))
  }

  /// This view, hidden but taking its room.
  public func hidden() -> some View {
    attribute("hidden")
  }

  /// This view, reaching under the safe area.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    attribute("ignoresSafeArea")
  }

  /// This view, reaching under the safe area on some edges.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    attribute("edgesIgnoringSafeArea", edges.description)
  }

  /// This view at an aspect ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    attribute(
      "aspectRatio",
      (aspectRatio.map { "\(numberText($0)), " } ?? "") + "contentMode: .\(contentMode)")
  }

  /// This view, scaled to fit its frame.
  public func scaledToFit() -> some View {
    attribute("scaledToFit")
  }

  /// This view, scaled to fill its frame.
  public func scaledToFill() -> some View {
    attribute("scaledToFill")
  }

  /// This view, taking taps in a shape.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    attribute("contentShape", "\(ShapeNodes.shapeName(of: shape))()")
  }

  /// This view, centred on a point of its parent.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    attribute("position", "x: \(numberText(x)), y: \(numberText(y))")
  }

  /// This view, centred on a point of its parent.
  public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }

  /// This view with an identity of its own: when `id` changes, it is another view, and its
  /// state starts anew.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    transformingNodes { context, content in content(context.appending(.id(AnyHashable(id)))) }
  }
}

private func frameArguments(_ sizes: [(String, CGFloat?)], alignment: Alignment) -> String {
  var arguments = sizes.compactMap { name, value in value.map { "\(name): \(numberText($0))" } }
  if alignment != .center { arguments.append("alignment: \(alignment)") }
  return arguments.joined(separator: ", ")
}

/// The parts of the safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
