import StoreREPL

extension FeatureLoader {
  /// Compiles the files with their views and their registration, and compiles them again,
  /// a bounded number of times, without what the compiler's errors show cannot compile here:
  /// the views they are in (``ViewRounds``), and the starts that only the preview's file could
  /// build. What was set aside, and why, goes to standard error before the compiler's warnings,
  /// or before the error.
  ///
  /// - Returns: The library, or why there is none; its diagnostics leave out the errors of the
  ///   views set aside.
  static func compileWithViews(
    cache: LibraryCache, key: String, scan: FeatureScan, previews: PreviewScan,
    storeViews: StoreViewScan, setAside: SetAside, naming: [String]
  ) -> Result<String, FeatureFileError> {
    var rounds = ViewRounds(setAside)
    var viewRetries = 0
    var excluded: [String: String] = [:]
    var startNotes: [String] = []
    let paths = cache.files.map(\.path)
    func report() -> String {
      (rounds.report + previews.passedOver.map(\.note) + startNotes).joined(separator: "\n")
    }
    var compile = 0
    while true {
      compile += 1
      // NB: A round that stands in for statements of views is one more compile.
      let isLast = compile >= ViewRounds.compiles + rounds.standInRounds
      let views = RegisteredViews(
        storeViews, excluding: rounds.exclusions(failed: excluded, paths: paths))
      let registration = registrationSource(
        scan, previews: previews, views: views, standIns: rounds.standIns.map(\.drawn),
        excluding: excluded)
      let said = report()
      let result = cache.compile(
        key: key, registration: registration,
        setAside: (
          setAside.texts(settingAside: rounds.keys, standingIn: rounds.standIns),
          said.isEmpty ? nil : said
        ), announces: compile == 1)
      let error: FeatureFileError
      switch result {
      case let .success(compiled):
        if !said.isEmpty { writeNotice(said + "\n") }
        if !compiled.diagnostics.isEmpty { writeError(compiled.diagnostics) }
        return .success(compiled.library)
      case let .failure(failure): error = failure
      }
      guard case let .didNotCompile(files, status, diagnostics, _, _) = error.cause else {
        if !said.isEmpty { writeNotice(said + "\n") }
        return .failure(error)
      }
      let compiler = CompilerReport(diagnostics)
      let verdict = rounds.verdict(
        on: compiler, paths: paths, lookingBeside: naming.first != "--package")
      var rest = verdict.views.isEmpty ? diagnostics : compiler.text(leavingOut: verdict.inViews)
      if rest.isEmpty { rest = diagnostics }
      // A start copied from a preview may use what only the preview's file can see (a
      // `private` helper), and a State's initializer may not take the sample values: such
      // starts are left out, said, and the files compiled again without them.
      let failing = failingStarts(registration: registration, diagnostics: rest).filter {
        excluded[$0.key] == nil
      }
      let restFails = verdict.isElsewhere && failing.isEmpty
      if !isLast, !restFails, !verdict.views.isEmpty || !failing.isEmpty {
        let aside = verdict.views.filter { verdict.standIns[$0.key] == nil }
        rounds.standIn(verdict.views.flatMap { verdict.standIns[$0.key] ?? [] })
        if !aside.isEmpty {
          if viewRetries == 0 {
            rounds.setAside(aside)
          } else {
            rounds.setAsideEverything(aside)
          }
          viewRetries += 1
        }
        excluded.merge(failing) { first, _ in first }
        startNotes += failing.sorted { $0.key < $1.key }.map(Self.note)
        continue
      }
      // The views the errors are in would be set aside: said, and their errors left out, so
      // that what remains is what to fix.
      rounds.setAside(verdict.views)
      let final = report()
      if !final.isEmpty { writeNotice(final + "\n") }
      return .failure(
        FeatureFileError(.didNotCompile(files: files, status: status, diagnostics: rest)))
    }
  }

  /// The line that says why a start or a view the registration gave is left out.
  static func note(key: String, message: String) -> String {
    if key.hasPrefix("view preview ") {
      return "note: screen does not draw the preview at \(key.dropFirst("view preview ".count)): "
        + message
    }
    if key.hasPrefix("view ") {
      return "note: screen does not draw \(key.dropFirst("view ".count)): \(message)"
    }
    if key.hasPrefix("preview ") {
      return "note: the store built at \(key.dropFirst("preview ".count)) is not a way to start: "
        + message
    }
    return "note: \(key.dropFirst("state ".count)) can't start from sample values: \(message)"
  }
}
