extension Tagged: AdditiveArithmetic where RawValue: AdditiveArithmetic {
  /// The tagged zero.
  public static var zero: Self { Self(rawValue: .zero) }

  /// Adds two raw values, keeping the tag.
  ///
  /// - Parameters:
  ///   - lhs: A tagged value.
  ///   - rhs: Another tagged value.
  /// - Returns: The tagged sum.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue + rhs.rawValue)
  }

  /// Subtracts a raw value from another, keeping the tag.
  ///
  /// - Parameters:
  ///   - lhs: A tagged value.
  ///   - rhs: The tagged value to subtract.
  /// - Returns: The tagged difference.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue - rhs.rawValue)
  }
}

extension Tagged: Numeric where RawValue: Numeric {
  /// Tags the raw value that represents an integer exactly, if there is one.
  ///
  /// - Parameter source: An integer.
  public init?<Source: BinaryInteger>(exactly source: Source) {
    guard let rawValue = RawValue(exactly: source) else { return nil }
    self.init(rawValue: rawValue)
  }

  /// The raw value's magnitude.
  public var magnitude: RawValue.Magnitude { rawValue.magnitude }

  /// Multiplies two raw values, keeping the tag.
  ///
  /// - Parameters:
  ///   - lhs: A tagged value.
  ///   - rhs: Another tagged value.
  /// - Returns: The tagged product.
  public static func * (lhs: Self, rhs: Self) -> Self {
    Self(rawValue: lhs.rawValue * rhs.rawValue)
  }

  /// Multiplies a tagged value by another in place.
  ///
  /// - Parameters:
  ///   - lhs: The tagged value to change.
  ///   - rhs: The tagged value to multiply by.
  public static func *= (lhs: inout Self, rhs: Self) {
    lhs.rawValue *= rhs.rawValue
  }
}

extension Tagged: SignedNumeric where RawValue: SignedNumeric {}
