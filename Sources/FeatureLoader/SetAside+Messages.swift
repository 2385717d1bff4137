import StoreREPL

extension SetAside {
  /// How many names a line of the report lists before it counts the rest.
  static let listedNames = 6

  /// The error for the imports of frameworks that Linux does not have; nil when there is none.
  var appleImportsMessage: String? {
    appleImports.isEmpty ? nil : FeatureFileError(.appleImports(appleImports)).message
  }
}
