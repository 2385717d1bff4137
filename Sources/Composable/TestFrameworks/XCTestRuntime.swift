import CComposableHooks

/// XCTest, found in the running process: what the engine calls to fail the running case, to know
/// which case runs and to check something as a case ends.
///
/// NB: XCTest on Linux is not built with library evolution: its functions take the standard
/// library's types as the compiler lays them out, and its classes' instances as references. Its
/// methods take their instance where Swift passes a closure's context, which a function value
/// made from an address cannot say (Swift takes one for a closure of the most general shape,
/// every argument by address): `CComposableHooks` calls them, in the Swift calling convention as
/// clang writes it.
struct XCTestRuntime: @unchecked Sendable {
  // NB: `@unchecked`: the addresses of functions, which never change.
  private let fail: UnsafeRawPointer
  /// What watching XCTest's cases needs, or why it cannot be had.
  let observation: Result<Observation, TestFrameworkFault>

  /// The framework's name in messages.
  static let framework = "XCTest"

  /// The framework's library.
  static let library = "libXCTest.so"

  /// XCTest in this process: `nil` when the process has not loaded it.
  static let loaded = find(in: .process)

  /// Finds XCTest in `libraries`: `nil` when they do not hold it, a fault when they do but
  /// `XCTFail` is missing.
  static func find(in libraries: LoadedLibraries) -> Result<Self, TestFrameworkFault>? {
    guard libraries.isLoaded(library) else { return nil }
    return libraries.address(
      of: "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF",
      declaration: "XCTFail(_:file:line:)", in: framework
    ).map { fail in
      XCTestRuntime(fail: fail, observation: Observation.find(in: libraries))
    }
  }

  /// Fails the running case, as `XCTFail(message, file: file, line: line)`.
  ///
  /// XCTest drops a failure when no case runs.
  func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
    let fail = unsafeBitCast(
      fail, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
    fail(message, file, line)
  }

  /// XCTest's `XCTestObservationCenter` and `XCTestCase.addTeardownBlock(_:)`.
  struct Observation: @unchecked Sendable {
    // NB: `@unchecked`: the addresses of functions, which never change.
    private let sharedCenter: UnsafeRawPointer
    private let addTestObserver: UnsafeRawPointer
    private let addTeardownBlock: UnsafeRawPointer

    /// Finds them in `libraries`, checking that `XCTestObservation` is the protocol
    /// ``XCTestObservationLayout`` mirrors.
    static func find(in libraries: LoadedLibraries) -> Result<Self, TestFrameworkFault> {
      func function(
        _ declaration: String, _ symbol: String
      ) throws(TestFrameworkFault) -> UnsafeRawPointer {
        try libraries.address(of: symbol, declaration: declaration, in: framework).get()
      }
      return Result { () throws(TestFrameworkFault) in
        try checkObservationProtocol(in: libraries)
        return Observation(
          sharedCenter: try function(
            "XCTestObservationCenter.shared", "$s6XCTest0A17ObservationCenterC6sharedACvgZ"),
          addTestObserver: try function(
            "XCTestObservationCenter.addTestObserver(_:)",
            "$s6XCTest0A17ObservationCenterC15addTestObserveryyAA0aB0_pF"),
          addTeardownBlock: try function(
            "XCTestCase.addTeardownBlock(_:)", "$s6XCTest0A4CaseC16addTeardownBlockyyyycF"))
      }
    }

    /// Adds `observer` to XCTest's observers, as
    /// `XCTestObservationCenter.shared.addTestObserver(observer)`.
    func addObserver(_ observer: any XCTestObservationLayout) {
      // NB: A class property whose getter does not read its class.
      let center = unsafeBitCast(sharedCenter, to: (@convention(thin) () -> AnyObject).self)()
      // NB: `as`, so that the existential is not opened to the instance alone.
      let parts = unsafeBitCast(observer as any XCTestObservationLayout, to: ExistentialParts.self)
      withExtendedLifetime((center, parts)) {
        composable_call_method(
          addTestObserver, Unmanaged.passUnretained(center).toOpaque(),
          Unmanaged.passUnretained(parts.instance).toOpaque(), parts.witnessTable)
      }
    }

    /// Adds `body` to the teardown blocks of `testCase`, an `XCTestCase`, as
    /// `testCase.addTeardownBlock(body)`.
    func addTeardownBlock(to testCase: AnyObject, _ body: @escaping @Sendable () -> Void) {
      let block = Block(body)
      withExtendedLifetime((testCase, block)) {
        composable_call_method(
          addTeardownBlock, Unmanaged.passUnretained(testCase).toOpaque(),
          UnsafeMutableRawPointer(mutating: composable_block_function()),
          Unmanaged.passUnretained(block).toOpaque())
      }
    }

    /// The number of requirements of ``XCTestObservationLayout``.
    private static let layoutRequirements: UInt32 = 7

    /// Checks that XCTest's `XCTestObservation` has the shape of ``XCTestObservationLayout``:
    /// seven requirements, each an instance method, and nothing but `AnyObject` required of
    /// `Self`.
    ///
    /// NB: The protocol's descriptor holds the number of requirements in its signature (at 12)
    /// and of requirements (at 16); its requirements, 8 bytes each (flags, then a relative
    /// pointer), follow the base descriptor's one slot. A method's flags are kind 1 with the
    /// instance bit (0x10).
    private static func checkObservationProtocol(
      in libraries: LoadedLibraries
    ) throws(TestFrameworkFault) {
      let descriptor = try libraries.address(
        of: "$s6XCTest0A11ObservationMp", declaration: "XCTestObservation", in: framework
      ).get()
      let base = try libraries.address(
        of: "$s6XCTest0A11ObservationTL", declaration: "XCTestObservation's requirements",
        in: framework
      ).get()
      let requirementsInSignature = descriptor.load(fromByteOffset: 12, as: UInt32.self)
      let requirements = descriptor.load(fromByteOffset: 16, as: UInt32.self)
      // NB: At most as many as the engine expects and one more, which tells a mismatch.
      let flags = (0..<min(Int(requirements), Int(layoutRequirements) + 1)).map {
        base.load(fromByteOffset: 8 * ($0 + 1), as: UInt32.self)
      }
      guard requirementsInSignature == 1, requirements == layoutRequirements,
        flags.allSatisfy({ $0 & 0x1F == 0x11 })
      else {
        let flagsText = flags.map { "0x" + String($0, radix: 16) }.joined(separator: ", ")
        throw TestFrameworkFault(
          framework: framework, declaration: "XCTestObservation",
          symbol: "$s6XCTest0A11ObservationMp",
          mismatch: """
            has \(requirements) requirements (flags \(flagsText)) and \(requirementsInSignature) \
            in its signature, where the engine expects \(layoutRequirements) instance methods and \
            AnyObject
            """)
      }
    }
  }
}

/// A class-bound existential as Swift lays it out: the instance, then the witness table of its
/// conformance.
private struct ExistentialParts {
  let instance: AnyObject
  let witnessTable: UnsafeMutableRawPointer
}

/// The context of a closure XCTest keeps and calls (a teardown block): it retains and releases
/// it as the closure's context, and `composable_run_block` runs its body.
final class Block: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }
}

/// Runs the body of the ``Block`` at `context`, for `CComposableHooks`'s closure function.
@_cdecl("composable_run_block")
package func composableRunBlock(_ context: UnsafeRawPointer) {
  Unmanaged<Block>.fromOpaque(context).takeUnretainedValue().body()
}
