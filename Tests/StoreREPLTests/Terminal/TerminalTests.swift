import Testing

/// The terminal layer's suites, grouped so that `swift test --filter Terminal` runs them all.
@Suite enum TerminalTests {}
