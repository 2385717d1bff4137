import SwiftUI

// `ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }`: a view per element
// of a feature's collection, each with the store of its element.

extension ForEach {
  /// A view per element of a store's identified array, made with the element's store.
  ///
  /// - Parameters:
  ///   - store: The store of the collection, scoped to it: its state an `IdentifiedArray`, its
  ///     actions `IdentifiedAction`s.
  ///   - content: The view of an element, from the element's store.
  public init<ElementID: Hashable & Sendable, EachState, EachAction>(
    _ store: Store<IdentifiedArray<ElementID, EachState>, IdentifiedAction<ElementID, EachAction>>,
    @ViewBuilder content: @escaping (Store<EachState, EachAction>) -> Content
  ) where Data == [Store<EachState, EachAction>], ID == StoreID {
    self.init(store.elementStores(), id: \.id, content: content)
  }
}

extension List where SelectionValue == Never {
  /// A list of a row per element of a store's identified array.
  ///
  /// - Parameters:
  ///   - store: The store of the collection.
  ///   - rowContent: The row of an element, from the element's store.
  public init<ElementID: Hashable & Sendable, EachState, EachAction, RowContent: View>(
    _ store: Store<IdentifiedArray<ElementID, EachState>, IdentifiedAction<ElementID, EachAction>>,
    @ViewBuilder rowContent: @escaping (Store<EachState, EachAction>) -> RowContent
  ) where Content == ForEach<[Store<EachState, EachAction>], StoreID, RowContent> {
    self.init { ForEach(store, content: rowContent) }
  }
}

extension Store {
  /// The store of each element of this store's identified array, in order.
  func elementStores<ElementID: Hashable & Sendable, EachState, EachAction>() -> [Store<
    EachState, EachAction
  >]
  where
    State == IdentifiedArray<ElementID, EachState>,
    Action == IdentifiedAction<ElementID, EachAction>
  {
    state.ids.compactMap { id in scope(state: \.[id: id], action: \.[id: id]) }
  }
}
