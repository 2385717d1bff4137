// Darwin's Dispatch declares the nanoseconds in a second, which TCA code multiplies its
// sleeps by (`Task.sleep(nanoseconds: NSEC_PER_SEC)`); Linux's does not.
#if !canImport(Darwin)
  /// Nanoseconds in a second.
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond.
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Nanoseconds in a microsecond.
  public let NSEC_PER_USEC: UInt64 = 1_000
#endif
