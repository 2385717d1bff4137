import Testing

/// The suites that attack the engine: `swift test --filter Hardening` runs them.
@Suite struct ComposableHardening {}
