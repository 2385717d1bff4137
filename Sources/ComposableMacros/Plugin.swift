import ComposableMacroExpansions
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Resolves a macro the compiler asks for.
struct MacroProvider: PluginProvider {
  struct UnknownMacro: Error, CustomStringConvertible {
    var typeName: String
    var description: String { "ComposableMacros has no macro named '\(typeName)'" }
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let entry = MacroCatalog.entries.first(where: { $0.typeName == typeName }) else {
      throw UnknownMacro(typeName: typeName)
    }
    return entry.type
  }
}

@main
enum ComposableMacrosPlugin {
  static func main() throws {
    // The compiler talks to the plugin over stdin and stdout; the connection moves stdout
    // aside first, so that nothing else written there can break the stream.
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: MacroProvider())
    try listener.main()
  }
}
