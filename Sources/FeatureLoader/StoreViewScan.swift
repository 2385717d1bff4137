import SwiftSyntax

/// The views of a set of feature files that hold a feature's store, found from their syntax:
/// `struct CounterView: View { let store: StoreOf<Counter> }`, or `@Bindable var store:
/// Store<Counter.State, Counter.Action>`. The shell draws such a view for the feature when no
/// preview shows it. A view private to its file is not one: the registration cannot name it.
struct StoreViewScan: Equatable {
  /// A view that holds a feature's store.
  struct StoreView: Equatable {
    /// The view's qualified name (`Parent.RowView`).
    var name: String
    /// The reducer whose store it holds, as the property's type writes it (`Counter`).
    var feature: String
    /// The property's name, which is the memberwise initializer's label (`store`).
    var property: String
    /// The file, as named on the command line, and the line of the view's name.
    var file: String
    var line: Int
  }

  var views: [StoreView] = []

  init(files: [(path: String, tree: SourceFileSyntax)]) {
    for file in files {
      let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
      collect(file.tree.statements.map(\.item), scope: [], file: file.path, converter: converter)
    }
  }

  /// The view to draw for a feature: the one named after it (`CounterView` for `Counter` or
  /// `CounterFeature`), else the first that holds its store.
  func view(of feature: String) -> StoreView? {
    let candidates = views.filter {
      $0.feature == feature || feature.hasSuffix("." + $0.feature)
    }
    let base = feature.split(separator: ".").last.map(String.init) ?? feature
    var names = [base + "View"]
    for suffix in ["Feature", "Reducer", "Domain"] where base.hasSuffix(suffix) {
      names.append(base.dropLast(suffix.count) + "View")
    }
    let unqualified = { (view: StoreView) in
      view.name.split(separator: ".").last.map(String.init) ?? view.name
    }
    return candidates.first { names.contains(unqualified($0)) } ?? candidates.first
  }

  private mutating func collect(
    _ items: some Sequence<CodeBlockItemSyntax.Item>, scope: [String], file: String,
    converter: SourceLocationConverter
  ) {
    for item in items {
      guard case let .decl(decl) = item else { continue }
      collect(decl, scope: scope, file: file, converter: converter)
    }
  }

  private mutating func collect(
    _ decl: DeclSyntax, scope: [String], file: String, converter: SourceLocationConverter
  ) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in ifConfig.clauses {
        switch clause.elements {
        case let .statements(items)?:
          collect(items.map(\.item), scope: scope, file: file, converter: converter)
        case let .decls(members)?:
          for member in members {
            collect(member.decl, scope: scope, file: file, converter: converter)
          }
        default: break
        }
      }
      return
    }
    guard let group = decl.asProtocol(DeclGroupSyntax.self),
      let named = decl.asProtocol(NamedDeclSyntax.self)
    else { return }
    let name = (scope + [named.name.text]).joined(separator: ".")
    let conformances = group.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    // NB: A view private to its file is out of the registration's reach.
    let isPrivate = group.modifiers.contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
    if decl.is(StructDeclSyntax.self), !isPrivate,
      conformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" })
    {
      for member in group.memberBlock.members {
        guard let (property, feature) = Self.storeProperty(member.decl) else { continue }
        views.append(
          StoreView(
            name: name, feature: feature, property: property, file: file,
            line: named.name.startLocation(converter: converter).line))
        break
      }
    }
    for member in group.memberBlock.members {
      collect(member.decl, scope: scope + [named.name.text], file: file, converter: converter)
    }
  }

  /// The name of a stored property of type `StoreOf<F>` or `Store<F.State, F.Action>`, and `F`.
  private static func storeProperty(_ decl: DeclSyntax) -> (String, String)? {
    guard let variable = decl.as(VariableDeclSyntax.self),
      !variable.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type
    else { return nil }
    return feature(ofStore: type).map { (name, $0) }
  }

  /// `F` of `StoreOf<F>`, `ComposableArchitecture.StoreOf<F>` or `Store<F.State, F.Action>`.
  private static func feature(ofStore type: TypeSyntax) -> String? {
    let generic: GenericArgumentClauseSyntax?
    let base: String
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      base = identifier.name.text
      generic = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self),
      member.baseType.trimmedDescription == "ComposableArchitecture"
    {
      base = member.name.text
      generic = member.genericArgumentClause
    } else {
      return nil
    }
    let arguments = generic?.arguments.map(\.argument.trimmedDescription) ?? []
    switch (base, arguments.count) {
    case ("StoreOf", 1):
      return arguments[0]
    case ("Store", 2):
      guard arguments[0].hasSuffix(".State"), arguments[1].hasSuffix(".Action") else { return nil }
      let feature = String(arguments[0].dropLast(".State".count))
      return feature == String(arguments[1].dropLast(".Action".count)) ? feature : nil
    default:
      return nil
    }
  }
}
