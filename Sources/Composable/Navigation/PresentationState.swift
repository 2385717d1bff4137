import ValueDump

/// The state of a feature that a parent presents (a sheet, an alert, a drill-down), or `nil`
/// when nothing is presented.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// // in the body:
/// .ifLet(\.$destination, action: /Action.destination) { Destination() }
/// ```
///
/// The wrapped state is stored indirectly, so a feature can present itself.
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline
  indirect enum Storage {
    case none
    case some(State)

    @usableFromInline
    init(_ value: State?) {
      self = value.map(Storage.some) ?? .none
    }

    @usableFromInline
    var value: State? {
      if case let .some(value) = self { return value }
      return nil
    }
  }

  @usableFromInline var storage: Storage
  /// The destination as the reducer that presents it last saw it, so that it sees one that
  /// another reducer dismissed or replaced, and ends its effects. Not part of the value: equal
  /// states compare equal whatever it is, and dumps do not show it.
  @usableFromInline var presentedIdentity: PresentationIdentity?

  /// Creates presentation state.
  ///
  /// - Parameter wrappedValue: The presented state, or `nil`.
  @inlinable
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented state, or `nil` when nothing is presented.
  @inlinable
  public var wrappedValue: State? {
    get { storage.value }
    set { storage = Storage(newValue) }
    _modify {
      var value = storage.value
      // Dropping the stored copy first leaves `value` the only owner of its storage, so the
      // mutation happens in place.
      storage = .none
      defer { storage = Storage(value) }
      yield &value
    }
  }

  /// The presentation state itself, so that `\.$destination` names it in `ifLet`.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Whether both present equal states; copies of one presentation state are equal without
  /// comparing what they present.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState {
  /// Whether both hold the same box of presented state (or both present nothing): the indirect
  /// storage is one reference, compared by its bits.
  @inlinable
  func sharesStorage(with other: Self) -> Bool {
    withUnsafeBytes(of: storage) { lhs in
      withUnsafeBytes(of: other.storage) { rhs in lhs.elementsEqual(rhs) }
    }
  }
}

extension PresentationState: Hashable where State: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}
extension PresentationState.Storage: Sendable where State: Sendable {}

extension PresentationState: CustomDumpPropertyWrapper {}

extension PresentationState: CustomDumpRepresentable {
  /// Presentation state dumps as the presented state, or `nil`.
  public var customDumpValue: Any { wrappedValue as Any }
}

extension PresentationState where State: CasePathable {
  /// The payload of one case of the presented state, or `nil` when nothing is presented or it
  /// is another case: `state.$destination[case: \.edit]?.title = "Draft"`.
  ///
  /// Changing the payload changes the presented state; setting `nil` dismisses it. Changing a
  /// presented state that is another case is a failure, and changes nothing.
  public subscript<Case>(
    case path: CaseKeyPath<State, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    _read { yield wrappedValue.flatMap(AnyCasePath(path).extract(from:)) }
    _modify {
      yield &self[
        case: AnyCasePath(path), fileID: fileID, filePath: filePath, line: line, column: column]
    }
  }
}

extension PresentationState {
  /// The payload of one case of the presented state, for a case path built from the case,
  /// `state.$destination[case: /Destination.State.edit]`: see `subscript(case:)`.
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    _read { yield wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      var access = CasePayloadAccess(wrappedValue, path)
      yield &access.payload
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      if let presented = access.result(at: location) { wrappedValue = presented }
    }
  }
}
