import Testing

@testable import StoreREPL

@Suite struct DurationLiteralTests {
  @Test(arguments: [
    ("1s", DurationLiteral.Reading.duration(.seconds(1))),
    ("250ms", .duration(.milliseconds(250))),
    ("1m30s", .duration(.seconds(90))),
    ("1.5s", .duration(.milliseconds(1500))),
    ("0s", .duration(.zero)),
    ("1000000000s", .duration(.seconds(1_000_000_000))),
    ("1000000000s1ns", .tooLong),
    ("99999999999999999999s", .tooLong),
    ("0.1ns", .belowResolution),
    ("1", .invalid),
    ("-1s", .invalid),
    ("1 s", .invalid),
    ("", .invalid),
  ])
  func reads(text: String, expected: DurationLiteral.Reading) {
    #expect(DurationLiteral.read(text) == expected)
  }

  @Test(arguments: [
    (Duration.seconds(998_999_999), "998999999s"),
    (.milliseconds(1500), "1500ms"),
    (.microseconds(20), "20us"),
    (.nanoseconds(7), "7ns"),
    (.zero, "0s"),
  ])
  func formatsWhatAdvanceReads(duration: Duration, expected: String) {
    #expect(DurationLiteral.format(duration) == expected)
    #expect(DurationLiteral.parse(expected) == duration)
  }
}
