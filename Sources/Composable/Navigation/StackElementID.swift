import ValueDump

/// The id of an element of a navigation stack.
///
/// A stack numbers the elements pushed onto it 0, 1, 2, … in the order they are pushed, and
/// copies of a stack go on counting from where it was, so that a test that pushes what the
/// feature pushes expects the same ids. Write an id as an integer literal: `.popFrom(id: 0)`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The element's number in the order of pushes.
  public var generation: Int

  /// Creates an id.
  ///
  /// - Parameter generation: The element's number in the order of pushes.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Creates an id from an integer literal.
  ///
  /// - Parameter value: The element's number in the order of pushes.
  public init(integerLiteral value: Int) {
    self.generation = value
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: CustomDumpStringConvertible, CustomStringConvertible,
  CustomDumpSelfLabelingID
{
  /// An id dumps as its number after `#`, `#0`, as TCA prints it, and labels its element in a
  /// stack's dump: `#0: Detail.State(…)`.
  public var customDumpDescription: String { "#\(generation)" }

  public var description: String { "#\(generation)" }
}
