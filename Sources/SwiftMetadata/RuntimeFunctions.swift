#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift runtime's entry points that the reflection needs and the standard library does not
/// offer, looked up by name in the running process.
///
/// These are exported by every Swift runtime since Swift 5 with the Swift calling
/// convention; `@convention(thin)` is that convention for a function pointer without context.
/// Declaring them with `@_silgen_name` would also work, but the compiler warns that names
/// starting with `swift_` are reserved, so they are found with `dlsym` instead. A missing one
/// makes the decoder refuse (see ``RuntimeFunctions/isAvailable``), never crash.
package enum RuntimeFunctions {
  /// `swift_getTypeByMangledNameInContext(name, length, context, genericArguments)`.
  package typealias GetTypeByMangledName =
    @convention(thin) (
      UnsafePointer<UInt8>, Int, UnsafeRawPointer?, UnsafeRawPointer?
    ) -> UnsafeRawPointer?

  /// `swift_allocBox(metadata) -> (box, buffer)`: a heap box for one value, retained once.
  package typealias AllocateBox =
    @convention(thin) (UnsafeRawPointer) -> (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer
    )

  /// The address of `swift_getTypeByMangledNameInContext`, or 0 when it cannot be found.
  private static let getTypeByMangledNameAddress = address(
    of: "swift_getTypeByMangledNameInContext")
  /// The address of `swift_allocBox`, or 0 when it cannot be found.
  private static let allocateBoxAddress = address(of: "swift_allocBox")

  /// Whether every entry point was found.
  package static var isAvailable: Bool {
    getTypeByMangledNameAddress != 0 && allocateBoxAddress != 0
  }

  /// Resolves a mangled type name (which may hold symbolic references relative to its own
  /// address) in the generic context of `context` with `genericArguments`.
  package static func type(
    mangledName: UnsafePointer<UInt8>, length: Int, context: UnsafeRawPointer?,
    genericArguments: UnsafeRawPointer?
  ) -> Any.Type? {
    guard let function = UnsafeRawPointer(bitPattern: getTypeByMangledNameAddress) else {
      return nil
    }
    let resolve = unsafeBitCast(function, to: GetTypeByMangledName.self)
    guard let metadata = resolve(mangledName, length, context, genericArguments) else {
      return nil
    }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// Allocates a heap box for one value of `type`; returns the box (owned, +1) and the address
  /// of its uninitialized value.
  package static func allocateBox(
    for type: Any.Type
  ) -> (
    box: UnsafeMutableRawPointer, value: UnsafeMutableRawPointer
  )? {
    guard let function = UnsafeRawPointer(bitPattern: allocateBoxAddress) else { return nil }
    let allocate = unsafeBitCast(function, to: AllocateBox.self)
    let (box, value) = allocate(unsafeBitCast(type, to: UnsafeRawPointer.self))
    return (box, value)
  }

  /// The address of the symbol `name` in the process, or 0.
  private static func address(of name: String) -> UInt {
    let process = dlopen(nil, RTLD_NOW)
    defer { if let process { dlclose(process) } }
    return UInt(bitPattern: dlsym(process, name))
  }
}
