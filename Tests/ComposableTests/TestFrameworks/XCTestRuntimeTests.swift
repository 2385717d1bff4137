import Testing

@testable import Composable

/// The libraries of this process, less the symbols `hidden`.
private func process(hiding hidden: Set<String>) -> LoadedLibraries {
  LoadedLibraries(
    isLoaded: LoadedLibraries.process.isLoaded,
    symbol: { hidden.contains($0) ? nil : LoadedLibraries.process.symbol($0) })
}

/// A protocol descriptor of `requirements` instance methods, each 8 bytes after a base
/// descriptor, as the Swift runtime lays them out.
private final class ProtocolDescriptor: Sendable {
  let descriptor: UInt
  let base: UInt

  init(requirements: Int) {
    let descriptor = UnsafeMutableRawPointer.allocate(byteCount: 24, alignment: 8)
    descriptor.initializeMemory(as: UInt8.self, repeating: 0, count: 24)
    descriptor.storeBytes(of: 1, toByteOffset: 12, as: UInt32.self)
    descriptor.storeBytes(of: UInt32(requirements), toByteOffset: 16, as: UInt32.self)
    let base = UnsafeMutableRawPointer.allocate(byteCount: 8 * (requirements + 1), alignment: 8)
    base.initializeMemory(as: UInt8.self, repeating: 0, count: 8 * (requirements + 1))
    for index in 1...requirements {
      base.storeBytes(of: 0x11, toByteOffset: 8 * index, as: UInt32.self)
    }
    self.descriptor = UInt(bitPattern: descriptor)
    self.base = UInt(bitPattern: base)
  }

  deinit {
    UnsafeMutableRawPointer(bitPattern: descriptor)?.deallocate()
    UnsafeMutableRawPointer(bitPattern: base)?.deallocate()
  }
}

@Suite struct XCTestRuntimeTests {
  @Test func aProcessThatDidNotLoadTheLibraryHasNoXCTest() {
    let libraries = LoadedLibraries(
      isLoaded: { $0 != "libXCTest.so" }, symbol: LoadedLibraries.process.symbol)
    #expect(XCTestRuntime.find(in: libraries) == nil)
  }

  @Test func withoutXCTFailXCTestCannotBeReached() {
    let symbol = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"
    guard case .failure(let fault)? = XCTestRuntime.find(in: process(hiding: [symbol])) else {
      Issue.record("XCTest was found without XCTFail")
      return
    }
    #expect(
      fault
        == TestFrameworkFault(
          framework: "XCTest", declaration: "XCTFail(_:file:line:)", symbol: symbol))
  }

  @Test func xcTestsObservationIsTheProtocolTheEngineMirrors() throws {
    let runtime = try #require(try XCTestRuntime.loaded?.get())
    #expect(throws: Never.self) { try runtime.observation.get() }
  }

  @Test func withoutAddTeardownBlockXCTestCanFailACaseButNotWatchThem() throws {
    let symbol = "$s6XCTest0A4CaseC16addTeardownBlockyyyycF"
    let runtime = try #require(try XCTestRuntime.find(in: process(hiding: [symbol]))?.get())
    #expect(
      throws: TestFrameworkFault(
        framework: "XCTest", declaration: "XCTestCase.addTeardownBlock(_:)", symbol: symbol)
    ) {
      try runtime.observation.get()
    }
  }

  @Test func anObservationProtocolOfAnotherShapeIsAFault() throws {
    let other = ProtocolDescriptor(requirements: 8)
    let libraries = LoadedLibraries(
      isLoaded: LoadedLibraries.process.isLoaded,
      symbol: { name in
        switch name {
        case "$s6XCTest0A11ObservationMp": UnsafeRawPointer(bitPattern: other.descriptor)
        case "$s6XCTest0A11ObservationTL": UnsafeRawPointer(bitPattern: other.base)
        default: LoadedLibraries.process.symbol(name)
        }
      })
    let runtime = try #require(try XCTestRuntime.find(in: libraries)?.get())
    #expect(
      throws: TestFrameworkFault(
        framework: "XCTest", declaration: "XCTestObservation", symbol: "$s6XCTest0A11ObservationMp",
        mismatch: """
          has 8 requirements (flags 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11) and 1 in its \
          signature, where the engine expects 7 instance methods and AnyObject
          """)
    ) {
      try runtime.observation.get()
    }
    withExtendedLifetime(other) {}
  }
}
