// The Swift runtime's entry points behind `Mirror`, called directly: the dumper asks them for a
// case name, a child count or one child without building a `Mirror` and all its children.
//
// Exported by every Swift runtime since Swift 5, with the Swift calling convention, for a
// generic value passed indirectly: what `@_silgen_name` on a generic function declares.

@_silgen_name("swift_EnumCaseName")
package func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The function that frees a child's name: the C library's `free`, hence the C convention.
package typealias NameFreeFunction = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_normalizedType")
package func runtimeNormalizedType<T>(_ value: T, type: Any.Type) -> Any.Type

@_silgen_name("swift_reflectionMirror_count")
package func runtimeChildCount<T>(_ value: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
package func runtimeChild<T>(
  of value: T, type: Any.Type, index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<NameFreeFunction?>
) -> Any
