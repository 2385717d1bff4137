/// The views the registration gives the features' starts, for `screen`: for a store a preview
/// builds, what the preview shows; else the file's view that holds the feature's store
/// (``StoreViewScan``).
///
/// Each view is a function the registration declares, after a comment line that names it
/// (`// view preview Card.swift:6`, `// view CardView`), so that the compiler's errors in it
/// leave that view out (``FeatureLoader/failingStarts(registration:diagnostics:)``) and not
/// the start. A view that is set aside, or that uses what is, is not given.
struct RegisteredViews {
  /// What keeps a view out: the keys of the views whose errors left them out, and whether a
  /// place in the files (a preview) or a view's name is set aside.
  struct Exclusions {
    var failed: [String: String] = [:]
    var isSetAside: (_ file: String, _ line: Int) -> Bool = { _, _ in false }
    var setAsideNames: Set<String> = []
  }

  let scan: StoreViewScan
  let exclusions: Exclusions
  /// The functions declared so far, each after its comment line.
  private(set) var declarations: [String] = []
  private var functions: [String: String] = [:]

  init(_ scan: StoreViewScan, excluding exclusions: Exclusions = Exclusions()) {
    self.scan = scan
    self.exclusions = exclusions
  }

  /// The key that names a preview's view in the registration.
  static func key(preview store: PreviewScan.Store) -> String { "view preview \(store.place)" }
  /// The key that names a file's view in the registration.
  static func key(view: StoreViewScan.StoreView) -> String { "view \(view.name)" }

  /// The `view:` argument of a start from a preview's store, or nil when there is no view.
  mutating func argument(for store: PreviewScan.Store, of feature: String) -> String? {
    if let body = store.view, !exclusions.isSetAside(store.file, store.line) {
      let key = Self.key(preview: store)
      if exclusions.failed[key] == nil {
        return argument(
          key: key, store: "StoreOf<\(store.feature)>", body: body,
          parameter: PreviewScan.Store.storeParameter)
      }
    }
    return argument(of: feature)
  }

  /// The `view:` argument of a start of `feature` from its state, or nil when there is no view.
  mutating func argument(of feature: String) -> String? {
    guard let view = scan.view(of: feature), !exclusions.setAsideNames.contains(view.name)
    else { return nil }
    let key = Self.key(view: view)
    guard exclusions.failed[key] == nil else { return nil }
    return argument(
      key: key, store: "StoreOf<\(feature)>", body: "\(view.name)(\(view.property): store)",
      parameter: "store")
  }

  private mutating func argument(
    key: String, store: String, body: String, parameter: String
  ) -> String {
    if let function = functions[key] { return "view: { \(function)($0) }" }
    let function = "_storeREPLView\(declarations.count)"
    functions[key] = function
    declarations.append(
      """
      // \(key)
      @MainActor @ViewBuilder
      private func \(function)(_ \(parameter): \(store)) -> some View {
        \(body)
      }

      """)
    return "view: { \(function)($0) }"
  }
}
