@testable import StoreREPL

/// A command written as the line that reads as it, in the tests of what carries commands.
extension Command: ExpressibleByStringLiteral {
  public init(stringLiteral line: String) {
    guard let command = try? Command.read(line) else {
      preconditionFailure("'\(line)' does not read as a command")
    }
    self = command
  }
}
