import ComposableMacroExpansions
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Every macro of `ComposableArchitecture`, by the name a use site writes, with the
/// conformances its declaration lists, as the compiler passes them to a type that has none yet.
let testMacros: [String: MacroSpec] = Dictionary(
  uniqueKeysWithValues: MacroCatalog.entries.flatMap { entry in
    entry.attributes.map { attribute in
      (
        attribute,
        MacroSpec(
          type: entry.type, conformances: entry.conformances.map { TypeSyntax(stringLiteral: $0) })
      )
    }
  })

/// The source after expanding every macro in it, and the diagnostics the macros emitted, each
/// as `severity: message`, the code it points at, and its fix-its.
///
/// - Note: The code, not a line and column: expansion contexts hand macros detached copies of
///   member declarations, whose positions are not the file's; the end-to-end tests check the
///   positions the compiler reports.
func expand(_ source: String) -> (source: String, diagnostics: String) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "Feature", fullFilePath: "Feature.swift")])
  let expanded = file.expand(
    macroSpecs: testMacros,
    contextGenerator: { syntax in
      BasicMacroExpansionContext(
        sharingWith: context, lexicalContext: syntax.allMacroLexicalContexts())
    },
    indentationWidth: .spaces(2))
  let diagnostics = context.diagnostics.map { diagnostic in
    let severity = diagnostic.diagMessage.severity == .error ? "error" : "note"
    var line = "\(severity): \(diagnostic.message)\n  at: \(diagnostic.node.trimmedDescription)"
    for fixIt in diagnostic.fixIts {
      line += "\n  fix-it: \(fixIt.message.message)"
    }
    return line
  }
  // NB: Trimmed, because an attribute the expansion removes leaves its line break behind.
  return (
    expanded.description.trimmingCharacters(in: .whitespacesAndNewlines),
    diagnostics.joined(separator: "\n")
  )
}

/// Expects the source to expand to `expected`, with no diagnostic.
func expectExpansion(
  _ source: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let (actual, diagnostics) = expand(source)
  #expect(diagnostics == "", sourceLocation: sourceLocation)
  #expect(actual == expected, sourceLocation: sourceLocation)
}

/// Expects the source to expand with exactly these diagnostics.
func expectDiagnostics(
  _ source: String, _ expected: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(expand(source).diagnostics == expected, sourceLocation: sourceLocation)
}
