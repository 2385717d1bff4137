/// A path from an enum to the payload of one of its cases: the enum-case counterpart of a key path.
///
/// A case path embeds a payload into the enum (always succeeds) and extracts the payload back out
/// (succeeds only when the enum holds that very case). Build one for a case of an enum with the
/// prefix `/` operator, `/Action.child`, or from a pair of functions with
/// ``init(embed:extract:)``; append paths with `..`.
public struct CasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?
  // NB: Appended paths extract by visiting: each step hands its payload to the next by address.
  // Joined at run time in generic code, a step that returned an optional would ask the runtime
  // for the optional's metadata on every extraction. A path of one step visits through a closure
  // made where the path is made, in code specialized for its types.
  @usableFromInline let _visit: @Sendable (Root, (Value) -> Void) -> Void
  @usableFromInline let _isAppended: Bool

  /// Creates a case path from a pair of functions.
  ///
  /// - Parameters:
  ///   - embed: A function that always succeeds in embedding a value in a root.
  ///   - extract: A function that returns the root's value when the root holds it, else `nil`.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
    self._visit = { root, body in
      if let value = extract(root) { body(value) }
    }
    self._isAppended = false
  }

  @usableFromInline
  init(
    embed: @escaping @Sendable (Value) -> Root,
    visit: @escaping @Sendable (Root, (Value) -> Void) -> Void
  ) {
    self._embed = embed
    self._visit = visit
    self._isAppended = true
    self._extract = { root in
      var result: Value?
      visit(root) { result = $0 }
      return result
    }
  }

  /// Returns the value held by a root, or `nil` when the root is another case.
  ///
  /// - Parameter root: A root to extract from.
  /// - Returns: The payload of the root when the root is the path's case, else `nil`.
  @inlinable
  public func extract(from root: Root) -> Value? {
    guard _isAppended else { return _extract(root) }
    var result: Value?
    _visit(root) { result = $0 }
    return result
  }

  /// Returns a root holding a value.
  ///
  /// - Parameter value: A value to embed.
  /// - Returns: The root that holds the value.
  @inlinable
  public func embed(_ value: Value) -> Root {
    _embed(value)
  }

  /// Replaces the value a root holds with the result of a function, when the root holds it.
  ///
  /// - Parameters:
  ///   - root: A root to modify in place.
  ///   - body: A function that modifies the extracted value.
  /// - Returns: What `body` returns, or `nil` when the root is another case (and stays unchanged).
  @discardableResult
  public func modify<Result>(
    _ root: inout Root, _ body: (inout Value) throws -> Result
  ) rethrows -> Result? {
    guard var value = extract(from: root) else { return nil }
    let result = try body(&value)
    root = embed(value)
    return result
  }
}

/// The name swift-case-paths 1.x and TCA 1.x give a case path built from a pair of functions.
public typealias AnyCasePath<Root, Value> = CasePath<Root, Value>

/// Returns whether a root matches a case path, so that a case path can be a `switch` pattern.
///
/// - Parameters:
///   - pattern: A case path.
///   - value: A root value.
/// - Returns: `true` when the case path extracts a value from the root.
public func ~= <Root, Value>(pattern: CasePath<Root, Value>, value: Root) -> Bool {
  pattern.extract(from: value) != nil
}
