/// A value taken out of its `Any` box, so that its memory can be read.
protocol OpenedValue {
  /// The type the value is stored as (an existential when `Any` held one).
  var valueType: Any.Type { get }
  /// Calls `body` with the bytes of the value.
  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result
}

private struct Opened<Value>: OpenedValue {
  let value: Value
  var valueType: Any.Type { Value.self }

  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    withUnsafeBytes(of: value, body)
  }
}

private func open<Value>(_ value: Value) -> any OpenedValue {
  Opened(value: value)
}

/// The value inside an `Any`, opened.
func openValue(_ value: Any) -> any OpenedValue {
  _openExistential(value, do: open)
}

/// The size of a type that holds plain bits only (no references), or `nil` for other types.
func plainDataSize<Value>(_: Value.Type) -> Int? {
  _isPOD(Value.self) ? MemoryLayout<Value>.size : nil
}

/// The size of a type.
func layoutSize<Value>(_: Value.Type) -> Int {
  MemoryLayout<Value>.size
}
