import CComposableHooks

/// The shared libraries the process has loaded, and their symbols: how the engine finds a test
/// framework without linking it.
///
/// A program linked with the engine loads neither Swift Testing nor XCTest; a test runner has
/// loaded them before the engine looks (they are its own dependencies), and the engine then
/// reaches their functions by their symbols.
struct LoadedLibraries: Sendable {
  /// Whether the process has loaded the library of that name (`libXCTest.so`).
  var isLoaded: @Sendable (_ library: String) -> Bool
  /// The address of the symbol of that name, or `nil`.
  var symbol: @Sendable (_ name: String) -> UnsafeRawPointer?

  /// What this process has loaded.
  static let process = LoadedLibraries(
    isLoaded: { composable_library_is_loaded($0) != 0 },
    symbol: { UnsafeRawPointer(composable_loaded_symbol($0)) })

  /// The address of a framework's symbol, or the fault that it is missing.
  func address(
    of symbol: String, declaration: String, in framework: String
  ) -> Result<UnsafeRawPointer, TestFrameworkFault> {
    guard let address = self.symbol(symbol) else {
      return .failure(
        TestFrameworkFault(framework: framework, declaration: declaration, symbol: symbol))
    }
    return .success(address)
  }

  /// The type whose metadata accessor is `symbol`, or the fault that it is missing.
  func type(
    accessor symbol: String, declaration: String, in framework: String
  ) -> Result<Any.Type, TestFrameworkFault> {
    address(of: symbol, declaration: declaration, in: framework).map { accessor in
      // NB: A type's metadata accessor takes the state of the metadata asked for (0: complete)
      // and returns the metadata and its state.
      let access = unsafeBitCast(
        accessor, to: (@convention(thin) (Int) -> (UnsafeRawPointer, Int)).self)
      return unsafeBitCast(access(0).0, to: Any.Type.self)
    }
  }
}
