import SwiftSyntax

/// The stores a set of feature files builds where Xcode's preview canvas and an app start them:
/// `Store(initialState: …) { … }` (or `reducer:`, `withDependencies:`) in `#Preview` bodies,
/// in `PreviewProvider`s and `App`s, and in top-level or static properties.
///
/// Each store's initial state, reducer and dependency overrides are kept as the file writes them,
/// to be compiled again in the code that registers the features; a store whose expressions name
/// something declared beside it in the preview's body (a local `let`) is passed over, with why.
/// `UUID()` in them becomes a fixed UUID (`UUID(0xFFFF_FFFF_FFFF)`, then one less for each),
/// so that every start is the same, and no id the session's `uuid` dependency makes collides with
/// it.
struct PreviewScan: Equatable {
  /// A store a file builds.
  struct Store: Equatable {
    /// The reducer's type, as the store's reducer closure writes it (`ContactsFeature`).
    var feature: String
    /// The file, as named on the command line, and the line of `Store(`.
    var file: String
    var line: Int
    /// What the preview shows: its name (`#Preview("Dark")`), the view it gives the store to, or
    /// the `App`.
    var shows: String?
    /// The view the preview gives the store to (`MeterView(store: Store(…))`), if it does.
    var view: String? = nil
    /// The initial state, the reducer closure and the `withDependencies` closure, as Swift.
    var initialState: String
    var reducer: String
    var dependencies: String?
    /// The overrides as statements on `$0`, for an exported test.
    var dependencyStatements: String?

    /// Where it is, as `File.swift:52`.
    var place: String {
      "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }
  }

  /// A store passed over, and why.
  struct PassedOver: Equatable {
    var file: String
    var line: Int
    var reason: String

    /// The line that says so, as the loader writes it.
    var note: String {
      let name = file.split(separator: "/").last.map(String.init) ?? file
      return "note: the store built at \(name):\(line) is not a way to start: \(reason)"
    }
  }

  var stores: [Store] = []
  var passedOver: [PassedOver] = []

  /// The stores of a reducer, by its qualified name (`Parent.Child` matches `Child` too).
  func stores(of reducer: String) -> [Store] {
    stores.filter { $0.feature == reducer || reducer.hasSuffix("." + $0.feature) }
  }

  init(files: [(path: String, tree: SourceFileSyntax)]) {
    for file in files {
      let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
      let finder = Finder(file: file.path, converter: converter)
      finder.walk(file.tree)
      stores += finder.stores
      passedOver += finder.passedOver
    }
  }
}

/// Finds the stores of one file.
private final class Finder: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  var stores: [PreviewScan.Store] = []
  var passedOver: [PreviewScan.PassedOver] = []

  init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard Self.isStore(node.calledExpression),
      let first = node.arguments.first, first.label?.text == "initialState",
      let context = Self.context(of: Syntax(node))
    else { return .visitChildren }
    let line = node.startLocation(converter: converter).line
    guard let reducer = Self.closure(of: node, label: "reducer", trailing: true),
      let feature = Self.reducerType(in: reducer)
    else {
      passedOver.append(
        .init(file: file, line: line, reason: "its reducer is not a reducer type's initializer"))
      return .skipChildren
    }
    let dependencies = Self.closure(of: node, label: "withDependencies", trailing: false)
    let locals = Self.localNames(around: Syntax(node))
    let used =
      [Syntax(first.expression), Syntax(reducer)] + (dependencies.map { [Syntax($0)] } ?? [])
    if let local = used.lazy.compactMap({ Self.firstReference(in: $0, to: locals) }).first {
      passedOver.append(
        .init(
          file: file, line: line,
          reason: "it uses '\(local)', which the preview declares beside it"))
      return .skipChildren
    }
    var uuids = UUIDRewriter()
    let initialState = uuids.rewrite(first.expression).trimmedDescription
    let rewrittenReducer = uuids.rewrite(ExprSyntax(reducer)).trimmedDescription
    let rewrittenDependencies = dependencies.map {
      uuids.rewrite(ExprSyntax($0)).cast(ClosureExprSyntax.self)
    }
    stores.append(
      PreviewScan.Store(
        feature: feature, file: file, line: line,
        shows: context.title ?? Self.view(around: Syntax(node)) ?? context.owner,
        view: Self.view(givenTheStore: node),
        initialState: initialState, reducer: rewrittenReducer,
        dependencies: rewrittenDependencies?.trimmedDescription,
        dependencyStatements: rewrittenDependencies.map {
          $0.signature == nil ? $0.statements.trimmedDescription : "(\($0.trimmedDescription))(&$0)"
        }))
    return .skipChildren
  }

  /// `Store`, `StoreOf<F>`, `Store<S, A>`, `ComposableArchitecture.Store`.
  private static func isStore(_ callee: ExprSyntax) -> Bool {
    var base = callee
    if let specialized = base.as(GenericSpecializationExprSyntax.self) {
      base = specialized.expression
    }
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.trimmedDescription == "ComposableArchitecture"
    {
      return ["Store", "StoreOf"].contains(member.declName.baseName.text)
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return false }
    return ["Store", "StoreOf"].contains(reference.baseName.text)
  }

  /// Where a store is built that starts a feature, or nil: a `#Preview` (with its name), a
  /// `PreviewProvider` or an `App` (with its name), or a top-level or static property.
  private static func context(of node: Syntax) -> (title: String?, owner: String?)? {
    var current = node.parent
    var inProperty = false
    while let syntax = current {
      if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
        return (title(macro.arguments), nil)
      }
      if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
        return (title(macro.arguments), nil)
      }
      if let group = syntax.asProtocol(DeclGroupSyntax.self),
        let inherited = group.inheritanceClause?.inheritedTypes.map({
          $0.type.trimmedDescription
        }),
        inherited.contains(where: { ["PreviewProvider", "App", "SwiftUI.App"].contains($0) })
      {
        let name = syntax.asProtocol(NamedDeclSyntax.self)?.name.text
        return (nil, inherited.contains("PreviewProvider") ? nil : name)
      }
      if inProperty, syntax.asProtocol(DeclGroupSyntax.self) != nil { return (nil, nil) }
      if let variable = syntax.as(VariableDeclSyntax.self) {
        let isStatic = variable.modifiers.contains {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let isTopLevel = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false
        if isTopLevel { return (nil, nil) }
        if isStatic { inProperty = true }
      }
      if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) {
        return nil
      }
      current = syntax.parent
    }
    return inProperty ? (nil, nil) : nil
  }

  /// A preview's name: its first argument, when that is a plain string literal.
  private static func title(_ arguments: LabeledExprListSyntax) -> String? {
    guard let first = arguments.first, first.label == nil,
      let literal = first.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }

  /// The view a store is given to: the call around it whose name ends in `View`.
  /// The view whose `store:` argument is the store `node` builds: `MeterView(store: Store(…))`.
  /// A store given otherwise (under another label, in a helper) makes no screen: the
  /// registration could not hand the view a store as the preview does.
  private static func view(givenTheStore node: FunctionCallExprSyntax) -> String? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      argument.label?.text == "store",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.hasSuffix("View"), call.arguments.count == 1
    else { return nil }
    return name
  }

  private static func view(around node: Syntax) -> String? {
    var current = node.parent
    while let syntax = current {
      if let call = syntax.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        name.hasSuffix("View")
      {
        return name
      }
      if syntax.is(MacroExpansionExprSyntax.self) || syntax.is(MacroExpansionDeclSyntax.self)
        || syntax.is(CodeBlockItemListSyntax.self)
          && syntax.parent?.is(SourceFileSyntax.self)
            == true
      {
        return nil
      }
      current = syntax.parent
    }
    return nil
  }

  /// The closure given for `label`, or as the trailing closure when `trailing`.
  private static func closure(
    of call: FunctionCallExprSyntax, label: String, trailing: Bool
  ) -> ClosureExprSyntax? {
    if let argument = call.arguments.first(where: { $0.label?.text == label }),
      let closure = argument.expression.as(ClosureExprSyntax.self)
    {
      return closure
    }
    if trailing, let closure = call.trailingClosure { return closure }
    if !trailing {
      if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) {
        return extra.closure
      }
      // `Store(initialState: …, reducer: { … }) { … }` gives the overrides as the trailing
      // closure.
      if call.arguments.contains(where: { $0.label?.text == "reducer" }) {
        return call.trailingClosure
      }
    }
    return nil
  }

  /// The reducer type a closure makes: `Feature()` in `{ Feature() }`, through modifiers
  /// (`Feature()._printChanges()`, `Feature().dependency(…)`).
  private static func reducerType(in closure: ClosureExprSyntax) -> String? {
    guard closure.statements.count == 1, let item = closure.statements.first,
      var expression = item.item.as(ExprSyntax.self)
    else { return nil }
    while let call = expression.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, base.is(FunctionCallExprSyntax.self)
      {
        expression = base
        continue
      }
      let callee = call.calledExpression.trimmedDescription
      // `Reduce { … }` and other reducers built from a closure are no feature's type.
      guard call.trailingClosure == nil, callee.first?.isUppercase ?? false,
        callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      else { return nil }
      return callee
    }
    return nil
  }

  /// The names declared in the statements around `node` (the preview's body, a closure's),
  /// before it.
  private static func localNames(around node: Syntax) -> Set<String> {
    var names: Set<String> = []
    var current = node.parent
    while let syntax = current {
      if let items = syntax.as(CodeBlockItemListSyntax.self),
        !(items.parent?.is(SourceFileSyntax.self) ?? false)
      {
        for item in items {
          if let variable = item.item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
              names.insert(binding.pattern.trimmedDescription)
            }
          } else if let function = item.item.as(FunctionDeclSyntax.self) {
            names.insert(function.name.text)
          }
        }
      }
      if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature {
        for name in signature.trimmedDescription.split(whereSeparator: { !$0.isLetter }) {
          if name != "in" { names.insert(String(name)) }
        }
      }
      current = syntax.parent
    }
    return names
  }

  /// The first name in `syntax` that refers to one of `names` (not as a member).
  private static func firstReference(in syntax: Syntax, to names: Set<String>) -> String? {
    guard !names.isEmpty else { return nil }
    final class References: SyntaxVisitor {
      let names: Set<String>
      var found: String?
      init(_ names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, names.contains(node.baseName.text),
          !(node.parent?.is(MemberAccessExprSyntax.self) ?? false)
        {
          found = node.baseName.text
        }
        return .skipChildren
      }
    }
    let references = References(names)
    references.walk(syntax)
    return references.found
  }
}

/// Gives each `UUID()` a fixed UUID, counting down from the largest `UUID(_: Int)` writes with
/// twelve hex digits.
private struct UUIDRewriter {
  var next = 0xFFFF_FFFF_FFFF

  mutating func rewrite(_ expression: ExprSyntax) -> ExprSyntax {
    final class Rewriter: SyntaxRewriter {
      var next: Int
      init(next: Int) {
        self.next = next
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.calledExpression.trimmedDescription == "UUID", node.arguments.isEmpty,
          node.trailingClosure == nil
        else { return super.visit(node) }
        defer { next -= 1 }
        let hex = String(next, radix: 16, uppercase: true)
        let argument = LabeledExprSyntax(
          expression: IntegerLiteralExprSyntax(literal: .integerLiteral("0x" + hex)))
        return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax([argument])))
      }
    }
    let rewriter = Rewriter(next: next)
    let rewritten = rewriter.rewrite(expression).cast(ExprSyntax.self)
    next = rewriter.next
    return rewritten
  }
}
