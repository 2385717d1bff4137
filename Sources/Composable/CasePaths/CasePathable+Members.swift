extension CasePathable {
  /// The payload of one of the enum's cases, or `nil` when the value is another case:
  /// `action.child`, for an enum marked `@dynamicMemberLookup`.
  ///
  /// As in swift-case-paths, a case is not set through its member: write the case whole,
  /// `destination = .editForm(form)`, or change its payload in place with
  /// ``modify(_:yield:)``: `$0.destination?.modify(\.editForm) { $0.title = "Draft" }`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Member>>
  ) -> Member? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    @available(*, unavailable, message: "Write 'enum = .case(value)', not 'enum.case = value'")
    set {
      guard let newValue, Self.allCasePaths[keyPath: keyPath].extract(from: self) != nil else {
        return
      }
      self = Self.allCasePaths[keyPath: keyPath].embed(newValue)
    }
  }

  /// The payload of one of the enum's cases as a writable key path's value, so that a key path
  /// to a case, `\.editForm`, is a `WritableKeyPath<Self, Member>` only where nothing else fits;
  /// never read.
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Member>>
  ) -> Member {
    @available(*, unavailable)
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self)! }
    set {
      guard Self.allCasePaths[keyPath: keyPath].extract(from: self) != nil else { return }
      self = Self.allCasePaths[keyPath: keyPath].embed(newValue)
    }
  }

  /// Returns whether the value is the case a key path names: `action.is(\.child)`.
  ///
  /// - Parameter keyPath: A key path to a case, its payload of any type.
  /// - Returns: `true` when the value is that case.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    guard let value = Case<Self>()[keyPath: keyPath] as? any AnyCase else { return false }
    return value.matches(self)
  }

  /// The payload of a case, or `nil` when the value is another case: `state[case: \.sheet]`.
  ///
  /// Setting a payload replaces the value with that case; setting `nil` changes nothing.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { AnyCasePath(keyPath).extract(from: self) }
    set {
      guard let newValue else { return }
      self = AnyCasePath(keyPath).embed(newValue)
    }
  }

  /// The payload of a case, or `nil` when the value is another case: what `state[case: \.sheet]`
  /// resolves to for a one-level case.
  ///
  /// A case key path such as `\Self.Cases.sheet` goes through a dynamic-member subscript, so the
  /// runtime makes a new key path object each time the literal is evaluated.
  /// `\Self.AllCasePaths.sheet` names a property: the runtime makes it once.
  public subscript<Value>(case keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>) -> Value? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    set {
      guard let newValue else { return }
      self = Self.allCasePaths[keyPath: keyPath].embed(newValue)
    }
  }

  /// Changes the payload of a case in place, when the value is that case.
  ///
  /// ```swift
  /// state.destination?.modify(\.editForm) { $0.title = "Draft" }
  /// ```
  ///
  /// A value of another case is left as it is, and reported as a failure, as swift-case-paths
  /// reports it: a test that changes the payload of a case the state is not in expects what
  /// did not happen.
  ///
  /// - Parameters:
  ///   - keyPath: A key path to a case.
  ///   - yield: Changes the payload.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard AnyCasePath(keyPath).modify(&self, yield) != nil else {
      // A key path through a dynamic member prints as an address: it is left out.
      let written = String(reflecting: keyPath)
      let aka = written.contains("<computed") ? "" : " (aka '\(written)')"
      IssueReporting.report(
        """
        Can't modify '\(String(describing: self))' via 'CaseKeyPath<\(Self.self), \(Value.self)>'\
        \(aka)
        """,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
  }
}

// MARK: - The standard library's enums

extension Optional: CasePathable {
  /// The case paths of `Optional`: `\.some` and `\.none`.
  public struct AllCasePaths: Sendable {
    /// The path to a wrapped value.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }

    /// The path to `nil`.
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(
        embed: { .none },
        extract: {
          guard case .none = $0 else { return nil }
          return ()
        })
    }
  }

  /// The case paths of `Optional`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Result: CasePathable {
  /// The case paths of `Result`: `\.success` and `\.failure`.
  public struct AllCasePaths: Sendable {
    /// The path to a success.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case let .success(value) = $0 else { return nil }
          return value
        })
    }

    /// The path to a failure.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        })
    }
  }

  /// The case paths of `Result`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
