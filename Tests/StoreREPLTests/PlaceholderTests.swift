import Testing

@Test func placeholderStoreREPL() {
  #expect(1 + 1 == 2)
}
