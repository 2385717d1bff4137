import ComposableArchitecture
import Foundation
import SwiftUI

/// The screen of ``EffectsBasics``, as the case study lays it out: the counter between its minus
/// and plus buttons, the number-fact button, a spinner while a fact is fetched, and the fact.
///
/// The case study's first section, the "about" text every case study opens with, is left out:
/// it is prose, not the feature.
public struct EffectsBasicsView: View {
  let store: StoreOf<EffectsBasics>
  @Environment(\.openURL) var openURL

  /// Creates the view.
  public init(store: StoreOf<EffectsBasics>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Section {
        HStack {
          Button {
            store.send(.decrementButtonTapped)
          } label: {
            Image(systemName: "minus")
          }
          Text("\(store.count)")
            .monospacedDigit()
          Button {
            store.send(.incrementButtonTapped)
          } label: {
            Image(systemName: "plus")
          }
        }
        .frame(maxWidth: .infinity)

        Button("Number fact") { store.send(.numberFactButtonTapped) }
          .frame(maxWidth: .infinity)

        if store.isNumberFactRequestInFlight {
          ProgressView()
            .frame(maxWidth: .infinity)
        }

        if let numberFact = store.numberFact {
          Text(numberFact)
        }
      }

      Section {
        Button("Number facts provided by numbersapi.com") {
          openURL(URL(string: "http://numbersapi.com")!)
        }
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity)
      }
    }
    .buttonStyle(.borderless)
    .navigationTitle("Effects")
  }
}
