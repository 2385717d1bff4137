import StoreREPL

extension SetAside {
  /// How many names the report lists before it counts the rest.
  static let listedNames = 6

  /// The line that says what was set aside, without a newline; nil when nothing was.
  ///
  /// `set aside 1 view: EffectsBasicsView (SwiftUI)`,
  /// `set aside 3 views: CounterView, Counter.State.badge, #Preview (SwiftUI)`; past six names,
  /// the first five `and 4 more`; when only an import was, `set aside the import of SwiftUI`.
  var report: String? {
    guard !frameworks.isEmpty else { return nil }
    guard !items.isEmpty else {
      let imports = frameworks.count == 1 ? "import" : "imports"
      return "set aside the \(imports) of \(Self.listed(frameworks))"
    }
    let shown = items.count > Self.listedNames ? Self.listedNames - 1 : items.count
    var names = items.prefix(shown).map(\.name).joined(separator: ", ")
    if shown < items.count { names += " and \(items.count - shown) more" }
    let views = items.count == 1 ? "view" : "views"
    return "set aside \(items.count) \(views): \(names) (\(frameworks.joined(separator: ", ")))"
  }

  /// The error for the imports of frameworks that Linux does not have; nil when there is none.
  var appleImportsMessage: String? {
    appleImports.isEmpty ? nil : FeatureFileError(.appleImports(appleImports)).message
  }

  /// `A`, `A and B`, `A, B and C`.
  private static func listed(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
