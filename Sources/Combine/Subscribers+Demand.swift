/// Namespace of the subscribers and the values they exchange with publishers.
public enum Subscribers {}

extension Subscribers {
  /// How many more values a subscriber wants: a number, or all of them.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number, or `nil` for unlimited.
    public let max: Int?

    private init(max: Int?) {
      self.max = max
    }

    /// As many values as the publisher has.
    public static let unlimited = Demand(max: nil)

    /// No more values.
    public static let none = Demand(max: 0)

    /// At most `value` more values.
    ///
    /// - Parameter value: The number; not negative.
    /// - Returns: The demand.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand is not negative")
      return Demand(max: value)
    }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max, let right = rhs.max else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : .max(sum)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// The demand less `rhs`, no less than none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      guard let right = rhs.max else { return .none }
      return .max(Swift.max(left - right, 0))
    }

    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): return false
      case (_, nil): return true
      case let (left?, right?): return left < right
      }
    }

    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }

    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }

    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }

    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }

    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }

    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a publisher ended: it finished, or it failed with an error.
  public enum Completion<Failure: Error> {
    /// The publisher has no more values.
    case finished
    /// The publisher stopped with an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
