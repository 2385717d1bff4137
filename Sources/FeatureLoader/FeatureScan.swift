import SwiftParser
import SwiftSyntax

/// What a set of feature files offers the shell, read from their syntax alone.
///
/// A feature is a `@Reducer struct` (or a `struct … : Reducer`) that the shell can start as
/// `Feature()` on `Feature.State()`: not generic, not private to its file, with a
/// `struct State` that is `Equatable`, and where each of the two types has an `init()` (or an
/// initializer whose parameters all have defaults) or gives every stored property a default
/// (an initial value, an optional `var`, or a property wrapper with arguments such as
/// `@Dependency(\.clock)`). A reducer nested in another type counts under its qualified name,
/// `Parent.Child`, as Swift spells it.
///
/// Files may instead declare their own features: a top-level `let replFeatures: [REPLFeature]`
/// (or `var`), or a top-level function `replFeatures() -> [REPLFeature]`. Then those are the
/// features, and no reducer is looked for.
struct FeatureScan: Equatable {
  /// A reducer the shell can start.
  struct Feature: Equatable {
    /// The reducer's qualified name, which is also the feature's name.
    var name: String
    /// The file, as named on the command line.
    var file: String
    /// The line of the reducer's name.
    var line: Int
    /// How its State is made: `State()`, or an initializer given sample values.
    var state = StateStart.initializer
  }

  /// How a feature's State is made when no preview gives it.
  enum StateStart: Equatable {
    /// `State()`.
    case initializer
    /// `State(label: sample, …)`: the arguments of the initializer (the memberwise one, or one
    /// the State declares) that have no default.
    case samples([Argument])
  }

  /// An argument given a sample value: its label (nil for `_`) and the name messages use.
  struct Argument: Equatable {
    var label: String?
    var name: String
  }

  /// A reducer the shell cannot start, and why.
  struct Skipped: Equatable {
    var name: String
    var file: String
    var line: Int
    var reason: String
    /// Whether a store a preview builds can start it: the registration can name it.
    var canStartFromPreview = true
  }

  /// The expression that gives the features files declare themselves: `replFeatures` or
  /// `replFeatures()`.
  var declaredFeatures: String?
  var features: [Feature] = []
  var skipped: [Skipped] = []

  /// Scans the files' text.
  ///
  /// - Parameter files: Each file's path, as named on the command line, and its text.
  init(files: [(path: String, text: String)]) {
    self.init(files: files.map { ($0.path, Parser.parse(source: $0.text)) })
  }

  /// Scans the files' syntax trees.
  ///
  /// - Parameter files: Each file's path, as named on the command line, and its syntax tree.
  init(files: [(path: String, tree: SourceFileSyntax)]) {
    var index = TypeIndex()
    for file in files {
      let tree = file.tree
      let converter = SourceLocationConverter(fileName: file.path, tree: tree)
      var walker = Walker(file: file.path, converter: converter)
      walker.walk(tree.statements, scope: [], isFilePrivate: false)
      index.merge(walker.index)
      if declaredFeatures == nil { declaredFeatures = walker.declaredFeatures }
    }
    guard declaredFeatures == nil else { return }
    for name in index.order {
      guard let type = index.types[name], type.kind == .struct, type.isReducer else { continue }
      switch index.start(of: type) {
      case let .failure(reason):
        skipped.append(
          Skipped(
            name: name, file: type.file, line: type.line, reason: reason.text,
            canStartFromPreview: !type.isGeneric && !type.isFilePrivate))
      case let .success(state):
        features.append(Feature(name: name, file: type.file, line: type.line, state: state))
      }
    }
  }
}

/// What the files say about each type they declare or extend, by qualified name.
private struct TypeIndex {
  enum Kind { case `struct`, other, unknown }

  struct TypeInfo {
    var name: String
    var kind: Kind = .unknown
    var file = ""
    var line = 0
    var attributes: [String] = []
    var inherited: [String] = []
    var isGeneric = false
    var isFilePrivate = false
    /// The members of the type's own declaration (stored properties live only there).
    var members: [DeclSyntax] = []
    /// The initializers of the declaration and of its extensions.
    var declarationInitializers: [InitializerDeclSyntax] = []
    var extensionInitializers: [InitializerDeclSyntax] = []

    var isReducer: Bool {
      attributes.contains { Self.isReducerName($0) }
        || inherited.contains { Self.isReducerName($0) }
    }

    private static func isReducerName(_ name: String) -> Bool {
      name == "Reducer" || name == "ComposableArchitecture.Reducer"
    }
  }

  var types: [String: TypeInfo] = [:]
  /// Qualified names in the order their declarations appear.
  var order: [String] = []

  mutating func info(_ name: String) -> TypeInfo {
    types[name] ?? TypeInfo(name: name)
  }

  mutating func merge(_ other: TypeIndex) {
    for name in other.order where !order.contains(name) { order.append(name) }
    for (name, theirs) in other.types {
      guard var ours = types[name] else {
        types[name] = theirs
        continue
      }
      if ours.kind == .unknown {
        ours.kind = theirs.kind
        ours.file = theirs.file
        ours.line = theirs.line
        ours.attributes = theirs.attributes
        ours.isGeneric = theirs.isGeneric
        ours.isFilePrivate = theirs.isFilePrivate
        ours.members = theirs.members
        ours.declarationInitializers = theirs.declarationInitializers
      }
      ours.inherited += theirs.inherited
      ours.extensionInitializers += theirs.extensionInitializers
      types[name] = ours
    }
  }

  /// Why a reducer cannot be started, as a value.
  struct Reason: Error {
    var text: String
  }

  /// How the shell starts a reducer's State, or why it cannot start the reducer.
  func start(of reducer: TypeInfo) -> Result<FeatureScan.StateStart, Reason> {
    let simpleName = reducer.name.split(separator: ".").last.map(String.init) ?? reducer.name
    if reducer.isGeneric {
      return .failure(
        Reason(text: "it is generic; declare 'replFeatures' to start it with its type arguments"))
    }
    if reducer.isFilePrivate {
      return .failure(Reason(text: "it is private to its file; make it internal"))
    }
    guard let state = types[reducer.name + ".State"], state.kind == .struct else {
      return .failure(Reason(text: "it has no 'struct State' in these files"))
    }
    if state.isFilePrivate {
      return .failure(Reason(text: "its State is private to its file; make it internal"))
    }
    let start: FeatureScan.StateStart
    if missingInitializer(state) == nil {
      start = .initializer
    } else if let arguments = Self.sampledArguments(state) {
      start = .samples(arguments)
    } else {
      return .failure(
        Reason(
          text: "its State can't be made with 'State()' and its initializers are private or "
            + "failable; build its store in a '#Preview' to start it there"))
    }
    if let missing = missingInitializer(reducer) {
      return .failure(Reason(text: "it can't be made with '\(simpleName)()': \(missing)"))
    }
    return .success(start)
  }

  /// The arguments without default of the initializer a State is made with from sample
  /// values: one it declares (the one with the fewest such arguments), else the memberwise one;
  /// nil when none can be called from the registration's file.
  private static func sampledArguments(_ state: TypeInfo) -> [FeatureScan.Argument]? {
    let callable = (state.declarationInitializers + state.extensionInitializers).filter {
      $0.optionalMark == nil && $0.signature.effectSpecifiers?.asyncSpecifier == nil
        && !isPrivate($0.modifiers)
    }
    if !state.declarationInitializers.isEmpty || !callable.isEmpty {
      let arguments = callable.map { initializer in
        initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map {
          FeatureScan.Argument(
            label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
            name: ($0.secondName ?? $0.firstName).text)
        }
      }
      return arguments.min { $0.count < $1.count }
    }
    let stored = state.members.compactMap { $0.as(VariableDeclSyntax.self) }.filter {
      !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
    if stored.contains(where: { isPrivate($0.modifiers) }) { return nil }
    return state.members.flatMap(propertiesWithoutDefault).map {
      FeatureScan.Argument(label: $0, name: $0)
    }
  }

  private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
        && $0.detail == nil
    }
  }

  /// Why `Type()` would not compile, or nil when it would.
  private func missingInitializer(_ type: TypeInfo) -> String? {
    let initializers = type.declarationInitializers + type.extensionInitializers
    if initializers.contains(where: Self.takesNoArguments) { return nil }
    guard type.declarationInitializers.isEmpty else {
      return "its initializers all take arguments"
    }
    let missing = type.members.flatMap(Self.propertiesWithoutDefault)
    guard !missing.isEmpty else { return nil }
    let names = missing.map { "'\($0)'" }
    return
      (names.count == 1
      ? "\(names[0]) has no default value"
      : "\(names.dropLast().joined(separator: ", ")) and \(names.last!) have no default value")
      + " and it has no 'init()'"
  }

  /// Whether an initializer can be called with no arguments and without `try`, `await` or `!`.
  private static func takesNoArguments(_ initializer: InitializerDeclSyntax) -> Bool {
    !isPrivate(initializer.modifiers) && initializer.optionalMark == nil
      && initializer.signature.effectSpecifiers?.throwsClause == nil
      && initializer.signature.effectSpecifiers?.asyncSpecifier == nil
      && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
  }

  /// The stored properties of a member that a memberwise initializer would need a value for.
  private static func propertiesWithoutDefault(_ member: DeclSyntax) -> [String] {
    guard let variable = member.as(VariableDeclSyntax.self) else { return [] }
    let modifiers = variable.modifiers.map(\.name.tokenKind)
    if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)) { return [] }
    if modifiers.contains(.keyword(.lazy)) { return [] }
    // A property wrapper with arguments, such as `@Dependency(\.clock)`, has its value.
    let wrapped = variable.attributes.contains { element in
      guard case let .attribute(attribute) = element else { return false }
      return attribute.arguments != nil
    }
    if wrapped { return [] }
    let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
    return variable.bindings.compactMap { binding in
      if let accessors = binding.accessorBlock {
        // Only observers (`willSet`, `didSet`) keep a property stored.
        guard case let .accessors(list) = accessors.accessors else { return nil }
        let observers: Set<TokenKind> = [.keyword(.willSet), .keyword(.didSet)]
        if !list.allSatisfy({ observers.contains($0.accessorSpecifier.tokenKind) }) {
          return nil
        }
      }
      if binding.initializer != nil { return nil }
      if isVar, let type = binding.typeAnnotation?.type, isOptional(type) { return nil }
      return binding.pattern.trimmedDescription
    }
  }

  private static func isOptional(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
    }
    return false
  }
}

/// Walks one file's declarations, through nested types, extensions and `#if` clauses.
private struct Walker {
  let file: String
  let converter: SourceLocationConverter
  var index = TypeIndex()
  var declaredFeatures: String?

  init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.converter = converter
  }

  mutating func walk(_ items: CodeBlockItemListSyntax, scope: [String], isFilePrivate: Bool) {
    for item in items {
      guard case let .decl(decl) = item.item else { continue }
      visit(decl, scope: scope, isFilePrivate: isFilePrivate)
    }
  }

  mutating func walk(_ members: MemberBlockItemListSyntax, scope: [String], isFilePrivate: Bool) {
    for member in members {
      visit(member.decl, scope: scope, isFilePrivate: isFilePrivate)
    }
  }

  private mutating func visit(_ decl: DeclSyntax, scope: [String], isFilePrivate: Bool) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in ifConfig.clauses {
        switch clause.elements {
        case let .statements(items):
          walk(items, scope: scope, isFilePrivate: isFilePrivate)
        case let .decls(members):
          walk(members, scope: scope, isFilePrivate: isFilePrivate)
        default:
          break
        }
      }
    } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      || decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self),
      let type = decl.asProtocol(DeclGroupSyntax.self),
      let named = decl.asProtocol(NamedDeclSyntax.self)
    {
      let generics = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
      declare(
        named.name, kind: decl.is(StructDeclSyntax.self) ? .struct : .other, scope: scope,
        isFilePrivate: isFilePrivate, modifiers: type.modifiers, attributes: type.attributes,
        inheritance: type.inheritanceClause, isGeneric: generics != nil, members: type.memberBlock)
    } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      let extended = extensionDecl.extendedType.trimmedDescription
      let name = (scope + [extended]).joined(separator: ".")
      var info = index.info(name)
      info.inherited += Self.names(extensionDecl.inheritanceClause)
      info.extensionInitializers += extensionDecl.memberBlock.members.compactMap {
        $0.decl.as(InitializerDeclSyntax.self)
      }
      index.types[name] = info
      walk(
        extensionDecl.memberBlock.members, scope: scope + [extended],
        isFilePrivate: isFilePrivate || Self.isFilePrivate(extensionDecl.modifiers))
    } else if scope.isEmpty, let variable = decl.as(VariableDeclSyntax.self) {
      let names = variable.bindings.map { $0.pattern.trimmedDescription }
      if names.contains("replFeatures"), declaredFeatures == nil {
        declaredFeatures = "replFeatures"
      }
    } else if scope.isEmpty, let function = decl.as(FunctionDeclSyntax.self),
      function.name.text == "replFeatures", function.signature.parameterClause.parameters.isEmpty,
      declaredFeatures == nil
    {
      declaredFeatures = "replFeatures()"
    }
  }

  private mutating func declare(
    _ nameToken: TokenSyntax, kind: TypeIndex.Kind, scope: [String], isFilePrivate: Bool,
    modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
    inheritance: InheritanceClauseSyntax?, isGeneric: Bool, members: MemberBlockSyntax
  ) {
    let name = (scope + [nameToken.text]).joined(separator: ".")
    let isPrivate = isFilePrivate || Self.isFilePrivate(modifiers)
    var info = index.info(name)
    if !index.order.contains(name) { index.order.append(name) }
    info.kind = kind
    info.file = file
    info.line = nameToken.startLocation(converter: converter).line
    info.attributes = attributes.compactMap { element in
      guard case let .attribute(attribute) = element else { return nil }
      return attribute.attributeName.trimmedDescription
    }
    info.inherited += Self.names(inheritance)
    info.isGeneric = isGeneric
    info.isFilePrivate = isPrivate
    info.members = members.members.map(\.decl)
    info.declarationInitializers = members.members.compactMap {
      $0.decl.as(InitializerDeclSyntax.self)
    }
    index.types[name] = info
    walk(members.members, scope: scope + [nameToken.text], isFilePrivate: isPrivate)
  }

  private static func names(_ inheritance: InheritanceClauseSyntax?) -> [String] {
    inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
  }

  private static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
  }
}
