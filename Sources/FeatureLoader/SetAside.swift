import StoreREPL
import SwiftParser
import SwiftSyntax

/// What of a set of feature files only a screen can use, found from their syntax, and the files'
/// text without any part of it.
///
/// The parts are the imports of SwiftUI, UIKit and AppKit; the types that conform to one of
/// their view protocols or inherit from one of their views (`View`, `ViewModifier`, `Shape`,
/// `ButtonStyle` and every other `…Style`, `PreviewProvider`, `App`, `Scene`, `EnvironmentKey`,
/// `UIViewController`, `UIView`, `UIViewRepresentable`, `NSView`, …), wherever their
/// conformance is declared, with their extensions; the extensions that add such a conformance or
/// extend a framework's type (`extension View`, `extension Color`); `#Preview`; and the
/// properties and functions of `some View` (or marked `@ViewBuilder`) of the types that stay.
/// A reducer, its `State` and `Action`, and a dependency (a `@DependencyClient` or a
/// `DependencyKey`) always stay, but for a view conformance an extension adds to them.
///
/// Each part is a ``Piece``; the pieces of one view (its declaration and its extensions) share a
/// key, by which the loader sets them aside together (``ViewRounds``). A piece set aside is
/// blanked: its characters become spaces (dropped where only blanks follow on their line) and
/// its newlines stay, so that every line and column of the rest is where it is in the file.
struct SetAside: Equatable {
  /// A declaration set aside, as the line that reports them names it.
  struct Item: Equatable {
    /// `EffectsBasicsView`, `#Preview`, `#Preview("Dark")`, `Feature.State.row(for:)`,
    /// `extension View`.
    var name: String
    /// The file, as named on the command line.
    var file: String
    var line: Int
  }

  /// A declaration or an import that only a screen uses, which can be set aside.
  struct Piece: Equatable {
    /// What sets it aside: the view's qualified name for a view and its extensions,
    /// `import UIKit` for an import, the item's name and place for the rest.
    var key: String
    /// How the report names it; nil for an import, and for a view's extension (named by its
    /// view).
    var item: Item?
    /// `SwiftUI`, `UIKit` or `AppKit`.
    var framework: String
    /// The name of the conformance or the extended type that makes it a screen's (`View`,
    /// `UIViewController`, `Color`), when one does.
    var cause: String?
    /// The index of its file.
    var file: Int
    var range: Range<AbsolutePosition>
    /// Its first and last lines in its file.
    var lines: ClosedRange<Int>
    /// The names of the types it declares, and of the members a framework's extension or a
    /// `some View` member adds, which other pieces may use.
    var declares: Set<String>
    /// The identifiers it uses.
    var uses: Set<String>
  }

  /// An unconditional import of a framework that Linux does not have.
  typealias AppleImport = FeatureFileError.AppleImport

  /// Every piece, in the files' order.
  var pieces: [Piece] = []
  /// The imports of frameworks that Linux does not have, which setting aside cannot help.
  var appleImports: [AppleImport] = []
  /// Each file's bytes, which a piece's range indexes.
  private var bytes: [[UInt8]] = []

  /// Finds what the files' code needs a screen for.
  ///
  /// - Parameter files: Each file's path, as named on the command line, and its syntax tree.
  init(files: [(path: String, tree: SourceFileSyntax)]) {
    var index = Index()
    for file in files { index.add(file.tree.statements) }
    index.resolve()
    for (number, file) in files.enumerated() {
      let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
      var finder = Finder(index: index, file: file.path, number: number, converter: converter)
      finder.walk(file.tree.statements, scope: [], isConditional: false)
      pieces += finder.pieces
      appleImports += finder.appleImports
      bytes.append(file.tree.syntaxTextBytes)
    }
  }

  /// Parses the files and finds what their code needs a screen for.
  ///
  /// - Parameter files: Each file's path, as named on the command line, and its text.
  init(files: [(path: String, text: String)]) {
    self.init(files: files.map { ($0.path, Parser.parse(source: $0.text)) })
  }

  /// The key of every piece, in the files' order.
  var keys: [String] {
    var keys: [String] = []
    for piece in pieces where !keys.contains(piece.key) { keys.append(piece.key) }
    return keys
  }

  /// Each file's text without the pieces of `keys`, and with the stand-ins' calls in place of
  /// their statements, in the files' order; nil for a file of which nothing is set aside.
  func texts(settingAside keys: Set<String>, standingIn standIns: [StandIn] = []) -> [String?] {
    bytes.indices.map { file in
      let ranges = pieces.filter { $0.file == file && keys.contains($0.key) }.map(\.range)
      var text = bytes[file]
      var replaced = false
      for (index, standIn) in standIns.enumerated() where standIn.file == file {
        let call = Array(StandIn.call(index).utf8)
        let start = standIn.range.lowerBound.utf8Offset
        for offset in start..<min(standIn.range.upperBound.utf8Offset, text.count) {
          let byte = text[offset]
          guard byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else { continue }
          text[offset] = offset - start < call.count ? call[offset - start] : UInt8(ascii: " ")
        }
        replaced = true
      }
      guard !ranges.isEmpty || replaced else { return nil }
      return Self.blanking(ranges, in: text)
    }
  }

  /// A file's text.
  func text(of file: Int) -> String { String(decoding: bytes[file], as: UTF8.self) }

  /// The declarations of `keys` the report names, in the files' order.
  func items(of keys: Set<String>) -> [Item] {
    pieces.filter { keys.contains($0.key) }.compactMap(\.item)
  }

  /// The frameworks of the pieces of `keys`, in the order SwiftUI, UIKit, AppKit.
  func frameworks(of keys: Set<String>) -> [String] {
    let frameworks = Set(pieces.filter { keys.contains($0.key) }.map(\.framework))
    return Frameworks.screenOrder.filter(frameworks.contains)
  }

  /// The text with the ranges' characters made spaces, but for newlines; a range's blanks that
  /// only blanks follow on their line are dropped, and so are the blanks that lead to it.
  static func blanking(_ ranges: [Range<AbsolutePosition>], in bytes: [UInt8]) -> String {
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var blank = [Bool](repeating: false, count: bytes.count)
    for range in ranges {
      var start = min(range.lowerBound.utf8Offset, bytes.count)
      let end = min(range.upperBound.utf8Offset, bytes.count)
      // The indentation before a declaration goes with it, so that its lines end up empty.
      var before = start
      while before > 0, bytes[before - 1] == space || bytes[before - 1] == tab { before -= 1 }
      if before == 0 || bytes[before - 1] == newline || bytes[before - 1] == carriageReturn {
        start = before
      }
      for offset in start..<max(start, end) { blank[offset] = true }
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var pending = 0
    for (offset, byte) in bytes.enumerated() {
      let isLineEnd = byte == newline || byte == carriageReturn
      if blank[offset], !isLineEnd {
        pending += 1
        continue
      }
      if !isLineEnd, pending > 0 {
        output += [UInt8](repeating: space, count: pending)
      }
      pending = 0
      output.append(byte)
    }
    return String(decoding: output, as: UTF8.self)
  }
}

// MARK: - What the files declare

/// What every file says about the types it declares or extends, by qualified name: enough to
/// tell the types only a screen uses from those that must stay.
private struct Index {
  struct TypeFacts {
    var isDeclared = false
    var attributes: [String] = []
    var inherited: [String] = []
  }

  var types: [String: TypeFacts] = [:]
  /// Names declared at the top level of the files, which a conformance names before a
  /// framework's.
  var topLevelNames: Set<String> = []
  /// The declared types only a screen uses, and the framework of each.
  private(set) var views: [String: String] = [:]
  /// The reducers, their `State` and `Action`, and the dependencies: never set aside.
  private(set) var kept: Set<String> = []

  mutating func add(_ items: CodeBlockItemListSyntax, scope: [String] = []) {
    for item in items {
      if case let .decl(decl) = item.item { add(decl, scope: scope) }
    }
  }

  private mutating func add(_ decl: DeclSyntax, scope: [String]) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in ifConfig.clauses {
        switch clause.elements {
        case let .statements(items): add(items, scope: scope)
        case let .decls(members): for member in members { add(member.decl, scope: scope) }
        default: break
        }
      }
    } else if let group = decl.asProtocol(DeclGroupSyntax.self),
      let named = decl.asProtocol(NamedDeclSyntax.self)
    {
      let name = (scope + [named.name.text]).joined(separator: ".")
      if scope.isEmpty { topLevelNames.insert(named.name.text) }
      var facts = types[name] ?? TypeFacts()
      facts.isDeclared = true
      facts.attributes += group.attributes.compactMap { element in
        guard case let .attribute(attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
      }
      facts.inherited += inheritedNames(group.inheritanceClause)
      types[name] = facts
      for member in group.memberBlock.members {
        add(member.decl, scope: scope + [named.name.text])
      }
    } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      let extended = extensionDecl.extendedType.trimmedDescription
      let name = (scope + [extended]).joined(separator: ".")
      types[name, default: TypeFacts()].inherited += inheritedNames(
        extensionDecl.inheritanceClause)
      for member in extensionDecl.memberBlock.members {
        add(member.decl, scope: scope + [extended])
      }
    } else if scope.isEmpty, let named = decl.asProtocol(NamedDeclSyntax.self) {
      topLevelNames.insert(named.name.text)
    }
  }

  /// Decides which types stay and which only a screen uses, once every file is added.
  mutating func resolve() {
    for (name, facts) in types {
      let isReducer =
        facts.attributes.contains("Reducer")
        || facts.inherited.contains { ["Reducer", "ComposableArchitecture.Reducer"].contains($0) }
      let isDependency =
        facts.attributes.contains("DependencyClient")
        || facts.inherited.contains { ["DependencyKey", "TestDependencyKey"].contains($0) }
      if isReducer {
        kept.formUnion([name, name + ".State", name + ".Action"])
      } else if isDependency {
        kept.insert(name)
      }
    }
    for (name, facts) in types where facts.isDeclared && !kept.contains(name) {
      if let framework = facts.inherited.lazy.compactMap(screenFramework(ofConformance:)).first {
        views[name] = framework
      }
    }
    // A subclass of a view, or a type conforming to a protocol that refines `View`, is one.
    var grew = true
    while grew {
      grew = false
      for (name, facts) in types
      where facts.isDeclared && !kept.contains(name) && views[name] == nil {
        if let framework = facts.inherited.lazy.compactMap(framework(ofView:)).first {
          views[name] = framework
          grew = true
        }
      }
    }
  }

  /// The framework of a conformance that makes a type only a screen's, unless the files
  /// declare a type of that name themselves.
  func screenFramework(ofConformance name: String) -> String? {
    if !name.contains("."), topLevelNames.contains(name) { return nil }
    return Frameworks.framework(ofConformance: name)
  }

  /// The framework of an extended type that only a screen uses, unless the files declare it.
  func screenFramework(ofExtendedType name: String) -> String? {
    if types[name]?.isDeclared == true || topLevelNames.contains(name) { return nil }
    return Frameworks.framework(ofExtendedType: name)
  }

  /// The framework of a view the files declare, named as written in an inheritance clause, or
  /// nil when the name is no such view.
  func framework(ofView written: String) -> String? {
    views[written] ?? views.first { $0.key.hasSuffix("." + written) }?.value
  }

  /// The view that a type is, or is nested in, and its framework, or nil when it is in none.
  func view(containing name: String) -> (name: String, framework: String)? {
    if let framework = views[name] { return (name, framework) }
    return views.first { name.hasPrefix($0.key + ".") }.map { ($0.key, $0.value) }
  }

  /// The conformance or superclass that makes a declared type a view, as written.
  func cause(ofView name: String) -> String? {
    types[name]?.inherited.first {
      screenFramework(ofConformance: $0) != nil || framework(ofView: $0) != nil
    }
  }

  private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    (clause?.inheritedTypes ?? []).flatMap { inherited in
      // `View & Equatable` conforms to each.
      inherited.type.trimmedDescription.split(separator: "&").map {
        String($0.filter { !$0.isWhitespace })
      }
    }
  }
}

// MARK: - Finding the declarations to set aside

/// Walks one file's declarations, through nested types, extensions and `#if` clauses, and
/// collects the pieces a screen uses.
private struct Finder {
  let index: Index
  let file: String
  let number: Int
  let converter: SourceLocationConverter
  var pieces: [SetAside.Piece] = []
  var appleImports: [SetAside.AppleImport] = []

  init(index: Index, file: String, number: Int, converter: SourceLocationConverter) {
    self.index = index
    self.file = file
    self.number = number
    self.converter = converter
  }

  mutating func walk(_ items: CodeBlockItemListSyntax, scope: [String], isConditional: Bool) {
    for item in items {
      switch item.item {
      case let .decl(decl):
        visit(decl, scope: scope, isConditional: isConditional)
      case let .expr(expression):
        // At the top level, `#Preview { … }` parses as an expression.
        if let macro = expression.as(MacroExpansionExprSyntax.self),
          macro.macroName.text == "Preview"
        {
          setAside(item, framework: "SwiftUI", item: Self.previewName(macro.arguments))
        }
      default:
        break
      }
    }
  }

  private mutating func visit(_ decl: DeclSyntax, scope: [String], isConditional: Bool) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in ifConfig.clauses {
        switch clause.elements {
        case let .statements(items): walk(items, scope: scope, isConditional: true)
        case let .decls(members):
          for member in members { visit(member.decl, scope: scope, isConditional: true) }
        default: break
        }
      }
    } else if let importDecl = decl.as(ImportDeclSyntax.self) {
      guard let first = importDecl.path.first else { return }
      let module = first.name.text
      if Frameworks.screen.contains(module) {
        setAside(decl, framework: module, key: "import \(module)")
      } else if !isConditional, Frameworks.appleOnly.contains(module) {
        let location = first.name.startLocation(converter: converter)
        appleImports.append(
          .init(file: file, line: location.line, column: location.column, module: module))
      }
    } else if let macro = decl.as(MacroExpansionDeclSyntax.self),
      macro.macroName.text == "Preview"
    {
      setAside(decl, framework: "SwiftUI", item: Self.previewName(macro.arguments))
    } else if let group = decl.asProtocol(DeclGroupSyntax.self),
      let named = decl.asProtocol(NamedDeclSyntax.self)
    {
      let name = (scope + [named.name.text]).joined(separator: ".")
      if let framework = index.views[name] {
        setAside(
          decl, framework: framework, item: name, key: name, cause: index.cause(ofView: name))
      } else {
        for member in group.memberBlock.members {
          visit(member.decl, scope: scope + [named.name.text], isConditional: isConditional)
        }
      }
    } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      let extended = extensionDecl.extendedType.trimmedDescription
      let name = (scope + [extended]).joined(separator: ".")
      let conformances = (extensionDecl.inheritanceClause?.inheritedTypes ?? []).compactMap {
        inherited in
        index.screenFramework(ofConformance: inherited.type.trimmedDescription).map {
          (name: inherited.type.trimmedDescription, framework: $0)
        }
      }
      if let view = index.view(containing: name) {
        // Named once, by its type's declaration.
        setAside(decl, framework: view.framework, key: view.name)
      } else if let conformance = conformances.first {
        setAside(
          decl, framework: conformance.framework, item: name, key: name, cause: conformance.name)
      } else if let framework = index.screenFramework(ofExtendedType: name) {
        setAside(
          decl, framework: framework, item: "extension \(extended)", cause: extended,
          declaresMembers: true)
      } else {
        for member in extensionDecl.memberBlock.members {
          visit(member.decl, scope: scope + [extended], isConditional: isConditional)
        }
      }
    } else if let variable = decl.as(VariableDeclSyntax.self),
      Self.isViewBuilder(variable.attributes)
        || variable.bindings.contains(where: { Self.isView($0.typeAnnotation?.type) })
    {
      let names = variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
      setAside(
        decl, framework: "SwiftUI", item: (scope + [names]).joined(separator: "."),
        declaresMembers: true)
    } else if let function = decl.as(FunctionDeclSyntax.self),
      Self.isViewBuilder(function.attributes)
        || Self.isView(function.signature.returnClause?.type)
    {
      let labels = function.signature.parameterClause.parameters.map {
        "\($0.firstName.text):"
      }
      let name = "\(function.name.text)(\(labels.joined()))"
      setAside(
        decl, framework: "SwiftUI", item: (scope + [name]).joined(separator: "."),
        declaresMembers: true)
    }
  }

  /// Records a piece.
  ///
  /// - Parameters:
  ///   - item: How the report names it; nil for an import and a view's extension.
  ///   - key: What sets it aside; by default, the item's name and place.
  ///   - cause: The conformance or extended type that makes it a screen's.
  ///   - declaresMembers: Whether the members it declares are names other pieces may use (an
  ///     extension of a framework's type, a `some View` member).
  private mutating func setAside(
    _ node: some SyntaxProtocol, framework: String, item: String? = nil, key: String? = nil,
    cause: String? = nil, declaresMembers: Bool = false
  ) {
    // With the `;` that may end it, which alone would not parse.
    var whole = Syntax(node)
    if let parent = node.parent,
      parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self)
    {
      whole = parent
    }
    let range = whole.positionAfterSkippingLeadingTrivia..<whole.endPositionBeforeTrailingTrivia
    let first = converter.location(for: range.lowerBound).line
    let last = converter.location(for: range.upperBound).line
    let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let names = Names(declaresMembers: declaresMembers)
    names.walk(node)
    pieces.append(
      SetAside.Piece(
        key: key ?? "\(item ?? "") \(file):\(line)",
        item: item.map { SetAside.Item(name: $0, file: file, line: line) },
        framework: framework, cause: cause, file: number, range: range,
        lines: first...max(first, last), declares: names.declared,
        uses: names.used.subtracting(names.declared)))
  }

  /// `#Preview`, or `#Preview("Dark")` for a preview with a name.
  private static func previewName(_ arguments: LabeledExprListSyntax) -> String {
    guard let title = arguments.first, title.label == nil,
      title.expression.is(StringLiteralExprSyntax.self)
    else { return "#Preview" }
    return "#Preview(\(title.expression.trimmedDescription))"
  }

  /// `some View` or `any View`.
  private static func isView(_ type: TypeSyntax?) -> Bool {
    guard let opaque = type?.as(SomeOrAnyTypeSyntax.self) else { return false }
    return ["View", "SwiftUI.View"].contains(opaque.constraint.trimmedDescription)
  }

  private static func isViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard case let .attribute(attribute) = element else { return false }
      return ["ViewBuilder", "SwiftUI.ViewBuilder"].contains(
        attribute.attributeName.trimmedDescription)
    }
  }
}

/// The names a piece declares and the identifiers it uses.
private final class Names: SyntaxVisitor {
  let declaresMembers: Bool
  var declared: Set<String> = []
  var used: Set<String> = []

  init(declaresMembers: Bool) {
    self.declaresMembers = declaresMembers
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard case let .identifier(text) = token.tokenKind else { return .visitChildren }
    let name = text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
    switch token.parent?.kind {
    case .structDecl?, .classDecl?, .enumDecl?, .actorDecl?, .protocolDecl?, .typeAliasDecl?:
      declared.insert(name)
    case .functionDecl?, .identifierPattern?:
      // NB: `body` is every view's; a view's own members are its own.
      if declaresMembers, name != "body" { declared.insert(name) }
    default:
      used.insert(name)
    }
    return .visitChildren
  }
}
