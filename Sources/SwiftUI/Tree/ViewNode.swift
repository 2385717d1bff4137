/// A view, evaluated: what it is, what it says, what it holds, how it was modified, and what a
/// user can do with it.
///
/// ``ViewTree`` turns a view into a tree of nodes. Every view this module provides makes one
/// node, or several (`ForEach`, `Group`), or none (`EmptyView`); a view of the user's makes the
/// nodes of its `body`. A modifier that only changes looks (`font`, `padding`, `foregroundStyle`)
/// is an ``Attribute`` of the nodes it modifies; one that changes what a user can do is part of
/// the tree: `disabled` turns the controls under it off (``isEnabled``), `sheet`, `alert` and
/// `toolbar` make a node that wraps the content and holds what they add (``attached``), `task`
/// and `onAppear` are ``handlers``.
///
/// ```swift
/// let node = ViewTree.evaluate(Button("Tap") { count += 1 })
/// // Button "Tap" {tap}
/// if case .tap(let action)? = node.control { action() }
/// ```
public struct ViewNode {
  /// What the node is.
  public var kind: Kind
  /// Its own text: a `Text`'s words, an `Image`'s name, the title of an `alert`.
  public var text: String?
  /// What names it, for a control or a container with a label: a `Button`'s label, a
  /// `Toggle`'s title, a `Section`'s header.
  public var label: [ViewNode] = []
  /// What it contains, or, for a node a modifier made, the content it modifies.
  public var children: [ViewNode] = []
  /// What a modifier adds beside the content: a presented sheet's content, an alert's actions,
  /// the items of a toolbar, a section's footer, a navigation stack's pushed screens.
  public var attached: [ViewNode] = []
  /// The modifiers that change how it looks, in the order they were applied.
  public var attributes: [Attribute] = []
  /// What a user can do with it, if it is a control.
  public var control: Control?
  /// What runs when it appears, is refreshed, submitted, tapped or deleted.
  public var handlers: [Handler] = []
  /// The value a control shows: a text field's text, a toggle's state, a picker's selection, a
  /// progress view's fraction.
  public var value: String?
  /// The value that picks it in a `Picker`: its `tag`, or its `ForEach` id.
  public var tag: AnyHashable?
  /// Whether a user can use it: false under `disabled(true)`.
  public var isEnabled = true

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - kind: What the node is.
  ///   - text: Its own text.
  ///   - label: What names it.
  ///   - children: What it contains.
  public init(
    _ kind: Kind, text: String? = nil, label: [ViewNode] = [], children: [ViewNode] = []
  ) {
    self.kind = kind
    self.text = text
    self.label = label
    self.children = children
  }
}

extension ViewNode {
  /// What a node is: the view it was made from, or the modifier that made it.
  public enum Kind: Hashable, Sendable {
    // Content
    case text, image, label, color
    /// A shape: `Circle`, `RoundedRectangle`, or a shape of the user's, by its type's name.
    case shape(String)
    case spacer, divider
    // Layout
    case hStack, vStack, zStack, list, form, section, scrollView, group
    case labeledContent, disclosureGroup, tabView
    // Controls
    case button, link, menu, navigationLink, editButton
    case textField, secureField, textEditor, toggle, stepper, slider, picker
    case progressView
    // Navigation
    case navigationStack
    // Made by modifiers
    case sheet, fullScreenCover, popover, alert, confirmationDialog, navigationDestination
    case toolbar, toolbarItem, searchable, swipeActions, contextMenu, overlay, background
    case safeAreaInset
    case tabItem

    /// The name the node goes by: the view's type name (`Text`, `VStack`), or the modifier's
    /// (`sheet`, `toolbar`).
    public var name: String {
      switch self {
      case .text: "Text"
      case .image: "Image"
      case .label: "Label"
      case .color: "Color"
      case .shape(let name): name
      case .spacer: "Spacer"
      case .divider: "Divider"
      case .hStack: "HStack"
      case .vStack: "VStack"
      case .zStack: "ZStack"
      case .list: "List"
      case .form: "Form"
      case .section: "Section"
      case .scrollView: "ScrollView"
      case .group: "Group"
      case .labeledContent: "LabeledContent"
      case .disclosureGroup: "DisclosureGroup"
      case .tabView: "TabView"
      case .button: "Button"
      case .link: "Link"
      case .menu: "Menu"
      case .navigationLink: "NavigationLink"
      case .editButton: "EditButton"
      case .textField: "TextField"
      case .secureField: "SecureField"
      case .textEditor: "TextEditor"
      case .toggle: "Toggle"
      case .stepper: "Stepper"
      case .slider: "Slider"
      case .picker: "Picker"
      case .progressView: "ProgressView"
      case .navigationStack: "NavigationStack"
      case .sheet: "sheet"
      case .fullScreenCover: "fullScreenCover"
      case .popover: "popover"
      case .alert: "alert"
      case .confirmationDialog: "confirmationDialog"
      case .navigationDestination: "navigationDestination"
      case .toolbar: "toolbar"
      case .toolbarItem: "ToolbarItem"
      case .searchable: "searchable"
      case .swipeActions: "swipeActions"
      case .contextMenu: "contextMenu"
      case .overlay: "overlay"
      case .background: "background"
      case .safeAreaInset: "safeAreaInset"
      case .tabItem: "tabItem"
      }
    }
  }

  /// A modifier that changes how a node looks, as written: `.font(.title)`, `.bold()`.
  public struct Attribute: Hashable, Sendable, CustomStringConvertible {
    /// The modifier's name: `font`, `padding`, `navigationTitle`.
    public var name: String
    /// Its arguments, as Swift writes them: `.title`, `.horizontal, 8`; empty for none.
    public var arguments: String

    /// Creates an attribute.
    ///
    /// - Parameters:
    ///   - name: The modifier's name.
    ///   - arguments: Its arguments, as Swift writes them.
    public init(_ name: String, _ arguments: String = "") {
      self.name = name
      self.arguments = arguments
    }

    /// The modifier as Swift writes it: `.font(.title)`.
    public var description: String { ".\(name)(\(arguments))" }
  }

  /// What a user can do with a control.
  public enum Control {
    /// Tap it: a button, a link, a navigation link, a menu's item.
    case tap(@MainActor () -> Void)
    /// Type into it: a text field, a secure field, a text editor, a search field.
    case text(Binding<String>)
    /// Turn it on or off: a toggle, a disclosure group.
    case toggle(Binding<Bool>)
    /// Step it up or down: nil for a way it cannot step, at a bound or without an action.
    case stepper(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
    /// Slide it to a value in a range.
    case slider(Binding<Double>, ClosedRange<Double>)
    /// Pick one of its options, by an option's ``ViewNode/tag``: returns false when no option
    /// of the selection's type has that tag.
    case pick(@MainActor (AnyHashable) -> Bool)
    /// Dismiss what it presents, when it is presented.
    case presentation(isPresented: Bool, dismiss: @MainActor () -> Void)
  }

  /// Something that runs when a node appears, is refreshed, submitted, tapped or deleted.
  public enum Handler {
    /// Runs when the node appears: `onAppear`.
    case appear(@MainActor () -> Void)
    /// Runs when the node disappears: `onDisappear`.
    case disappear(@MainActor () -> Void)
    /// Starts when the node appears, and is cancelled when it disappears: `task`.
    case task(@isolated(any) @Sendable () async -> Void)
    /// Runs when a user pulls to refresh: `refreshable`.
    case refresh(@isolated(any) @Sendable () async -> Void)
    /// Runs when a user submits a text field in it: `onSubmit`.
    case submit(@MainActor () -> Void)
    /// Runs when a user taps it: `onTapGesture`.
    case tap(@MainActor () -> Void)
    /// Deletes the row: `onDelete` of the `ForEach` that made it.
    case delete(@MainActor () -> Void)
    /// Moves the row to an offset of its `ForEach`: `onMove`.
    case move(@MainActor (Int) -> Void)

    /// The modifier's name: `onAppear`, `task`, `refreshable`.
    public var name: String {
      switch self {
      case .appear: "onAppear"
      case .disappear: "onDisappear"
      case .task: "task"
      case .refresh: "refreshable"
      case .submit: "onSubmit"
      case .tap: "onTapGesture"
      case .delete: "onDelete"
      case .move: "onMove"
      }
    }
  }
}
