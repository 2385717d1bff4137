// Gestures: a tap runs as a `tap` handler of the nodes it is on; any other gesture (a drag, a
// long press, a magnification) is an attribute that names it, so that the tree says a user can
// do more with the node than a screen of text can.

/// A way a user touches a view, as SwiftUI's `Gesture`.
@MainActor @preconcurrency
public protocol Gesture {
  /// What the gesture reports as it changes.
  associatedtype Value
}

/// A gesture whose actions are kept: what `onChanged` and `onEnded` build.
public struct _ActionGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
  var onEnded: [@MainActor (Base.Value) -> Void] = []
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
  public typealias Value = Void
  /// A tap of a number of touches in a row.
  public init(count: Int = 1) {}
}

/// A touch that moves, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
  }

  /// A drag that starts after a distance.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A touch held, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  /// A press held for a time.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// Two fingers that pinch, as SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
  /// How far the pinch went.
  public struct Value: Equatable, Sendable {
    public var magnification: CGFloat
  }

  /// A pinch.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

extension Gesture {
  /// This gesture, running an action as it changes.
  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ActionGesture<Self> {
    _ActionGesture(base: self)
  }

  /// This gesture, running an action when it ends.
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _ActionGesture<Self> {
    _ActionGesture(base: self, onEnded: [action])
  }
}

extension _ActionGesture {
  /// This gesture, running one more action when it ends.
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _ActionGesture<Base> {
    var gesture = self
    gesture.onEnded.append(action)
    return gesture
  }
}

/// A gesture this module can run as a tap: a `TapGesture` and what ends it.
@MainActor
protocol TapRunnable {
  var tapActions: [@MainActor () -> Void] { get }
}

extension _ActionGesture: TapRunnable where Base == TapGesture {
  var tapActions: [@MainActor () -> Void] {
    onEnded.map { action in { action(()) } }
  }
}

extension View {
  /// This view, which a user can touch with a gesture: a tap is a `tap` handler of its nodes;
  /// any other gesture is an attribute that names it.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which gestures stay on.
  /// - Returns: The view.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    eachNode { node, _ in
      if let taps = (gesture as? any TapRunnable)?.tapActions {
        node.handlers += taps.map { .tap($0) }
      } else {
        node.attributes.append(ViewNode.Attribute("gesture", gestureName(of: gesture)))
      }
    }
  }

  /// This view, which a user can touch with a gesture alongside its own.
  public func simultaneousGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  )
    -> some View
  {
    self.gesture(gesture, including: mask)
  }

  /// This view, which a user can touch with a gesture before its own.
  public func highPriorityGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  )
    -> some View
  {
    self.gesture(gesture, including: mask)
  }

  /// This view, which runs an action when held.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    attribute("onLongPressGesture")
  }
}

/// The gesture's type name, without what `onChanged` or `onEnded` wrapped it in.
@MainActor
private func gestureName(of gesture: any Gesture) -> String {
  let name = "\(type(of: gesture))"
  guard name.hasPrefix("_ActionGesture<"), name.hasSuffix(">") else { return name + "()" }
  return String(name.dropFirst("_ActionGesture<".count).dropLast()) + "()"
}

/// Which gestures of a view and its subviews stay on, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}
