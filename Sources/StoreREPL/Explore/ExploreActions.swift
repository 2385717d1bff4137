import Composable

/// Which of the feature's actions `explore` sends: by default those a user can send — where an
/// action is a `ViewAction` (TCA's `case view(View)`), only its `view` cases, since the others
/// are what the feature's effects send it —, or those `only` names, or the default without
/// those `except` names. What effects feed back arrives by itself, through `advance next`.
struct ExploreActions {
  /// The case paths `only` names, outermost case first; nil when it names none.
  var only: [[String]]?
  /// The case paths `except` names.
  var except: [[String]] = []

  /// Whether `explore` sends `action`.
  func sends(_ action: Any) -> Bool {
    let names = DebuggerState.caseNames(of: action)
    func isNamed(_ paths: [[String]]) -> Bool { paths.contains { names.starts(with: $0) } }
    if let only { return isNamed(only) }
    return Self.isUserAction(action) && !isNamed(except)
  }

  /// Whether a user can send `action`: wherever on its way down through its payloads an action
  /// is a `ViewAction`, its case is `view`.
  static func isUserAction(_ action: Any) -> Bool {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum else { return true }
    let child = mirror.children.first
    if type(of: action) is any ViewAction.Type, child?.label != "view" { return false }
    guard let child else { return true }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      // A labelled payload (`.element(id: 0, action: .view(…))`) leads on through its last enum.
      guard
        let inner = Array(payload.children).last(where: {
          Mirror(reflecting: $0.value).displayStyle == .enum
        })
      else { return true }
      return isUserAction(inner.value)
    }
    return isUserAction(child.value)
  }
}

extension StoreSession {
  /// The actions `explore` sends, as `only` or `except` chose them: each case path read
  /// against the feature's actions, with or without its leading `.`.
  ///
  /// - Throws: A case that is not one of the action's, with the closest as "did you mean".
  func exploreActions(
    _ choice: SessionCommand.ExploreChoice?
  ) throws(ShellError) -> ExploreActions {
    guard let choice else { return ExploreActions() }
    var paths: [[String]] = []
    for argument in choice.cases {
      let isDotted = argument.text.hasPrefix(".") || argument.text.hasPrefix("\\")
      paths.append(
        try DebuggerState.casePath(
          isDotted ? argument.text : Substring("." + argument.text),
          offset: argument.offset - (isDotted ? 0 : 1), action: Action.self))
    }
    switch choice.kind {
    case .only: return ExploreActions(only: paths)
    case .except: return ExploreActions(except: paths)
    }
  }

  /// What Tab offers after `explore`: its words, and after `only` or `except` the cases of the
  /// feature's actions, as typed with or without a leading `.`.
  func exploreCompletions(_ partial: String) -> [String] {
    let words = partial.split(separator: " ", omittingEmptySubsequences: false)
    let last = words.last ?? ""
    let before = partial.dropLast(last.count)
    let isListing = words.dropLast().last.map { word in
      word == "only" || word == "except" || word.hasSuffix(",")
    }
    guard isListing == true || last.hasPrefix(",") else {
      let keywords = ["depth ", "for ", "only ", "except "].filter { keyword in
        !words.dropLast().contains { $0 == keyword.dropLast() }
      }
      return keywords.filter { $0.hasPrefix(last) }.map { before + $0 }
    }
    let comma = last.hasPrefix(",") ? "," : ""
    let typed = last.dropFirst(comma.count)
    let isDotted = typed.hasPrefix(".")
    return caseCompletions(for: isDotted ? String(typed) : "." + typed, in: Action.self).map {
      let path = $0.hasSuffix("(") ? String($0.dropLast()) : $0
      return before + comma + (isDotted ? path : String(path.dropFirst()))
    }
  }
}
