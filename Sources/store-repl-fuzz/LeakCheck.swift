import Foundation

/// LeakSanitizer's check of the whole process, run between inputs while fuzzing.
///
/// libFuzzer's own check (`-detect_leaks=1`) runs after every input that allocates more than it
/// frees, which an input run on a session that lives across inputs always does: it would spend
/// most of the time scanning memory. Instead the process is scanned after a session is dropped,
/// at most once every ``interval``, and a leak stops the run: the inputs run since the last clean
/// check are written to the folder `leak` of `STORE_REPL_FUZZ_ARTIFACTS`, one file each, since
/// any of them may be the one that leaked.
enum LeakCheck {
  /// The least time between two scans of the process.
  static let interval: Duration = .seconds(10)

  #if STORE_REPL_LIBFUZZER
    @_silgen_name("__lsan_do_recoverable_leak_check")
    private static func recoverableLeakCheck() -> Int32

    nonisolated(unsafe) private static var inputs: [[UInt8]] = []
    nonisolated(unsafe) private static var lastCheck = ContinuousClock.now
  #endif

  /// Keeps a copy of an input until the next clean check.
  static func remember(_ bytes: UnsafeRawBufferPointer) {
    #if STORE_REPL_LIBFUZZER
      inputs.append(Array(bytes))
    #endif
  }

  /// Scans the process for leaks when ``interval`` has passed since the last scan.
  static func afterASessionEnds() {
    #if STORE_REPL_LIBFUZZER
      guard lastCheck.duration(to: .now) >= interval else { return }
      lastCheck = .now
      guard recoverableLeakCheck() != 0 else {
        inputs.removeAll(keepingCapacity: true)
        return
      }
      let folder =
        (ProcessInfo.processInfo.environment["STORE_REPL_FUZZ_ARTIFACTS"] ?? "./") + "leak/"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (number, input) in inputs.enumerated() {
        _ = FileManager.default.createFile(atPath: "\(folder)\(number)", contents: Data(input))
      }
      fatalError(
        "LeakSanitizer found a leak in one of the last \(inputs.count) inputs, written to "
          + "\(folder)0…\(inputs.count - 1)")
    #endif
  }
}
