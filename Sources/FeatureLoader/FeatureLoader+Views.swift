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
    setAside: SetAside, naming: [String]
  ) -> Result<String, FeatureFileError> {
    var rounds = ViewRounds(setAside)
    var viewRetries = 0
    var excluded: [String: String] = [:]
    var startNotes: [String] = []
    let paths = cache.files.map(\.path)
    func report() -> String {
      (rounds.report + previews.passedOver.map(\.note) + startNotes).joined(separator: "\n")
    }
    for compile in 1...ViewRounds.compiles {
      let registration = registrationSource(
        scan, previews: previews, excluding: excluded, settingAside: rounds.keys)
      let said = report()
      let result = cache.compile(
        key: key, registration: registration,
        setAside: (setAside.texts(settingAside: rounds.keys), said.isEmpty ? nil : said))
      let error: FeatureFileError
      switch result {
      case let .success(compiled):
        if !said.isEmpty { writeError(said + "\n") }
        if !compiled.diagnostics.isEmpty { writeError(compiled.diagnostics) }
        return .success(compiled.library)
      case let .failure(failure): error = failure
      }
      guard case let .didNotCompile(files, status, diagnostics, _, _) = error.cause else {
        if !said.isEmpty { writeError(said + "\n") }
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
      let failing =
        excluded.isEmpty ? failingStarts(registration: registration, diagnostics: rest) : [:]
      let restFails = verdict.isElsewhere && failing.isEmpty
      if compile < ViewRounds.compiles, !restFails, !verdict.views.isEmpty || !failing.isEmpty {
        if !verdict.views.isEmpty {
          if viewRetries == 0 {
            rounds.setAside(verdict.views)
          } else {
            rounds.setAsideEverything(verdict.views)
          }
          viewRetries += 1
        }
        excluded.merge(failing) { first, _ in first }
        startNotes += failing.sorted { $0.key < $1.key }.map { key, message in
          key.hasPrefix("preview ")
            ? "note: the store built at \(key.dropFirst("preview ".count)) is not a way to start: "
              + message
            : "note: \(key.dropFirst("state ".count)) can't start from sample values: \(message)"
        }
        continue
      }
      // The views the errors are in would be set aside: said, and their errors left out, so
      // that what remains is what to fix.
      rounds.setAside(verdict.views)
      let final = report()
      if !final.isEmpty { writeError(final + "\n") }
      return .failure(
        FeatureFileError(.didNotCompile(files: files, status: status, diagnostics: rest)))
    }
    // NB: Not reached: the last compile returns.
    return .failure(FeatureFileError(.didNotCompile(files: paths, status: 1)))
  }
}
