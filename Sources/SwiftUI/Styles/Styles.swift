// The styles of buttons, labels, toggles, pickers, lists, text fields and progress views: a
// style changes how its controls look, so applying one is an attribute of the nodes it
// modifies, `.buttonStyle(.borderless)`, or, for a style of the user's, `.buttonStyle(Card())`.

/// How a button looks, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The type of the styled button.
  associatedtype Body: View
  /// The styled button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style styles.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a button style styles, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public let label: AnyView
  /// Whether the button is pressed: never here.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// How a button looks and how it is triggered, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The type of the styled button.
  associatedtype Body: View
  /// The styled button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style styles.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a primitive button style styles, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label.
  public let label: AnyView
  /// The button's role.
  public let role: ButtonRole?
  let action: @MainActor () -> Void

  /// Triggers the button's action.
  @MainActor
  public func trigger() { action() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// This view's buttons in a style.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    attribute("buttonStyle", styleDescription(style))
  }

  /// This view's buttons in a style.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    attribute("buttonStyle", styleDescription(style))
  }

  /// This view's bordered buttons in a shape.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    attribute("buttonBorderShape", shape.description)
  }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let automatic = ButtonBorderShape(description: ".automatic")
  public static let capsule = ButtonBorderShape(description: ".capsule")
  public static let circle = ButtonBorderShape(description: ".circle")
  public static let roundedRectangle = ButtonBorderShape(description: ".roundedRectangle")
}

// MARK: - Labels

/// How a label looks, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// What a label style styles, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// The label's title.
  public let title: AnyView
  /// The label's icon.
  public let icon: AnyView
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// This view's labels in a style.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    attribute("labelStyle", styleDescription(style))
  }
}
