/// A path from an enum to the payload of one of its cases: the enum-case counterpart of a key path.
///
/// A case path embeds a payload into the enum (always succeeds) and extracts the payload back out
/// (succeeds only when the enum holds that very case). Build one for a case of an enum with the
/// prefix `/` operator, `/Action.child`, or from a pair of functions with
/// ``init(embed:extract:)``; append paths with `..`.
public struct CasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?
  /// The steps of an appended path, each made where its one-step path is made, in code
  /// specialized for its types: a step reads its root by address and hands its payload by
  /// address to the next step, or initializes the path's result when it is the last. Steps
  /// joined in generic code would ask the runtime for their optionals' metadata on every
  /// extraction, and closures wrapping the next step would add a call per step. `_next` is `nil`
  /// for a path of one step, which extracts with `_extract`.
  @usableFromInline let _step: CasePathStep
  @usableFromInline let _next: CasePathSteps?

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
    self._step = { root, result, next in
      guard let value = extract(root.assumingMemoryBound(to: Root.self).pointee) else {
        return false
      }
      guard let next else {
        result.initializeMemory(as: Value.self, to: value)
        return true
      }
      return _withUnprotectedUnsafePointer(to: value) { value in
        next._withUnsafeGuaranteedRef { $0.run(from: value, into: result) }
      }
    }
    self._next = nil
  }

  @usableFromInline
  init(
    embed: @escaping @Sendable (Value) -> Root, step: @escaping CasePathStep, next: CasePathSteps
  ) {
    self._embed = embed
    self._extract = { root in
      withExtendedLifetime(next) {
        Self.extract(from: root, step: step, next: Unmanaged.passUnretained(next))
      }
    }
    self._step = step
    self._next = next
  }

  /// Returns the value held by a root, or `nil` when the root is another case.
  ///
  /// - Parameter root: A root to extract from.
  /// - Returns: The payload of the root when the root is the path's case, else `nil`.
  @inlinable
  public func extract(from root: Root) -> Value? {
    guard _next != nil else { return _extract(root) }
    // Unretained: `self` holds the steps for the whole extraction.
    return Self.extract(
      from: root, step: _step, next: Unmanaged.passUnretained(_next.unsafelyUnwrapped))
  }

  // No stack protector: the storage is only ever written through as one `Root` and one `Value`.
  @inlinable @inline(__always)
  static func extract(
    from root: Root, step: CasePathStep, next: Unmanaged<CasePathSteps>
  ) -> Value? {
    _withUnprotectedUnsafePointer(to: root) { root in
      _withUnprotectedUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
        let value = buffer.baseAddress!
        guard step(root, value, next) else { return nil }
        return value.move()
      }
    }
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

/// One step of a case path, from a root to the payload of one of its cases.
///
/// Takes the address of a root of the step's root type, the address of uninitialized storage for
/// the whole path's value, and the steps that follow, if any. Returns whether the root holds the
/// step's case and every following step matched, in which case it has initialized the storage.
@usableFromInline
typealias CasePathStep =
  @Sendable (UnsafeRawPointer, UnsafeMutableRawPointer, Unmanaged<CasePathSteps>?) -> Bool

/// The steps of an appended case path after its first, as a list.
///
/// Steps receive the list unretained: the path that holds it outlives the extraction.
@usableFromInline
final class CasePathSteps: Sendable {
  @usableFromInline let step: CasePathStep
  @usableFromInline let next: CasePathSteps?

  @usableFromInline
  init(step: @escaping CasePathStep, next: CasePathSteps?) {
    self.step = step
    self.next = next
  }

  /// Runs the first step of the list on a root.
  @inlinable @inline(__always)
  func run(from root: UnsafeRawPointer, into result: UnsafeMutableRawPointer) -> Bool {
    step(root, result, next.map { Unmanaged.passUnretained($0) })
  }

  /// Returns the list of `steps` followed by `tail`.
  @usableFromInline
  static func joining(_ steps: CasePathSteps?, _ tail: CasePathSteps) -> CasePathSteps {
    guard let steps else { return tail }
    return CasePathSteps(step: steps.step, next: joining(steps.next, tail))
  }
}
