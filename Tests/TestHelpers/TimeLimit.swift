import Testing

extension TimeLimitTrait.Duration {
  /// How long a test may run before it counts as hung: for tests whose failure would be a
  /// deadlock or a loop that never ends.
  ///
  /// A hang never ends, so any bound catches it; the bound only has to stay far above the slowest
  /// honest run on a slow machine. Under Thread Sanitizer, with the whole suite in parallel on two
  /// cores, the suite takes about 200 s and a test waiting for its turn may take all of that, so
  /// the bound is ten minutes.
  public static var hang: Self { .minutes(10) }
}
