/// Builds a case path by reflection: `/Enum.case`.
prefix operator /

/// Returns the case path of an enum case with a payload, given the case's embed function.
///
/// ```swift
/// enum Action { case child(Child.Action), response(Result<String, any Error>) }
/// let child = /Action.child  // CasePath<Action, Child.Action>
/// ```
///
/// Several values make a tuple payload, labels or not: `case move(x: Int, y: Int)` gives a
/// `CasePath<Action, (Int, Int)>`. Extraction succeeds only when the root is that very case, even
/// when other cases carry the same payload type.
///
/// - Note: The function must be an enum case (`Enum.case`) or embed its whole argument in one
///   case; other functions build paths whose extraction is undefined.
/// - Parameter embed: The enum case, as a function from its payload to the enum.
/// - Returns: A case path for the case.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  guard let metadata = EnumMetadata(Root.self) else {
    preconditionFailure("'/' builds case paths of enum cases; '\(Root.self)' is not an enum.")
  }
  let extractor = EnumCaseExtractor(embed: embed, metadata: metadata)
  return CasePath(embed: embed, extract: extractor.extract(from:))
}

/// A case path of an enum case, through an optional of the enum: what
/// `(/Destination.State.child).modify(&state.destination) { … }` reaches, the destination being
/// optional. `nil` holds no case.
///
/// - Parameter embed: The case, as a function from its payload to the enum.
/// - Returns: A case path whose root is an optional of the enum.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root?, Value> {
  let path: CasePath<Root, Value> = /embed
  return CasePath(embed: { .some(path.embed($0)) }, extract: { $0.flatMap(path.extract(from:)) })
}

/// Returns the case path of an enum case without payload, given the case: `/Action.onAppear`.
///
/// The enum need not be `Equatable`: extraction compares case tags.
///
/// - Parameter root: A case of an enum that has no payload.
/// - Returns: A case path that extracts `()` from that case and embeds `()` as that case.
public prefix func / <Root>(root: Root) -> CasePath<Root, Void> {
  guard let metadata = EnumMetadata(Root.self) else {
    preconditionFailure("'/' builds case paths of enum cases; '\(Root.self)' is not an enum.")
  }
  let rootCase = CaseWithoutPayload(value: root)
  let tag = withUnsafePointer(to: root) { metadata.tag(of: $0) }
  return CasePath(
    embed: { rootCase.value },
    extract: { other in
      withUnsafePointer(to: other) { metadata.tag(of: $0) } == tag ? () : nil
    }
  )
}

/// Returns the identity case path of a type: `/Action.self` embeds and extracts the whole value.
///
/// - Parameter type: A type.
/// - Returns: A case path whose value is the root itself.
public prefix func / <Root>(type: Root.Type) -> CasePath<Root, Root> {
  CasePath(embed: { $0 }, extract: { $0 })
}

// NB: `@unchecked Sendable` because a case without payload stores no data to share between tasks,
// whatever the enum's other cases carry.
private struct CaseWithoutPayload<Root>: @unchecked Sendable {
  let value: Root
}
