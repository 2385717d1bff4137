import Foundation
import StoreREPL
import SwiftParser
import SwiftSyntax

/// The dependencies and types that feature files use and none of them declares, read from the
/// compiler's diagnostics, and the Swift files beside them that declare them.
///
/// A file that reads `@Dependency(\.factClient)` without the file that declares `factClient`
/// makes the compiler speak of `KeyPath<Root, Value>` and `Key.Type`, and a type it lacks is
/// "not in scope": neither says which file is missing. The diagnostics give the places and the
/// names; the files' syntax gives how each name is used there; the Swift files in the given
/// files' folders (then in the folders beside those) are scanned for the declarations, so that
/// the error can end with the command line that includes them. The compiler's diagnostics that
/// a missing declaration explains are left out; the others are kept.
enum MissingDeclarations {
  /// Files beyond this many are not scanned: a folder of sources is not a disk.
  static let scannedFileLimit = 400
  /// Files larger than this are not scanned.
  static let scannedFileSize = 1 << 20

  /// `error`, with what the files lack named first when its diagnostics say so.
  ///
  /// - Parameters:
  ///   - error: Why the files gave no library.
  ///   - files: The files compiled, as named on the command line, and their syntax.
  ///   - naming: What named them on the command line: files, or `--package <dir>`.
  static func explain(
    _ error: FeatureFileError, files: [(path: String, tree: SourceFileSyntax)], naming: [String]
  ) -> FeatureFileError {
    guard case let .didNotCompile(paths, status, diagnostics, _, _) = error.cause else {
      return error
    }
    // Files that import none of the engine's modules (a listing without its imports) lack
    // every name it provides: the compiler's own messages say that better than a search.
    let engineModules: Set<String> = [
      "ComposableArchitecture", "Dependencies", "IdentifiedCollections", "CasePaths", "Sharing",
    ]
    let importsTheEngine = files.contains { file in
      file.tree.statements.contains { item in
        guard let declaration = item.item.as(ImportDeclSyntax.self) else { return false }
        return engineModules.contains(declaration.path.first?.name.text ?? "")
      }
    }
    guard importsTheEngine else { return error }
    let report = CompilerReport(diagnostics)
    let uses = Uses(files: files)
    var found: [Int: Uses.Found] = [:]
    var missing: [FeatureFileError.MissingDeclaration] = []
    for (index, diagnostic) in report.diagnostics.enumerated() where diagnostic.isError {
      guard let use = uses.missing(for: diagnostic) else { continue }
      found[index] = use
      if !missing.contains(where: { $0.kind == use.declaration.kind && $0.name == use.name }) {
        missing.append(use.declaration)
      }
    }
    let isPackage = naming.first == "--package"
    if !isPackage {
      let neighbours = Neighbours(of: files.map(\.path))
      for index in missing.indices {
        missing[index].declaredIn = neighbours.declaring(missing[index])
      }
    }
    // A capitalized name that is not in scope where an expression uses it is a missing type
    // only when a file beside declares it; else it is most often a misspelling, which the
    // compiler's own message says as well as anything.
    missing.removeAll { declaration in
      declaration.declaredIn.isEmpty
        && found.values.allSatisfy { $0.name != declaration.name || $0.needsFile }
    }
    guard !missing.isEmpty else { return error }
    var fix: [String]?
    if !isPackage, missing.contains(where: { !$0.declaredIn.isEmpty }) {
      var arguments = naming
      let end = (arguments.lastIndex { $0.hasSuffix(".swift") }).map { $0 + 1 } ?? arguments.count
      var added: [String] = []
      for file in missing.flatMap(\.declaredIn) where !added.contains(file) { added.append(file) }
      arguments.insert(contentsOf: added, at: end)
      fix = arguments
    }
    let explained = Set(
      found.filter { _, use in
        missing.contains { $0.kind == use.declaration.kind && $0.name == use.name }
      }.keys)
    return FeatureFileError(
      .didNotCompile(
        files: paths, status: status, diagnostics: report.text(leavingOut: explained),
        missing: missing, fix: fix))
  }
}

/// The compiler's output, cut into its diagnostics: each a `file:line:column: kind: message`
/// line and the lines that show it, the notes that follow an error going with it.
struct CompilerReport {
  struct Diagnostic {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    /// Its lines, its notes' too.
    var lines: [Substring]

    var isError: Bool { severity == "error" }
  }

  /// The lines before the first diagnostic.
  var preamble: [Substring] = []
  var diagnostics: [Diagnostic] = []
  /// The lines after the last diagnostic that explain the tags in its messages
  /// (`[#MutableGlobalVariable]: <https://…>`).
  var footnotes: [Substring] = []

  init(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("[#"), line.contains("]: <") {
        footnotes.append(line)
      } else if let header = Self.header(line),
        header.severity != "note" || diagnostics.isEmpty
      {
        diagnostics.append(
          Diagnostic(
            file: header.file, line: header.line, column: header.column, severity: header.severity,
            message: header.message, lines: [line]))
      } else if diagnostics.isEmpty {
        preamble.append(line)
      } else {
        diagnostics[diagnostics.count - 1].lines.append(line)
      }
    }
  }

  /// `file:line:column: severity: message`.
  static func header(
    _ line: Substring
  ) -> (file: String, line: Int, column: Int, severity: String, message: String)? {
    for severity in ["error", "warning", "note"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let number = Int(place[place.count - 2]),
        let column = Int(place[place.count - 1])
      else { continue }
      return (
        place.dropLast(2).joined(separator: ":"), number, column, severity,
        String(line[marker.upperBound...])
      )
    }
    return nil
  }

  /// The output without the diagnostics at `indices`; empty when nothing else is left.
  func text(leavingOut indices: Set<Int>) -> String {
    let kept = diagnostics.indices.filter { !indices.contains($0) }
    guard kept.contains(where: { diagnostics[$0].isError }) else { return "" }
    var lines = preamble + kept.flatMap { diagnostics[$0].lines }
    while lines.last?.isEmpty == true { lines.removeLast() }
    if !footnotes.isEmpty { lines += [""] + footnotes }
    return lines.map { $0 + "\n" }.joined()
  }
}

/// Where the files read dependencies (`@Dependency(\.name)`), and what they declare: the
/// members of `DependencyValues` their extensions add, and their types.
struct Uses {
  /// Per file and line, the dependencies read there.
  var dependencies: [String: [Int: [(name: String, usage: String)]]] = [:]
  var declaredDependencies: Set<String> = []
  var declaredTypes: Set<String> = []

  init(files: [(path: String, tree: SourceFileSyntax)]) {
    for file in files {
      let scan = DeclarationScan(
        converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
      scan.walk(file.tree)
      for use in scan.dependencyUses {
        dependencies[file.path, default: [:]][use.line, default: []].append((use.name, use.usage))
      }
      declaredDependencies.formUnion(scan.dependencies)
      declaredTypes.formUnion(scan.types)
    }
  }

  /// A declaration whose absence a diagnostic reports.
  struct Found {
    var declaration: FeatureFileError.MissingDeclaration
    /// Whether it is reported only when a file beside the given ones declares it: a name the
    /// compiler does not find may well be misspelt.
    var needsFile = false

    var name: String { declaration.name }
  }

  /// The declaration whose absence a diagnostic reports, if it reports one.
  func missing(for diagnostic: CompilerReport.Diagnostic) -> Found? {
    let message = diagnostic.message
    func found(
      _ kind: FeatureFileError.MissingDeclaration.Kind, _ name: String, usage: String,
      needsFile: Bool = false
    ) -> Found {
      Found(
        declaration: .init(
          kind: kind, name: name, file: diagnostic.file, line: diagnostic.line, usage: usage),
        needsFile: needsFile)
    }
    if let name = Self.quoted(
      after: "value of type 'DependencyValues' has no member ", in: message),
      !declaredDependencies.contains(name)
    {
      return found(.dependency, name, usage: "." + name)
    }
    // The compiler's words for a key path that names no member of `DependencyValues`, as the
    // property wrapper's initializers see it.
    if message.contains("KeyPath<") || message.contains("'Key'")
      || message.contains("cannot infer key path type"),
      let use = dependencies[diagnostic.file]?[diagnostic.line]?.first(where: {
        !declaredDependencies.contains($0.name)
      })
    {
      return found(.dependency, use.name, usage: use.usage)
    }
    if message.hasSuffix(" in scope") {
      if let name = Self.quoted(after: "cannot find type ", in: message),
        !declaredTypes.contains(name)
      {
        return found(.type, name, usage: name)
      }
      if let name = Self.quoted(after: "cannot find ", in: message),
        name.first?.isUppercase == true, !declaredTypes.contains(name)
      {
        return found(.type, name, usage: name, needsFile: true)
      }
    }
    return nil
  }

  /// `x` of `prefix'x'…` at the start of `message`.
  static func quoted(after prefix: String, in message: String) -> String? {
    guard message.hasPrefix(prefix + "'") else { return nil }
    let name = message.dropFirst(prefix.count + 1).prefix { $0 != "'" }
    return name.isEmpty ? nil : String(name)
  }
}

/// The dependency reads and the declarations of one file.
final class DeclarationScan: SyntaxVisitor {
  let converter: SourceLocationConverter
  var dependencyUses: [(name: String, line: Int, usage: String)] = []
  /// The members that `extension DependencyValues` adds.
  var dependencies: Set<String> = []
  var types: Set<String> = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributeName.trimmedDescription == "Dependency",
      case let .argumentList(arguments) = node.arguments,
      let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
      keyPath.root == nil, let first = keyPath.components.first,
      case let .property(property) = first.component
    else { return .visitChildren }
    let line = node.startLocation(converter: converter).line
    dependencyUses.append((property.declName.baseName.text, line, node.trimmedDescription))
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.extendedType.trimmedDescription == "DependencyValues" else {
      return .visitChildren
    }
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
          dependencies.insert(name.identifier.text)
        }
      }
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }
}

/// The Swift files beside the given ones: those of their folders, then those of the folders
/// beside their folders, named as a command line in the current folder would name them.
struct Neighbours {
  /// Each file's path as a command line names it, and its absolute path.
  var near: [(named: String, path: String)] = []
  var beside: [(named: String, path: String)] = []

  init(of given: [String]) {
    let manager = FileManager.default
    let taken = Set(given.map { URL(fileURLWithPath: absolutePath($0)).standardizedFileURL.path })
    var folders: [(named: String, path: String)] = []
    for file in given {
      let slash = file.lastIndex(of: "/")
      let named = slash.map { String(file[...$0]) } ?? ""
      let path = URL(fileURLWithPath: absolutePath(file)).deletingLastPathComponent()
        .standardizedFileURL.path
      if !folders.contains(where: { $0.path == path }) { folders.append((named, path)) }
    }
    var count = 0
    func swiftFiles(in folder: (named: String, path: String)) -> [(named: String, path: String)] {
      let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      var found: [(named: String, path: String)] = []
      for name in names where name.hasSuffix(".swift") && !name.hasPrefix(".") {
        let path = folder.path + "/" + name
        guard count < MissingDeclarations.scannedFileLimit, !taken.contains(path) else { continue }
        count += 1
        found.append((folder.named + name, path))
      }
      return found
    }
    for folder in folders { near += swiftFiles(in: folder) }
    for folder in folders {
      let parent = URL(fileURLWithPath: folder.path).deletingLastPathComponent().path
      guard !Self.sharedFolders.contains(parent) else { continue }
      let parentNamed = Self.parent(ofNamed: folder.named, path: parent)
      let names = ((try? manager.contentsOfDirectory(atPath: parent)) ?? []).sorted()
      // A folder of many folders is not one project's: its folders are not looked in.
      guard names.count <= Self.folderLimit else { continue }
      for name in names where !name.hasPrefix(".") {
        let path = (parent == "/" ? "" : parent) + "/" + name
        var isFolder: ObjCBool = false
        guard path != folder.path, !folders.contains(where: { $0.path == path }),
          manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        else { continue }
        beside += swiftFiles(in: (parentNamed + name + "/", path))
      }
    }
  }

  /// Folders whose folders belong to different projects: the files' folder is looked in when
  /// it is in one of them, not the folders beside it.
  static let sharedFolders: Set<String> = {
    let manager = FileManager.default
    let temporary = manager.temporaryDirectory.standardizedFileURL.path
    return [
      "/", "/tmp", temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary,
      manager.homeDirectoryForCurrentUser.standardizedFileURL.path, "/home", "/Users",
    ]
  }()
  /// Beyond this many entries in the folder above the files' folder, the folders beside theirs
  /// are not looked in.
  static let folderLimit = 64

  /// How a command line names the folder above a folder it names `named` (`Lesson/`, ``,
  /// `/abs/Lesson/`): `` for `Lesson/`, `../` for ``; the absolute path when it is not plain.
  static func parent(ofNamed named: String, path: String) -> String {
    if named.isEmpty { return "../" }
    if named.hasPrefix("/") { return path == "/" ? "/" : path + "/" }
    let components = named.split(separator: "/")
    guard !components.contains(where: { $0 == "." || $0 == ".." }) else {
      return path == "/" ? "/" : path + "/"
    }
    return components.dropLast().map { $0 + "/" }.joined()
  }

  /// The files that declare it: those of the given files' folders, else those beside them.
  func declaring(_ missing: FeatureFileError.MissingDeclaration) -> [String] {
    for group in [near, beside] {
      let found = group.filter { Self.file($0.path, declares: missing) }.map(\.named)
      if !found.isEmpty { return found }
    }
    return []
  }

  /// Whether the file at `path` declares it.
  static func file(_ path: String, declares missing: FeatureFileError.MissingDeclaration) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0, status.st_size <= MissingDeclarations.scannedFileSize,
      let data = FileManager.default.contents(atPath: path)
    else { return false }
    let text = String(decoding: data, as: UTF8.self)
    // Most files do not mention the name at all; only those that do are parsed.
    guard text.contains(missing.name) else { return false }
    let tree = Parser.parse(source: text)
    let scan = DeclarationScan(converter: SourceLocationConverter(fileName: path, tree: tree))
    scan.walk(tree)
    return missing.kind == .dependency
      ? scan.dependencies.contains(missing.name) : scan.types.contains(missing.name)
  }
}
