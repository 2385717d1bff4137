// Temporary stand-ins for the terminal layer.
public protocol LineReader: AnyObject {
  func readLine(prompt: String) throws -> String?
  func addHistory(_ line: String)
  var echoesInput: Bool { get }
}
public struct LineReaderInterrupt: Error {}
public final class ScriptedLineReader: LineReader {
  var lines: [String]
  public init(_ lines: [String]) { self.lines = lines }
  public func readLine(prompt: String) throws -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }
  public func addHistory(_ line: String) {}
  public var echoesInput: Bool { false }
}
final class StdinReader: LineReader {
  func readLine(prompt: String) throws -> String? { Swift.readLine() }
  func addHistory(_ line: String) {}
  var echoesInput: Bool { false }
}
func makeShellLineReader(interactive: Bool) -> any LineReader { StdinReader() }
