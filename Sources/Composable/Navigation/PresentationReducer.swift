import ValueDump

extension Reducer {
  /// Runs a destination reducer on presentation state while it is presented, before this
  /// reducer; dismisses it on `.dismiss`; and cancels its effects when it is dismissed, set to
  /// `nil` or replaced by another case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: /Action.destination) { Destination() }
  /// ```
  ///
  /// - `.presented(action)` runs the destination reducer, then this one. An ephemeral
  ///   destination (an alert, a confirmation dialog) is dismissed after it, unless this reducer
  ///   presented another one in its place (another case, or an alert with another `id`).
  /// - `.dismiss` runs this reducer, then sets the destination to `nil`, unless this reducer
  ///   presented another one in its place.
  /// - The destination's effects can dismiss it with `@Dependency(\.dismiss)`.
  ///
  /// A presentation action while nothing is presented is reported as a failure.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$destination`.
  ///   - toPresentationAction: The action case that carries presentation actions.
  ///   - destination: The destination reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presents ephemeral state without a reducer of its own, an alert or a confirmation dialog:
  /// it is dismissed after any of its actions; see
  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: /Action.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$alert`.
  ///   - toPresentationAction: The action case that carries its actions.
  /// - Returns: A reducer that runs this one and dismisses the presented state.
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A parent reducer with a presented destination; see `Reducer.ifLet(_:action:destination:)`.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentationState:
    WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    CasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, destination: Destination,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    toPresentationAction: CasePath<Parent.Action, PresentationAction<Destination.Action>>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<
    Parent.Action
  > {
    let presentationAction = toPresentationAction.extract(from: action)
    let identityBefore = presentationIdentity(in: state)
    // A destination another reducer dismissed or replaced, outside this one, is seen here, at
    // the next action: its effects end then.
    var outerCancellation = Effect<Parent.Action>.none
    if let seen = state[keyPath: toPresentationState].presentedIdentity, seen != identityBefore {
      outerCancellation = .cancel(id: PresentationEffectsID(toPresentationState, identity: seen))
    }
    var destinationEffect = Effect<Parent.Action>.none
    var dismissesAfterParent = false
    var ephemeralBefore: EphemeralIdentity?
    switch presentationAction {
    case nil:
      if ReducerTrace.isRecording {
        ReducerTrace.note(
          "ifLet", path: tracePath(in: state), child: Destination.self, at: location,
          notHandling: state)
      }
    case let .presented(destinationAction)?:
      guard let identityBefore else {
        reportAbsentDestination(action)
        break
      }
      // As in TCA, an alert stays presented for an action it could not have sent (one for
      // another case of the destination).
      if let presented = state[keyPath: toPresentationState].wrappedValue,
        ephemeralState(presented, canSend: destinationAction)
      {
        ephemeralBefore = ephemeralIdentity(in: state)
        dismissesAfterParent = true
      }
      let effect =
        ReducerTrace.isRecording
        ? ReducerTrace.scoped(
          "ifLet", path: tracePath(in: state), child: Destination.self, at: location,
          state: &state[keyPath: toPresentationState].wrappedValue!
        ) { destination.reduce(into: &$0, action: destinationAction) }
        : destination.reduce(
          into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction)
      if !effect.isNone {
        destinationEffect = embedPresentedEffect(effect, into: toPresentationAction)
          .child(PresentationEffectsID(toPresentationState, identity: identityBefore))
      }
    case .dismiss?:
      if identityBefore == nil {
        reportAbsentDestination(action)
      } else {
        dismissesAfterParent = true
        ephemeralBefore = ephemeralIdentity(in: state)
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    // The parent may have answered the action by presenting another alert in the same case:
    // that one stays.
    if dismissesAfterParent, presentationIdentity(in: state) == identityBefore,
      ephemeralIdentity(in: state) == ephemeralBefore
    {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let identityAfter = presentationIdentity(in: state)
    if state[keyPath: toPresentationState].presentedIdentity != identityAfter {
      state[keyPath: toPresentationState].presentedIdentity = identityAfter
    }
    guard let identityBefore, identityAfter != identityBefore else {
      if destinationEffect.isNone, outerCancellation.isNone { return parentEffect }
      return .merge(destinationEffect, parentEffect, outerCancellation)
    }
    let cancellation = Effect<Parent.Action>.cancel(
      id: PresentationEffectsID(toPresentationState, identity: identityBefore))
    if ReducerTrace.isRecording {
      ReducerTrace.note(
        "ifLet: the destination was dismissed", at: location, state: state, effect: cancellation)
    }
    return .merge(destinationEffect, parentEffect, cancellation, outerCancellation)
  }

  /// `\.$destination`, when it reads.
  @usableFromInline
  func tracePath(in state: Parent.State) -> String? {
    ReducerTrace.Label.keyPathName(toPresentationState)
      ?? ReducerTrace.Label.wrappedPropertyName(
        in: state, holding: PresentationState<Destination.State>.self)
  }

  /// What tells one presentation from another: `nil` when nothing is presented, else the case
  /// of an enum destination (0 for other types) and the `id` of an `Identifiable` destination or
  /// of the state its case holds.
  @usableFromInline
  func presentationIdentity(in state: Parent.State) -> PresentationIdentity? {
    guard let presented = state[keyPath: toPresentationState].wrappedValue else { return nil }
    return PresentationIdentity(of: presented)
  }

  /// The identity of the presented state when it is ephemeral (an alert, a dialog), else `nil`.
  @usableFromInline
  func ephemeralIdentity(in state: Parent.State) -> EphemeralIdentity? {
    guard let presented = state[keyPath: toPresentationState].wrappedValue else { return nil }
    return Composable.ephemeralIdentity(of: presented)
  }

  @usableFromInline
  func reportAbsentDestination(_ action: Parent.Action) {
    EngineFailure.presentationActionWithoutDestination(action: action, location: location).report()
  }
}

/// The case of an enum value as a number, or 0 for a value of another kind of type.
@usableFromInline
func caseIdentity<Value>(of value: Value) -> UInt32 {
  guard let metadata = EnumMetadata(Value.self) else { return 0 }
  return withUnsafePointer(to: value) { metadata.tag(of: $0) }
}

/// A destination's effect, its actions embedded as `.presented` and its `dismiss` dependency
/// sending `.dismiss`.
@usableFromInline
func embedPresentedEffect<Root, Action>(
  _ effect: Effect<Action>, into path: CasePath<Root, PresentationAction<Action>>
) -> Effect<Root> {
  effect.presented(embed: { path.embed(.presented($0)) }, dismissal: path.embed(.dismiss))
}

/// The cancellation id of a presented destination's effects: its state's key path and which
/// case of the destination is presented.
@usableFromInline
struct PresentationEffectsID: InternalCancelID, CustomStringConvertible {
  let keyPath: UncheckedSendable<AnyKeyPath>
  let identity: PresentationIdentity

  @usableFromInline
  init<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>, identity: PresentationIdentity) {
    self.keyPath = UncheckedSendable(keyPath)
    self.identity = identity
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath.value == rhs.keyPath.value && lhs.identity == rhs.identity
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath.value)
    hasher.combine(identity)
  }

  @usableFromInline
  var pathStep: String {
    pathStepName(keyPath.value)
      + (identity.id.map { "[id: \(customDumpInline($0.base))]" } ?? "")
  }

  /// `ifLet(\State.<computed (PresentationState<Child.State>)>)`: the key path as Swift prints
  /// it, without the address of a computed property's accessor, which changes from run to run.
  @usableFromInline
  var description: String {
    var text = Substring("\(keyPath.value)")
    var stable = ""
    while let marker = text.range(of: "<computed 0x") {
      stable += text[..<marker.lowerBound] + "<computed "
      text = text[marker.upperBound...].drop(while: \.isHexDigit).drop(while: { $0 == " " })
    }
    return "ifLet(\(stable + text))"
  }
}

/// What tells one presented destination from another at the same place: the case of an enum
/// destination (0 for other types), and the `id` of an `Identifiable` destination, or of the
/// state its case holds.
@usableFromInline
struct PresentationIdentity: Hashable, @unchecked Sendable {
  let tag: UInt32
  let id: AnyHashable?

  @usableFromInline
  init<Value>(of value: Value) {
    tag = caseIdentity(of: value)
    if let id = identityOf(value) {
      self.id = id
    } else if EnumMetadata(Value.self) != nil,
      let payload = Mirror(reflecting: value).children.first?.value
    {
      self.id = identityOf(payload)
    } else {
      self.id = nil
    }
  }
}
