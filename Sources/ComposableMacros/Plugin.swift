import ComposableMacroExpansions
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin expands, by the type name the declarations in
/// `ComposableArchitecture` give.
nonisolated(unsafe) let macros: [String: any Macro.Type] = [
  "CasePathableMacro": CasePathableMacro.self,
  "ReducerMacro": ReducerMacro.self,
  "MarkerMacro": MarkerMacro.self,
  "ObservableStateMacro": ObservableStateMacro.self,
  "PresentsMacro": PresentsMacro.self,
  "DependencyClientMacro": DependencyClientMacro.self,
  "DependencyEndpointMacro": DependencyEndpointMacro.self,
]

/// Resolves a macro the compiler asks for.
struct MacroProvider: PluginProvider {
  struct UnknownMacro: Error, CustomStringConvertible {
    var typeName: String
    var description: String { "ComposableMacros has no macro named '\(typeName)'" }
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = macros[typeName] else { throw UnknownMacro(typeName: typeName) }
    return macro
  }
}

@main
enum ComposableMacrosPlugin {
  static func main() throws {
    // NB: The compiler talks to the plugin over stdin and stdout; the connection moves stdout
    // aside first, so that nothing else written there can break the stream.
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: MacroProvider())
    try listener.main()
  }
}
