/// The names a feature file's code can take from a framework that only a screen can use, and the
/// Apple frameworks that Linux does not have: the tables ``SetAside`` reads a file's names
/// against.
enum Frameworks {
  /// The frameworks whose imports are set aside: what they offer only draws.
  static let screen: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

  /// The order the frameworks are named in.
  static let screenOrder = ["SwiftUI", "UIKit", "AppKit"]

  /// Apple frameworks that Linux does not have, of those a feature's dependencies may import.
  ///
  /// A module that is neither here nor provided goes to the compiler, which says whether it
  /// exists.
  static let appleOnly: Set<String> = [
    "ARKit", "AVFAudio", "AVFoundation", "AVKit", "Accelerate", "Accessibility", "ActivityKit",
    "AdServices", "AdSupport", "AppIntents", "AppTrackingTransparency", "AudioToolbox",
    "AuthenticationServices", "BackgroundTasks", "CallKit", "CarPlay", "Charts", "CloudKit",
    "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth", "CoreData",
    "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreML",
    "CoreMedia", "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreTelephony", "CoreText",
    "CoreTransferable", "CoreVideo", "CryptoKit", "DeviceCheck", "EventKit", "EventKitUI",
    "FamilyControls", "FileProvider", "GameController", "GameKit", "GameplayKit",
    "GroupActivities", "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI",
    "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Messages",
    "Metal", "MetalKit", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "Network",
    "NetworkExtension", "OSLog", "PDFKit", "PassKit", "PencilKit", "Photos", "PhotosUI",
    "PushKit", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "RealityKit", "ReplayKit",
    "SafariServices", "SceneKit", "Security", "ShazamKit", "SoundAnalysis", "Speech",
    "SpriteKit", "StoreKit", "SwiftData", "SystemConfiguration", "TipKit",
    "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit",
    "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "os",
  ]

  /// SwiftUI protocols whose conformances make a type something only a screen uses.
  private static let swiftUIProtocols: Set<String> = [
    "View", "ViewModifier", "Shape", "InsettableShape", "PreviewProvider", "App", "Scene",
    "Commands", "ToolbarContent", "CustomizableToolbarContent", "Layout", "EnvironmentKey",
    "PreferenceKey", "FocusedValueKey", "AnimatableModifier", "GeometryEffect",
    "DynamicViewContent", "TableRowContent", "TableColumnContent", "UIViewRepresentable",
    "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]

  /// SwiftUI protocols that the `SwiftUI` module of platforms without Apple's does not
  /// provide: what conforms to them is set aside before the files are compiled.
  static let notProvided: Set<String> = [
    "Commands", "ToolbarContent", "CustomizableToolbarContent", "Layout", "FocusedValueKey",
    "AnimatableModifier", "GeometryEffect", "TableRowContent", "TableColumnContent",
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  /// SwiftUI's views that the `SwiftUI` module of platforms without Apple's does not provide,
  /// which a view set aside for using one is said to use.
  static let viewsNotProvided: Set<String> = [
    "AsyncImage", "Canvas", "Chart", "ColorPicker", "ContentUnavailableView", "ControlGroup",
    "DatePicker", "Gauge", "Grid", "GridRow", "GroupBox", "LazyHGrid", "LazyVGrid", "Map",
    "NavigationSplitView", "OutlineGroup", "PasteButton", "PhotosPicker", "ScrollViewReader",
    "ShareLink", "SignInWithAppleButton", "Table", "TableColumn", "TimelineView",
    "UnevenRoundedRectangle", "VideoPlayer", "ViewThatFits",
  ]

  /// Whether a name that does not resolve is one of a screen's that Linux does not have: a
  /// SwiftUI view or protocol not provided, a UIKit or AppKit name (`UIApplication`), or a
  /// member (`listRowSeparator`, `systemBackground`), which are most often modifiers and
  /// colours.
  static func isScreenName(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase else { return true }
    if viewsNotProvided.contains(name) || notProvided.contains(name) { return true }
    let characters = Array(name)
    return characters.count > 2 && characters[2].isUppercase
      && ((characters[0] == "U" && characters[1] == "I")
        || (characters[0] == "N" && characters[1] == "S"))
  }

  /// SwiftUI types whose extensions only a screen uses.
  private static let swiftUITypes: Set<String> = [
    "View", "ViewModifier", "Shape", "InsettableShape", "Scene", "App", "PreviewProvider",
    "Color", "Font", "Image", "Text", "Label", "Button", "EnvironmentValues", "FocusedValues",
    "Animation", "AnyTransition", "Transaction", "Binding", "Edge", "EdgeInsets", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "Gradient", "LinearGradient", "Angle",
    "UnitPoint", "NavigationPath", "ToolbarContent", "Commands", "GeometryProxy",
  ]

  /// AppKit classes and protocols of views, windows and their controllers (its `NS` prefix is
  /// Foundation's too: `NSObject` is no view).
  private static let appKitNames: Set<String> = [
    "NSApplicationDelegate", "NSWindowDelegate", "NSResponder", "NSDocument", "NSWindow",
    "NSControl", "NSButton", "NSTableViewDataSource", "NSTableViewDelegate",
    "NSCollectionViewItem", "NSCollectionViewDataSource", "NSCollectionViewDelegate",
  ]

  /// The framework of a protocol or superclass that makes a type something only a screen uses:
  /// `View` (SwiftUI), `ButtonStyle` and every other `…Style` (SwiftUI), `UIViewController`
  /// (UIKit), `NSView` (AppKit); nil for any other name.
  ///
  /// - Parameter name: The name as written, maybe qualified (`SwiftUI.View`).
  static func framework(ofConformance name: String) -> String? {
    let (module, simple) = split(name)
    if let module { return screen.contains(module) ? module : nil }
    if swiftUIProtocols.contains(simple) { return "SwiftUI" }
    if simple.count > "Style".count, simple.hasSuffix("Style") { return "SwiftUI" }
    return framework(ofViewClass: simple)
  }

  /// The framework of a type whose extensions only a screen uses: SwiftUI's `View`, `Color`,
  /// `EnvironmentValues`, …, every `…Style`, and UIKit's and AppKit's views and controllers;
  /// nil for any other name.
  static func framework(ofExtendedType name: String) -> String? {
    let (module, simple) = split(name)
    if let module { return screen.contains(module) ? module : nil }
    if swiftUITypes.contains(simple) { return "SwiftUI" }
    if simple.count > "Style".count, simple.hasSuffix("Style") { return "SwiftUI" }
    return framework(ofViewClass: simple)
  }

  /// `UIKit` for a `UI…` name, `AppKit` for an AppKit view, window or controller.
  private static func framework(ofViewClass name: String) -> String? {
    let characters = Array(name)
    if characters.count > 2, characters[0] == "U", characters[1] == "I",
      characters[2].isUppercase
    {
      return name.hasPrefix("UIHosting") ? "SwiftUI" : "UIKit"
    }
    guard characters.count > 2, characters[0] == "N", characters[1] == "S",
      characters[2].isUppercase
    else { return nil }
    if name.hasPrefix("NSHosting") { return "SwiftUI" }
    let suffixes = ["View", "ViewController", "WindowController", "Cell"]
    if appKitNames.contains(name) || suffixes.contains(where: name.hasSuffix) { return "AppKit" }
    return nil
  }

  /// `SwiftUI.View` → (`SwiftUI`, `View`); `View` → (nil, `View`).
  private static func split(_ name: String) -> (module: String?, simple: String) {
    let parts = name.split(separator: ".")
    guard parts.count == 2 else { return (nil, name) }
    return (String(parts[0]), String(parts[1]))
  }
}
