import Testing

@Test func placeholderValueDump() {
  #expect(1 + 1 == 2)
}
