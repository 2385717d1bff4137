import ValueDump

extension ReducerTrace.Label {
  /// A feature's `body`: `Splash`.
  @usableFromInline
  package static func body(of feature: Any.Type) -> Self {
    Self(kind: .body, name: dumpTypeName(feature, genericsAbbreviated: true))
  }

  /// A reducer made from a closure: `Reduce (Feature.swift:31)`.
  @usableFromInline
  package static func reduce(fileID: StaticString, line: UInt) -> Self {
    Self(kind: .leaf, name: "Reduce", location: location(fileID: "\(fileID)", line: line))
  }

  /// A reducer that changes the state itself, named by its type: `BindingReducer`.
  @usableFromInline
  package static func leaf(_ reducer: Any.Type) -> Self {
    Self(kind: .leaf, name: typeName(reducer))
  }

  /// A reducer that runs others and only adds to them: `onChange`, `CombineReducers`.
  @usableFromInline
  package static func modifier(_ name: String, at location: SourceLocation? = nil) -> Self {
    Self(kind: .modifier, name: name, location: location.map(Self.location(of:)))
  }

  /// A reducer that runs a child on a part of the state: `Scope(\.splash)` into `Splash`.
  ///
  /// - Parameters:
  ///   - name: The operator: `Scope`, `ifLet`, `forEach`.
  ///   - path: The part of the state, a key path (`\.splash`) or a case; `nil` when it has no
  ///     name that reads.
  ///   - id: The element's id, for an element of a collection.
  ///   - child: The child reducer's type.
  ///   - location: Where the operator is written.
  @usableFromInline
  package static func scope(
    _ name: String, path: String?, id: Any? = nil, child: Any.Type,
    at location: SourceLocation? = nil
  ) -> Self {
    var text = name + (path.map { "(\($0))" } ?? "")
    if let id { text += "[id: \(customDumpInline(id))]" }
    return Self(
      kind: .scope, name: text, child: childName(child), location: location.map(Self.location(of:)))
  }

  /// Something a reducer did apart from the reducers it ran: `ifLet(\.child)` cancelling the
  /// child's effects.
  @usableFromInline
  package static func note(_ name: String, at location: SourceLocation? = nil) -> Self {
    Self(kind: .note, name: name, location: location.map(Self.location(of:)))
  }

  /// `\.splash` for a key path `\Root.splash`, or `nil` for a key path whose name does not
  /// read (a computed property's, such as a `@Presents` property's projection).
  @usableFromInline
  package static func keyPathName<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> String? {
    let text = "\(keyPath)"
    let root = "\\\(Root.self)"
    guard text.hasPrefix(root), !text.contains("<computed") else { return nil }
    return "\\" + text.dropFirst(root.count)
  }

  /// `\.$destination` for the one property of `root` that holds a value of `type` through a
  /// property wrapper (`@Presents var destination`), whose key path has no name that reads.
  @usableFromInline
  package static func wrappedPropertyName<Root>(in root: Root, holding type: Any.Type) -> String? {
    let labels = Mirror(reflecting: root).children.filter { Swift.type(of: $0.value) == type }
      .compactMap(\.label)
    guard labels.count == 1, labels[0].hasPrefix("_") else { return nil }
    return "\\.$" + labels[0].dropFirst()
  }

  /// `.loggedIn` for the case of an enum value.
  @usableFromInline
  package static func caseName<Root>(of value: Root) -> String? {
    Mirror(reflecting: value).children.first?.label.map { "." + $0 }
  }

  /// `Splash` for a feature, `nil` for a reducer the builder made of several (`Splash()` and
  /// `Reduce` in one `Scope`) or one of the engine's own (an enum destination's `Scope`s): the
  /// trace shows what is inside.
  private static func childName(_ type: Any.Type) -> String? {
    let name = typeName(type)
    let composing = ["Scope", "CombineReducers", "Reduce", "EmptyReducer"]
    return name.hasPrefix("_") || composing.contains(name) ? nil : name
  }

  private static func typeName(_ type: Any.Type) -> String {
    let name = dumpTypeName(type, genericsAbbreviated: true)
    // `EmptyReducer<…>` and `BindingReducer<…>`: the generic arguments say nothing a reader of
    // the trace needs.
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  private static func location(of location: SourceLocation) -> String {
    Self.location(fileID: location.fileID, line: location.line)
  }

  /// `Feature.swift:31` for `Module/Feature.swift` and line 31.
  private static func location(fileID: String, line: UInt) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line)"
  }
}

extension Effect {
  /// The effect as a trace shows it: each effect merged in it, `.run (Feature.swift:40)`,
  /// `.send(.tick)`, `.cancel(id: CancelID.delay)`, with the cancellation id it runs under.
  var traceDescriptions: [String] {
    switch operation {
    case .none:
      return []
    case let .send(action):
      return [".send(\(customDumpInline(action)))"]
    case let .run(run):
      let file = run.location.fileID.split(separator: "/").last.map(String.init) ?? ""
      return [".run (\(file):\(run.location.line))"]
    case let .cancel(id):
      return [".cancel(id: \(id.traceDescription))"]
    case let .cancellable(id, cancelInFlight, effect):
      let suffix =
        ".cancellable(id: \(id.traceDescription)\(cancelInFlight ? ", cancelInFlight: true" : ""))"
      return effect.traceDescriptions.map { $0 + suffix }
    case let .merge(effects):
      return effects.flatMap(\.traceDescriptions)
    case let .concatenate(effects):
      let each = effects.flatMap(\.traceDescriptions)
      return each.isEmpty ? [] : [".concatenate(\(each.joined(separator: ", ")))"]
    }
  }
}

extension CancelID {
  /// `CancelID.delay`, or for an id the engine made, what it says: `ifLet(\State.child)`.
  fileprivate var traceDescription: String { isInternal ? valueDescription : description }
}
