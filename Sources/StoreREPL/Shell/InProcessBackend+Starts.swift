/// How a feature starts: the previews of the files, numbered, a typed state, the default.
extension InProcessBackend {
  /// A preview of the files: its number among them (from 1, in the order of the features), its
  /// feature and its start.
  struct Preview {
    var number: Int
    var feature: REPLFeature
    var start: REPLStart
  }

  /// Every preview of the features, numbered.
  var previews: [Preview] {
    Self.previews(of: features)
  }

  static func previews(of features: [REPLFeature]) -> [Preview] {
    var previews: [Preview] = []
    for feature in features {
      for start in feature.starts {
        guard case .preview = start.origin else { continue }
        previews.append(Preview(number: previews.count + 1, feature: feature, start: start))
      }
    }
    return previews
  }

  /// The feature a session on these features starts when none is named: the first a preview
  /// builds, else the one that starts from `State()` or a state its registration gives, else
  /// the one that starts at all; nil when that leaves several.
  static func defaultFeature(among features: [REPLFeature]) -> REPLFeature? {
    let startable = features.filter { $0.unstartableReason == nil }
    if let preview = previews(of: startable).first { return preview.feature }
    let plain = startable.filter { $0.starts.first?.origin == .initializer }
    if plain.count == 1 { return plain[0] }
    return startable.count == 1 ? startable[0] : nil
  }

  /// The feature and the start a choice names.
  ///
  /// - Parameter offset: Where the choice is in the line it was typed on, for carets.
  /// - Returns: The feature, its start and the choice with the feature's name.
  func resolve(
    _ choice: FeatureChoice, at offset: Int?
  ) -> Result<(feature: REPLFeature, start: REPLStart, choice: FeatureChoice), ShellError> {
    var choice = choice
    let startOffset = offset.map { $0 + (choice.name.isEmpty ? 0 : choice.name.utf8.count + 1) }
    var feature: REPLFeature?
    if !choice.name.isEmpty {
      guard let named = self.feature(named: choice.name) else {
        // Typed after `load`, the command lists the features below the lines that point into
        // it; on a command line, the message lists them.
        return .failure(unknownFeature(choice.name, at: offset, listing: offset == nil))
      }
      feature = named
    }
    switch choice.start {
    case nil:
      guard let chosen = feature ?? Self.defaultFeature(among: features) else {
        return .failure(severalFeatures(at: offset))
      }
      choice.name = chosen.name
      return .success((chosen, chosen.starts[0], choice))
    case .preview(let which):
      let candidates = previews.filter { feature == nil || $0.feature.name == feature?.name }
      let found =
        Int(which).flatMap { number in previews.first { $0.number == number } }
        ?? candidates.first { Self.shows($0.start, which) }
      guard let found, feature == nil || found.feature.name == feature?.name else {
        return .failure(noPreview(which, of: feature, at: startOffset))
      }
      choice.name = found.feature.name
      choice.start = .preview(which)
      return .success((found.feature, found.start, choice))
    case .state(let literal):
      guard let chosen = feature ?? Self.defaultFeature(among: features) else {
        return .failure(severalFeatures(at: offset))
      }
      choice.name = chosen.name
      return .success((chosen, chosen.starts[0].typed(literal), choice))
    }
  }

  /// Whether a preview shows `name`: its view, its name or its place.
  private static func shows(_ start: REPLStart, _ name: String) -> Bool {
    guard case .preview(let place, let shows) = start.origin else { return false }
    return [shows, place].contains { $0?.lowercased() == name.lowercased() }
  }

  private func severalFeatures(at offset: Int?) -> ShellError {
    ShellError(.feature(.severalFeatures(features.map(\.name))), at: offset)
  }

  private func noPreview(_ which: String, of feature: REPLFeature?, at offset: Int?) -> ShellError {
    let listed = previews.filter { feature == nil || $0.feature.name == feature?.name }
    guard !listed.isEmpty else {
      return ShellError(.feature(.noPreview(of: feature?.name)), at: offset)
    }
    return ShellError(
      .feature(
        .noSuchPreview(
          which, of: feature?.name, previews: listed.map { "\($0.number) \(Self.title($0))" })),
      at: offset)
  }

  /// A preview as lists name it: what it shows and where, `ContactsView (Contacts.swift:80)`.
  static func title(_ preview: Preview) -> String {
    guard case .preview(let place, let shows) = preview.start.origin else { return "" }
    return shows.map { "\($0) (\(place))" } ?? place
  }

  /// The lines under the banner that say how the session started, and the other previews.
  func startRows(_ feature: REPLFeature) -> [String] {
    guard let session else { return [] }
    var rows: [String] = []
    switch session.start {
    case .initializer: break
    case .preview(let place, let shows):
      rows.append(
        "  started from the preview at \(place)" + (shows.map { " (\($0))" } ?? "")
          + ", with its dependencies ('deps' lists them)")
    case .samples:
      rows.append(
        "  started from sample values for the State's fields without a default: "
          + session.madeUp.joined(separator: ", "))
      rows.append(
        "  to start from others: 'load \(feature.name) \(session.stateTypeName)(…)', or "
          + "'\(feature.name) --state …' on the command line")
    case .typed(let literal):
      rows.append("  started from \(literal)")
    }
    let chosen = previews.first { $0.start.origin == session.start }?.number
    let others = previews.filter { $0.number != chosen }
    if !others.isEmpty {
      rows.append(
        "  other previews: "
          + others.map { "\($0.number) \(Self.title($0))" }.joined(separator: ", ")
          + "; 'load \(others[0].feature.name) preview \(others[0].number)' starts one")
    }
    return rows
  }
}
