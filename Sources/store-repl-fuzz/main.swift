import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `store-repl-fuzz`: the coverage-guided fuzzing target of the literal parser, the decoder and
// the shell (see Docs/Reliability.md). Built by `scripts/fuzz` with `-sanitize=fuzzer`, it is a
// libFuzzer program; built as usual, it runs the inputs in the files it is given once each, to
// reproduce what libFuzzer found.

/// Runs one input to completion, the calling thread (never one of the cooperative pool's) waiting:
/// the shell's commands are `async`. The input starts on the calling thread and goes on there
/// until it first suspends, if ever, and then on the pool: nearly all the work stays on the calling
/// thread, and handing every input to a pool thread and waking the caller again was a quarter of
/// an input's time.
func runBlocking(_ bytes: UnsafeRawBufferPointer) {
  let copy = UnsafeRawBufferPointer(
    UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1))
  UnsafeMutableRawBufferPointer(mutating: copy).copyMemory(from: bytes)
  let done = DispatchSemaphore(value: 0)
  let input = UncheckedInput(bytes: copy)
  Task.immediate {
    await FuzzTarget.run(input.bytes)
    done.signal()
  }
  done.wait()
  copy.deallocate()
}

/// The input's bytes, handed to the task that runs them while the caller waits.
struct UncheckedInput: @unchecked Sendable {
  let bytes: UnsafeRawBufferPointer
}

#if STORE_REPL_LIBFUZZER
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
      runBlocking(UnsafeRawBufferPointer(start: data, count: size))
      return 0
    })
#else
  let paths = CommandLine.arguments.dropFirst()
  guard !paths.isEmpty else {
    print("usage: store-repl-fuzz <input-file>…  (built by scripts/fuzz, it fuzzes instead)")
    exit(2)
  }
  for path in paths {
    guard let file = fopen(path, "rb") else {
      print("error: cannot read \(path)")
      exit(1)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
      bytes += buffer[..<count]
    }
    fclose(file)
    bytes.withUnsafeBytes(runBlocking)
    print("ran \(path) (\(bytes.count) bytes)")
  }
#endif
