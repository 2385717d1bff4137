import Foundation

/// A picture, as SwiftUI's `Image`: a system symbol or an asset, by its name.
///
/// Its node's text is the name; `Image(systemName: "star")` has the attribute `systemName`.
public struct Image: Hashable {
  /// The image's name.
  let name: String
  /// Whether the name is a system symbol's.
  let isSymbol: Bool
  /// The modifiers applied to the image itself.
  var modifiers: [ViewNode.Attribute] = []

  /// An image of a system symbol.
  ///
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) {
    self.name = systemName
    self.isSymbol = true
  }

  /// An image from the app's assets.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle of the assets.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    self.isSymbol = false
  }

  /// An image from the app's assets that accessibility leaves out.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle of the assets.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    modifiers.append(ViewNode.Attribute("decorative"))
  }

  private func adding(_ name: String, _ arguments: String = "") -> Image {
    var image = self
    image.modifiers.append(ViewNode.Attribute(name, arguments))
    return image
  }

  /// This image, resized to fill its frame.
  public func resizable() -> Image { adding("resizable") }

  /// This image, drawn as a template or in its own colours.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    adding("renderingMode", mode.map { ".\($0)" } ?? "nil")
  }

  /// This image, interpolated when scaled.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    adding("interpolation", ".\(interpolation)")
  }

  /// How an image is drawn: as a template in the foreground colour, or as it is.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// How an image is scaled.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// How large a symbol is, next to text.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

extension Image: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Image: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(.image, text: name)
    node.attributes = (isSymbol ? [ViewNode.Attribute("systemName")] : []) + modifiers
    return [node]
  }
}

extension Color: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Color: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [ViewNode(.color, text: description)]
  }
}
