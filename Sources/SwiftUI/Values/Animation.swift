import ValueDump

/// An animation, as SwiftUI's `Animation`: a plain value that states and actions hold and that
/// effects pass along with the actions they send.
///
/// Nothing is animated here: the engine has no views. An animation is kept as the expression
/// that made it, so that it compares, dumps and diffs as written:
///
/// ```swift
/// customDump(Animation.easeInOut(duration: 0.3).delay(1))
/// // Animation.easeInOut(duration: 0.3).delay(1.0)
/// ```
public struct Animation: Hashable, Sendable {
  /// The expression after `Animation.`: `easeInOut(duration: 0.3).delay(1.0)`.
  private var expression: String

  private init(_ expression: String) {
    self.expression = expression
  }

  /// An animation made from a base curve's name and its arguments, those equal to their default
  /// values left out.
  private init(_ name: String, _ arguments: [(label: String, value: Double, default: Double?)]) {
    let given = arguments.filter { $0.default != $0.value }
    self.init(
      "\(name)(\(given.map { "\($0.label): \(Self.number($0.value))" }.joined(separator: ", ")))")
  }

  private static func number(_ value: Double) -> String {
    "\(value)"
  }

  private func appending(_ modifier: String) -> Animation {
    Animation("\(expression).\(modifier)")
  }

  // MARK: - Curves

  /// The default animation.
  public static let `default` = Animation("default")
  /// An animation that starts slowly.
  public static let easeIn = Animation("easeIn")
  /// An animation that ends slowly.
  public static let easeOut = Animation("easeOut")
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation("easeInOut")
  /// An animation at constant speed.
  public static let linear = Animation("linear")
  /// A spring with the default response and damping.
  public static let spring = Animation("spring")
  /// A spring for interactive gestures.
  public static let interactiveSpring = Animation("interactiveSpring")
  /// A spring with a fixed stiffness and damping.
  public static let interpolatingSpring = Animation("interpolatingSpring")
  /// A spring with a little bounce.
  public static let bouncy = Animation("bouncy")
  /// A spring without bounce.
  public static let smooth = Animation("smooth")
  /// A quick spring with a little bounce.
  public static let snappy = Animation("snappy")

  /// An animation that starts slowly.
  ///
  /// - Parameter duration: Its duration, in seconds.
  /// - Returns: The animation.
  public static func easeIn(duration: Double) -> Animation {
    Animation("easeIn", [("duration", duration, nil)])
  }

  /// An animation that ends slowly.
  ///
  /// - Parameter duration: Its duration, in seconds.
  /// - Returns: The animation.
  public static func easeOut(duration: Double) -> Animation {
    Animation("easeOut", [("duration", duration, nil)])
  }

  /// An animation that starts and ends slowly.
  ///
  /// - Parameter duration: Its duration, in seconds.
  /// - Returns: The animation.
  public static func easeInOut(duration: Double) -> Animation {
    Animation("easeInOut", [("duration", duration, nil)])
  }

  /// An animation at constant speed.
  ///
  /// - Parameter duration: Its duration, in seconds.
  /// - Returns: The animation.
  public static func linear(duration: Double) -> Animation {
    Animation("linear", [("duration", duration, nil)])
  }

  /// An animation along a cubic Bézier timing curve.
  ///
  /// - Parameters:
  ///   - p1x: The first control point's x.
  ///   - p1y: The first control point's y.
  ///   - p2x: The second control point's x.
  ///   - p2y: The second control point's y.
  ///   - duration: Its duration, in seconds.
  /// - Returns: The animation.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    let points = [p1x, p1y, p2x, p2y].map(number).joined(separator: ", ")
    let tail = duration == 0.35 ? "" : ", duration: \(number(duration))"
    return Animation("timingCurve(\(points)\(tail))")
  }

  /// A spring, by its response and damping.
  ///
  /// - Parameters:
  ///   - response: How long the spring takes to settle, roughly, in seconds.
  ///   - dampingFraction: How quickly it stops bouncing.
  ///   - blendDuration: How long it blends with the animation it replaces.
  /// - Returns: The animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      "spring",
      [
        ("response", response, 0.5), ("dampingFraction", dampingFraction, 0.825),
        ("blendDuration", blendDuration, 0),
      ])
  }

  /// A spring, by its duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: How long the spring takes to settle, roughly, in seconds.
  ///   - bounce: How much it bounces.
  ///   - blendDuration: How long it blends with the animation it replaces.
  /// - Returns: The animation.
  public static func spring(
    duration: Double, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      "spring",
      [("duration", duration, nil), ("bounce", bounce, 0), ("blendDuration", blendDuration, 0)])
  }

  /// A spring for interactive gestures.
  ///
  /// - Parameters:
  ///   - response: How long the spring takes to settle, roughly, in seconds.
  ///   - dampingFraction: How quickly it stops bouncing.
  ///   - blendDuration: How long it blends with the animation it replaces.
  /// - Returns: The animation.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      "interactiveSpring",
      [
        ("response", response, 0.15), ("dampingFraction", dampingFraction, 0.86),
        ("blendDuration", blendDuration, 0.25),
      ])
  }

  /// A spring with a fixed stiffness and damping.
  ///
  /// - Parameters:
  ///   - mass: The mass on the spring.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The spring's damping.
  ///   - initialVelocity: The velocity it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      "interpolatingSpring",
      [
        ("mass", mass, 1), ("stiffness", stiffness, nil), ("damping", damping, nil),
        ("initialVelocity", initialVelocity, 0),
      ])
  }

  /// A spring with a little bounce.
  ///
  /// - Parameters:
  ///   - duration: How long the spring takes to settle, roughly, in seconds.
  ///   - extraBounce: Bounce added to the default.
  /// - Returns: The animation.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy", [("duration", duration, 0.5), ("extraBounce", extraBounce, 0)])
  }

  /// A spring without bounce.
  ///
  /// - Parameters:
  ///   - duration: How long the spring takes to settle, roughly, in seconds.
  ///   - extraBounce: Bounce added to the default.
  /// - Returns: The animation.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth", [("duration", duration, 0.5), ("extraBounce", extraBounce, 0)])
  }

  /// A quick spring with a little bounce.
  ///
  /// - Parameters:
  ///   - duration: How long the spring takes to settle, roughly, in seconds.
  ///   - extraBounce: Bounce added to the default.
  /// - Returns: The animation.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy", [("duration", duration, 0.5), ("extraBounce", extraBounce, 0)])
  }

  // MARK: - Modifiers

  /// This animation, started after a delay.
  ///
  /// - Parameter delay: The delay, in seconds.
  /// - Returns: The animation.
  public func delay(_ delay: Double) -> Animation {
    appending("delay(\(Self.number(delay)))")
  }

  /// This animation, played faster or slower.
  ///
  /// - Parameter speed: The factor applied to its speed.
  /// - Returns: The animation.
  public func speed(_ speed: Double) -> Animation {
    appending("speed(\(Self.number(speed)))")
  }

  /// This animation, played a number of times.
  ///
  /// - Parameters:
  ///   - repeatCount: How many times it plays.
  ///   - autoreverses: Whether every other time plays backwards.
  /// - Returns: The animation.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    appending("repeatCount(\(repeatCount)\(autoreverses ? "" : ", autoreverses: false"))")
  }

  /// This animation, played again and again.
  ///
  /// - Parameter autoreverses: Whether every other time plays backwards.
  /// - Returns: The animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    appending("repeatForever(\(autoreverses ? "" : "autoreverses: false"))")
  }
}

extension Animation: CustomStringConvertible, CustomDumpStringConvertible {
  /// The expression that made the animation: `Animation.easeInOut(duration: 0.3)`.
  public var description: String { "Animation.\(expression)" }

  /// The expression that made the animation, as dumps and diffs print it.
  public var customDumpDescription: String { description }
}
