extension TestStore {
  // MARK: - Dismissal

  /// Makes `dismiss` in `dependencies` dismiss this store's feature, after the dismiss effect a
  /// test set, if any. A presented feature's effects see their parent's `dismiss` instead.
  func installDismissal(in dependencies: inout DependencyValues) {
    let identity = ObjectIdentifier(self)
    let explicit = dependencies.explicitDismiss
    guard explicit?.testStore != identity else { return }
    // Another test store's dismissal, copied with its dependencies, is replaced, not run.
    let wrapped = explicit?.testStore == nil ? explicit : nil
    dependencies.dismiss = DismissEffect(testStore: identity) {
      [weak store = self as any TestStoreDismissing] location in
      await wrapped?.dismiss(location)
      store?.dismissFeature()
    }
  }

  /// Dismisses the store's feature: cancels every effect, and refuses actions from now on.
  func dismissFeature() {
    core.withLock { $0.isDismissed = true }
    runtime.cancelAll()
  }
}

/// What a test store's `dismiss` dependency asks of the store.
protocol TestStoreDismissing: AnyObject, Sendable {
  func dismissFeature()
}

extension TestStore: TestStoreDismissing {}
