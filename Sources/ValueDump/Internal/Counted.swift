/// A count and its noun, the noun in the plural unless the count is one: `1 step`, `3 steps`.
///
/// - Parameters:
///   - number: How many.
///   - noun: The noun in the singular, made plural with an `s`.
package func counted(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}
