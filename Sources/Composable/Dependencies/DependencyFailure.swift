/// A misuse of a dependency found at run time; ``message`` renders it in the shape of every
/// engine failure: a headline, a blank line, the details, then a "To fix, …" paragraph.
enum DependencyFailure {
  /// A key without `testValue` was read in a test context.
  case missingTestValue(name: String?, key: Any.Type, value: Any.Type)
  /// An unimplemented test value was used: a clock slept on, a generator called.
  case unimplemented(name: String, use: String, fallback: String, override: String)

  var message: String {
    switch self {
    case .missingTestValue(let name, let key, let value):
      let dependency = name.map { "@Dependency(\\.\($0))" } ?? "The dependency '\(key)'"
      let property = name ?? "the dependency"
      return """
        \(dependency) has no test value, but was read in a test context.

            Key:   \(key)
            Value: \(value)

        It falls back to its preview value, by default the live one, which can reach the network, the disk or real time.

        To fix, override '\(property)' in this test: on the TestStore with \
        'withDependencies: { $0.\(property) = … }', or around the code under test with \
        'withDependencies { $0.\(property) = … } operation: { … }'. To give every test a \
        default, implement 'testValue' in the 'DependencyKey' conformance of '\(key)'.
        """
    case .unimplemented(let name, let use, let fallback, let override):
      return """
        Unimplemented: @Dependency(\\.\(name)) \(use) in a test.

        \(fallback)

        To fix, override '\(name)' in this test: on the TestStore with \
        'withDependencies: { $0.\(name) = \(override) }', or around the code under test with \
        'withDependencies { $0.\(name) = \(override) } operation: { … }'.
        """
    }
  }
}
