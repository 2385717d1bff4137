import Testing

@Test func placeholderExampleFeatures() {
  #expect(1 + 1 == 2)
}
