// The styles this module provides, one generic type for them all: a style of the module's
// changes nothing but the attribute that names it after a dot, `.buttonStyle(.borderless)`, so
// what tells one from another is its name, a type among its kind's names, and SwiftUI's names
// for the styles alias it: `BorderlessButtonStyle` is `_BuiltInStyle<_ButtonStyleName.Borderless>`.

/// A style of this module's, which an attribute names after a dot: `.borderless`.
protocol NamedStyle {
  static var styleName: String { get }
}

/// The name of a style of this module's: the kind of control it styles (by the protocols it
/// adopts) and the word after the dot.
public protocol _StyleName {
  /// The word after the dot: `borderless`.
  static var styleName: String { get }
}

/// A style of this module's, named by `Name`; it adopts the style protocol of `Name`'s kind.
public struct _BuiltInStyle<Name: _StyleName>: NamedStyle, Sendable {
  /// The style.
  public init() {}

  nonisolated static var styleName: String { Name.styleName }
}

// MARK: - ButtonStyles

/// The names of this module's `PrimitiveButtonStyle`s.
public enum _ButtonStyleName {
  /// The name of a `PrimitiveButtonStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.borderless`.
  public enum Borderless: Name { public static let styleName = "borderless" }

  /// `.bordered`.
  public enum Bordered: Name { public static let styleName = "bordered" }

  /// `.borderedProminent`.
  public enum BorderedProminent: Name { public static let styleName = "borderedProminent" }

  /// `.plain`.
  public enum Plain: Name { public static let styleName = "plain" }
}

extension _BuiltInStyle: PrimitiveButtonStyle where Name: _ButtonStyleName.Name {
  /// The control as it is: the style is only its name.
  public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    configuration.label
  }
}

public typealias DefaultButtonStyle = _BuiltInStyle<_ButtonStyleName.Automatic>
public typealias BorderlessButtonStyle = _BuiltInStyle<_ButtonStyleName.Borderless>
public typealias BorderedButtonStyle = _BuiltInStyle<_ButtonStyleName.Bordered>
public typealias BorderedProminentButtonStyle = _BuiltInStyle<_ButtonStyleName.BorderedProminent>
public typealias PlainButtonStyle = _BuiltInStyle<_ButtonStyleName.Plain>

// MARK: - LabelStyles

/// The names of this module's `LabelStyle`s.
public enum _LabelStyleName {
  /// The name of a `LabelStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.iconOnly`.
  public enum IconOnly: Name { public static let styleName = "iconOnly" }

  /// `.titleOnly`.
  public enum TitleOnly: Name { public static let styleName = "titleOnly" }

  /// `.titleAndIcon`.
  public enum TitleAndIcon: Name { public static let styleName = "titleAndIcon" }
}

extension _BuiltInStyle: LabelStyle where Name: _LabelStyleName.Name {
  /// The control as it is: the style is only its name.
  public func makeBody(configuration: LabelStyleConfiguration) -> AnyView {
    Name.self == _LabelStyleName.IconOnly.self ? configuration.icon : configuration.title
  }
}

public typealias DefaultLabelStyle = _BuiltInStyle<_LabelStyleName.Automatic>
public typealias IconOnlyLabelStyle = _BuiltInStyle<_LabelStyleName.IconOnly>
public typealias TitleOnlyLabelStyle = _BuiltInStyle<_LabelStyleName.TitleOnly>
public typealias TitleAndIconLabelStyle = _BuiltInStyle<_LabelStyleName.TitleAndIcon>

// MARK: - ProgressViewStyles

/// The names of this module's `ProgressViewStyle`s.
public enum _ProgressViewStyleName {
  /// The name of a `ProgressViewStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.circular`.
  public enum Circular: Name { public static let styleName = "circular" }

  /// `.linear`.
  public enum Linear: Name { public static let styleName = "linear" }
}

extension _BuiltInStyle: ProgressViewStyle where Name: _ProgressViewStyleName.Name {
  /// The control as it is: the style is only its name.
  public func makeBody(configuration: ProgressViewStyleConfiguration) -> EmptyView { EmptyView() }
}

public typealias DefaultProgressViewStyle = _BuiltInStyle<_ProgressViewStyleName.Automatic>
public typealias CircularProgressViewStyle = _BuiltInStyle<_ProgressViewStyleName.Circular>
public typealias LinearProgressViewStyle = _BuiltInStyle<_ProgressViewStyleName.Linear>

// MARK: - ToggleStyles

/// The names of this module's `ToggleStyle`s.
public enum _ToggleStyleName {
  /// The name of a `ToggleStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.switch`.
  public enum Switch: Name { public static let styleName = "switch" }

  /// `.button`.
  public enum Button: Name { public static let styleName = "button" }
}

extension _BuiltInStyle: ToggleStyle where Name: _ToggleStyleName.Name {
  /// The control as it is: the style is only its name.
  public func makeBody(configuration: ToggleStyleConfiguration) -> AnyView { configuration.label }
}

public typealias DefaultToggleStyle = _BuiltInStyle<_ToggleStyleName.Automatic>
public typealias SwitchToggleStyle = _BuiltInStyle<_ToggleStyleName.Switch>
public typealias ButtonToggleStyle = _BuiltInStyle<_ToggleStyleName.Button>

// MARK: - PickerStyles

/// The names of this module's `PickerStyle`s.
public enum _PickerStyleName {
  /// The name of a `PickerStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.segmented`.
  public enum Segmented: Name { public static let styleName = "segmented" }

  /// `.menu`.
  public enum Menu: Name { public static let styleName = "menu" }

  /// `.wheel`.
  public enum Wheel: Name { public static let styleName = "wheel" }

  /// `.inline`.
  public enum Inline: Name { public static let styleName = "inline" }

  /// `.navigationLink`.
  public enum NavigationLink: Name { public static let styleName = "navigationLink" }
}

extension _BuiltInStyle: PickerStyle where Name: _PickerStyleName.Name {}

public typealias DefaultPickerStyle = _BuiltInStyle<_PickerStyleName.Automatic>
public typealias SegmentedPickerStyle = _BuiltInStyle<_PickerStyleName.Segmented>
public typealias MenuPickerStyle = _BuiltInStyle<_PickerStyleName.Menu>
public typealias WheelPickerStyle = _BuiltInStyle<_PickerStyleName.Wheel>
public typealias InlinePickerStyle = _BuiltInStyle<_PickerStyleName.Inline>
public typealias NavigationLinkPickerStyle = _BuiltInStyle<_PickerStyleName.NavigationLink>

// MARK: - ListStyles

/// The names of this module's `ListStyle`s.
public enum _ListStyleName {
  /// The name of a `ListStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.plain`.
  public enum Plain: Name { public static let styleName = "plain" }

  /// `.grouped`.
  public enum Grouped: Name { public static let styleName = "grouped" }

  /// `.inset`.
  public enum Inset: Name { public static let styleName = "inset" }

  /// `.insetGrouped`.
  public enum InsetGrouped: Name { public static let styleName = "insetGrouped" }

  /// `.sidebar`.
  public enum Sidebar: Name { public static let styleName = "sidebar" }
}

extension _BuiltInStyle: ListStyle where Name: _ListStyleName.Name {}

public typealias DefaultListStyle = _BuiltInStyle<_ListStyleName.Automatic>
public typealias PlainListStyle = _BuiltInStyle<_ListStyleName.Plain>
public typealias GroupedListStyle = _BuiltInStyle<_ListStyleName.Grouped>
public typealias InsetListStyle = _BuiltInStyle<_ListStyleName.Inset>
public typealias InsetGroupedListStyle = _BuiltInStyle<_ListStyleName.InsetGrouped>
public typealias SidebarListStyle = _BuiltInStyle<_ListStyleName.Sidebar>

// MARK: - TextFieldStyles

/// The names of this module's `TextFieldStyle`s.
public enum _TextFieldStyleName {
  /// The name of a `TextFieldStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.plain`.
  public enum Plain: Name { public static let styleName = "plain" }

  /// `.roundedBorder`.
  public enum RoundedBorder: Name { public static let styleName = "roundedBorder" }
}

extension _BuiltInStyle: TextFieldStyle where Name: _TextFieldStyleName.Name {}

public typealias DefaultTextFieldStyle = _BuiltInStyle<_TextFieldStyleName.Automatic>
public typealias PlainTextFieldStyle = _BuiltInStyle<_TextFieldStyleName.Plain>
public typealias RoundedBorderTextFieldStyle = _BuiltInStyle<_TextFieldStyleName.RoundedBorder>

// MARK: - NavigationViewStyles

/// The names of this module's `NavigationViewStyle`s.
public enum _NavigationViewStyleName {
  /// The name of a `NavigationViewStyle` of this module's.
  public protocol Name: _StyleName {}

  /// `.automatic`.
  public enum Automatic: Name { public static let styleName = "automatic" }

  /// `.stack`.
  public enum Stack: Name { public static let styleName = "stack" }

  /// `.columns`.
  public enum Columns: Name { public static let styleName = "columns" }
}

extension _BuiltInStyle: NavigationViewStyle where Name: _NavigationViewStyleName.Name {}

public typealias DefaultNavigationViewStyle = _BuiltInStyle<_NavigationViewStyleName.Automatic>
public typealias StackNavigationViewStyle = _BuiltInStyle<_NavigationViewStyleName.Stack>
public typealias ColumnNavigationViewStyle = _BuiltInStyle<_NavigationViewStyleName.Columns>
