import Foundation
import StoreREPL

/// Which of the pieces a screen uses (``SetAside``) are set aside, compile after compile, and
/// why: the loader compiles the files with their views, and sets aside only the views the
/// compiler's errors are in.
///
/// Before the first compile, what cannot compile on Linux is set aside: the imports of UIKit
/// and AppKit, their views and controllers, the conformances to SwiftUI's protocols that are
/// not provided (`UIViewRepresentable`, …), and the views that use them. After a compile whose
/// errors are all in views, those views are set aside with the first name the compiler did not
/// find in each, and so are the views that use them. After a second such compile, every view
/// is, as when the files compiled without their views.
struct ViewRounds {
  /// Why a view is set aside.
  enum Reason: Equatable {
    /// A name it uses that is not there: `'Gauge' is not drawn on Linux`.
    case missing(String)
    /// A view set aside that it uses.
    case uses(String)
    /// A type it uses that none of the files declares, and the files beside them that do.
    case undeclared(String, declaredIn: [String])
    /// The compiler's first error in it, where no name is missing: its file, line and message.
    case error(file: String, line: Int, message: String)
    /// Set aside with every view, after views that compiled alone did not together.
    case withTheRest
  }

  /// What the compiler's errors say of the views.
  struct Verdict: Equatable {
    /// The keys of the pieces errors are in, in the files' order, each with its reason.
    var views: [Reason.Keyed] = []
    /// The indices of the diagnostics (``CompilerReport``) in those pieces.
    var inViews: Set<Int> = []
    /// Whether an error is elsewhere: in the registration, in code that stays.
    var isElsewhere = false
    /// For each view of ``views`` all of whose errors are names none of the files declares,
    /// in statements of its body: the stand-ins that would replace those statements.
    var standIns: [String: [StandIn]] = [:]
  }

  /// The compiles a start may take at most, for the views' sake.
  static let compiles = 3

  let setAside: SetAside
  /// The keys set aside, each with why.
  private(set) var reasons: [String: Reason] = [:]
  /// The statements of views that are stood in for, in the order of their calls.
  private(set) var standIns: [StandIn] = []
  /// The compiles after which statements were stood in for: each costs one compile more. The
  /// compiler may say one error of a view only once another is gone (the `else` of an `if`
  /// after its `then`).
  private(set) var standInRounds = 0
  /// The compiles that may stand in for statements, at most.
  static let standInRounds = 3
  /// Whether every piece is set aside.
  private(set) var isEverything = false

  /// The keys set aside.
  var keys: Set<String> { Set(reasons.keys) }

  /// What the first compile sets aside: what cannot compile on Linux, and the views that use it.
  init(_ setAside: SetAside) {
    self.setAside = setAside
    for piece in setAside.pieces where reasons[piece.key] == nil {
      if piece.key == "import UIKit" || piece.key == "import AppKit" {
        reasons[piece.key] = .withTheRest
      } else if piece.framework != "SwiftUI" || Frameworks.notProvided.contains(piece.cause ?? "") {
        reasons[piece.key] = piece.cause.map(Reason.missing) ?? .withTheRest
      }
    }
    setAsideTheirUsers()
    // A subclass of a view set aside uses it.
    for (key, reason) in reasons {
      if case let .missing(name) = reason, declaringKey(of: name) != nil {
        reasons[key] = .uses(name)
      }
    }
  }

  /// The pieces the errors are in, and whether any error is elsewhere.
  ///
  /// An error in a macro's expansion is placed where the macro is written, which a note says.
  /// - Parameters:
  ///   - report: The compiler's diagnostics.
  ///   - paths: The files, as named on the command line.
  ///   - lookingBeside: Whether to look for the types none of the files declares in the Swift
  ///     files beside them (not for a package's target, all of whose files are given).
  func verdict(on report: CompilerReport, paths: [String], lookingBeside: Bool) -> Verdict {
    // NB: The compiler may spell a file otherwise than the command line (`Sources/A.swift`
    // for `./Sources/A.swift`).
    func standardized(_ path: String) -> String {
      URL(fileURLWithPath: absolutePath(path)).standardizedFileURL.path
    }
    let files = paths.map { ($0, standardized($0)) }
    func file(_ path: String) -> Int? {
      let absolute = standardized(path)
      return files.firstIndex { $0.0 == path || $0.1 == absolute }
    }
    var verdict = Verdict()
    var errors: [String: [(file: String, line: Int, message: String)]] = [:]
    // The errors whose column is known, in the file the view is in.
    var placed: [String: [(line: Int, column: Int, message: String)?]] = [:]
    for (index, diagnostic) in report.diagnostics.enumerated() where diagnostic.isError {
      var place = file(diagnostic.file).map { ($0, diagnostic.line) }
      // NB: An error in the registration is the registration's, wherever its notes point.
      let inRegistration = diagnostic.file.hasSuffix("/" + FeatureLoader.registrationFileName)
      if place == nil, !inRegistration {
        for line in diagnostic.lines.dropFirst() {
          guard let note = CompilerReport.header(line), note.severity == "note",
            let number = file(note.file)
          else { continue }
          place = (number, note.line)
          break
        }
      }
      let piece = place.flatMap { place in
        setAside.pieces.first {
          $0.file == place.0 && $0.lines.contains(place.1) && reasons[$0.key] == nil
            && !$0.key.hasPrefix("import ")
        }
      }
      guard let piece else {
        verdict.isElsewhere = true
        continue
      }
      verdict.inViews.insert(index)
      if errors[piece.key] == nil {
        verdict.views.append(Reason.Keyed(key: piece.key, reason: .withTheRest))
      }
      errors[piece.key, default: []].append(
        (paths[piece.file], place?.1 ?? diagnostic.line, diagnostic.message))
      let isDirect = file(diagnostic.file) == piece.file
      placed[piece.key, default: []].append(
        isDirect ? (diagnostic.line, diagnostic.column, diagnostic.message) : nil)
    }
    let order = setAside.keys
    verdict.views.sort { order.firstIndex(of: $0.key) ?? 0 < order.firstIndex(of: $1.key) ?? 0 }
    let neighbours = lookingBeside ? Neighbours(of: paths) : nil
    for index in verdict.views.indices {
      let key = verdict.views[index].key
      verdict.views[index].reason = reason(errors[key] ?? [], neighbours: neighbours)
      if let standIns = standIns(
        for: key, errors: placed[key] ?? [], paths: paths, neighbours: neighbours)
      {
        verdict.standIns[key] = standIns
      }
    }
    return verdict
  }

  /// The stand-ins that would let a view compile: one for each statement its errors are in,
  /// when every error is in a statement a stand-in can replace and none says a name is missing
  /// that Linux lacks or that a piece set aside declares; nil otherwise, when an error is in a
  /// stand-in already, and after the last compile that may stand in.
  private func standIns(
    for key: String, errors: [(line: Int, column: Int, message: String)?], paths: [String],
    neighbours: Neighbours?
  ) -> [StandIn]? {
    guard standInRounds < Self.standInRounds,
      let piece = setAside.pieces.first(where: { $0.key == key && $0.item != nil }),
      let item = piece.item
    else { return nil }
    var found: [StandIn] = []
    for error in errors {
      guard let error else { return nil }
      // NB: An error that follows from another (a member's base left uninferred when the
      // statement beside it failed) goes with that one; were it its own, the next compile says
      // so again, and the view is set aside.
      if Self.missingName(in: error.message, strong: false) != nil { continue }
      let holder = setAside.pieces.first { $0.key == key && $0.lines.contains(error.line) }
      guard let holder,
        let statement = setAside.standInStatement(
          file: holder.file, line: error.line, column: error.column, within: holder)
      else { return nil }
      // A stand-in the compiler did not take leaves the view to be set aside.
      if standIns.contains(where: {
        $0.file == holder.file && $0.range.overlaps(statement.range)
      }) {
        return nil
      }
      if found.contains(where: { $0.file == holder.file && $0.range == statement.range }) {
        continue
      }
      var why = reason([(paths[holder.file], error.line, error.message)], neighbours: neighbours)
      switch why {
      case .undeclared, .error: break
      case .missing, .uses, .withTheRest: return nil
      }
      // NB: Only a name the compiler cannot find is undeclared; a missing member is said in the
      // compiler's words.
      if !error.message.hasPrefix("cannot find") {
        why = .error(file: paths[holder.file], line: error.line, message: error.message)
      }
      found.append(
        StandIn(
          key: key, file: holder.file, range: statement.range, line: error.line,
          view: item.name, statement: statement.text, reason: why))
    }
    return found.isEmpty ? nil : found
  }

  /// Stands in for statements of views, which are then compiled again.
  mutating func standIn(_ found: [StandIn]) {
    guard !found.isEmpty else { return }
    standIns += found
    standInRounds += 1
  }

  /// What keeps the registration's views out: the views whose errors left them out, and what
  /// is set aside.
  ///
  /// - Parameters:
  ///   - failed: The keys of the registration's starts and views its errors left out.
  ///   - paths: The files, as named on the command line.
  func exclusions(failed: [String: String], paths: [String]) -> RegisteredViews.Exclusions {
    let aside = setAside.pieces.filter { reasons[$0.key] != nil }
    return RegisteredViews.Exclusions(
      failed: failed,
      isSetAside: { file, line in
        aside.contains {
          paths.indices.contains($0.file) && paths[$0.file] == file && $0.lines.contains(line)
        }
      },
      setAsideNames: keys)
  }

  /// Sets aside the views of a verdict, and the views that use them.
  mutating func setAside(_ views: [Reason.Keyed]) {
    for view in views { reasons[view.key] = view.reason }
    setAsideTheirUsers()
  }

  /// Sets aside the views of a verdict, and every other piece with them.
  mutating func setAsideEverything(_ views: [Reason.Keyed]) {
    for view in views { reasons[view.key] = view.reason }
    for key in setAside.keys where reasons[key] == nil { reasons[key] = .withTheRest }
    isEverything = true
  }

  /// The lines that say what is set aside and why, in the files' order.
  ///
  /// `set aside the import of UIKit`; `set aside TicketView: 'Gauge' is not drawn on Linux`;
  /// `set aside #Preview: it uses TicketView, which is set aside`; `set aside RowView:
  /// Rows.swift:12: no exact matches in call to initializer`; after every view was set aside,
  /// `set aside 2 more views to compile the rest: BadgeView, #Preview (SwiftUI)`.
  var report: [String] {
    var lines: [String] = []
    let imports = ["UIKit", "AppKit"].filter { reasons["import \($0)"] != nil }
    if !imports.isEmpty {
      lines.append(
        "set aside the \(imports.count == 1 ? "import" : "imports") of "
          + imports.joined(separator: " and "))
    }
    var rest: [(key: String, item: SetAside.Item)] = []
    for key in setAside.keys {
      if reasons[key] == nil {
        lines += standIns.filter { $0.key == key }.map(\.report)
      }
      guard let reason = reasons[key],
        let item = setAside.pieces.first(where: { $0.key == key && $0.item != nil })?.item
      else { continue }
      if reason == .withTheRest {
        rest.append((key, item))
      } else {
        lines.append("set aside \(item.name): \(reason.summary)")
      }
    }
    if !rest.isEmpty {
      let shown = rest.count > SetAside.listedNames ? SetAside.listedNames - 1 : rest.count
      var names = rest.prefix(shown).map(\.item.name).joined(separator: ", ")
      if shown < rest.count { names += " and \(rest.count - shown) more" }
      let views = rest.count == 1 ? "view" : "views"
      let frameworks = setAside.frameworks(of: Set(rest.map(\.key)))
      lines.append(
        (isEverything
          ? "set aside \(rest.count) more \(views) to compile the rest: "
          : "set aside \(rest.count) \(views): ")
          + "\(names) (\(frameworks.joined(separator: ", ")))")
    }
    return lines
  }

  // MARK: - Helpers

  /// Sets aside, until none is left, each piece that uses a name a piece set aside declares.
  private mutating func setAsideTheirUsers() {
    var grew = true
    while grew {
      grew = false
      for piece in setAside.pieces where reasons[piece.key] == nil {
        let declared = setAside.pieces.filter { $0.key == piece.key }.reduce(
          into: Set<String>()
        ) { $0.formUnion($1.declares) }
        let used = piece.uses.subtracting(declared).sorted()
        guard let name = used.first(where: { declaringKey(of: $0) != nil }) else { continue }
        reasons[piece.key] = .uses(name)
        grew = true
      }
    }
  }

  /// The key of a piece set aside that declares the name.
  private func declaringKey(of name: String) -> String? {
    setAside.pieces.first { reasons[$0.key] != nil && $0.declares.contains(name) }?.key
  }

  /// Why a view is set aside, from its errors: the first name it uses that is missing, else
  /// its first error.
  private func reason(
    _ errors: [(file: String, line: Int, message: String)], neighbours: Neighbours?
  ) -> Reason {
    for strong in [true, false] {
      for error in errors {
        guard let name = Self.missingName(in: error.message, strong: strong) else { continue }
        if declaringKey(of: name) != nil { return .uses(name) }
        if Frameworks.isScreenName(name) { return .missing(name) }
        let declaration = FeatureFileError.MissingDeclaration(
          kind: .type, name: name, file: error.file, line: error.line, usage: name)
        return .undeclared(name, declaredIn: neighbours?.declaring(declaration) ?? [])
      }
    }
    guard let first = errors.first else { return .withTheRest }
    return .error(file: first.file, line: first.line, message: first.message)
  }

  /// The name a compiler's error says is missing: `cannot find 'Gauge' in scope`, `value of
  /// type 'some View' has no member 'listRowSeparator'`, `'UIApplication' is unavailable`; when
  /// not `strong`, also `cannot infer contextual base in reference to member 'hidden'`, which
  /// follows from another.
  static func missingName(in message: String, strong: Bool = true) -> String? {
    let patterns =
      strong
      ? [
        ("cannot find '", "' in scope"), ("cannot find type '", "' in scope"),
        ("has no member '", "'"), ("has no member named '", "'"), ("'", "' is unavailable"),
      ]
      : [("cannot infer contextual base in reference to member '", "'")]
    for (before, after) in patterns {
      guard let start = message.range(of: before) else { continue }
      let rest = message[start.upperBound...]
      guard let end = rest.range(of: after) else { continue }
      let name = String(rest[..<end.lowerBound])
      if before == "'", start.lowerBound != message.startIndex { continue }
      guard !name.isEmpty, !name.contains(" ") else { continue }
      return name
    }
    return nil
  }
}

extension ViewRounds.Reason {
  /// Why, as the report says it after the name: `'Gauge' is not drawn on Linux`.
  var summary: String {
    switch self {
    case let .missing(name): "'\(name)' is not drawn on Linux"
    case let .uses(name): "it uses \(name), which is set aside"
    case let .undeclared(name, declaredIn):
      "'\(name)' is declared in "
        + (declaredIn.isEmpty
          ? "none of the files"
          : declaredIn.joined(separator: ", ") + ", which "
            + (declaredIn.count == 1 ? "is" : "are") + " not given")
    case let .error(file, line, message): "\(file):\(line): \(message)"
    case .withTheRest: "set aside with the rest"
    }
  }

  /// A piece's key and why it is set aside.
  struct Keyed: Equatable {
    var key: String
    var reason: ViewRounds.Reason
  }
}
