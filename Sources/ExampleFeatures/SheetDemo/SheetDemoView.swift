import ComposableArchitecture
import SwiftUI

/// The screen of ``SheetDemo``: a button that presents a stopwatch in a sheet, and the laps of
/// the stopwatches dismissed so far.
public struct SheetDemoView: View {
  @Bindable var store: StoreOf<SheetDemo>

  /// Creates the view.
  public init(store: StoreOf<SheetDemo>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Button("Start a stopwatch") { store.send(.presentStopwatchButtonTapped) }
      Section {
        if store.laps.isEmpty {
          Text("No laps yet")
        } else {
          Text(store.laps.map { "\($0)s" }.joined(separator: ", "))
        }
      } header: {
        Text("Laps")
      }
    }
    .navigationTitle("Sheets")
    .sheet(item: $store.scope(state: \.stopwatch, action: \.stopwatch)) { stopwatchStore in
      NavigationStack {
        StopwatchView(store: stopwatchStore)
      }
    }
  }
}

/// The screen of ``Stopwatch``: the seconds counted, a start button, and Done.
public struct StopwatchView: View {
  let store: StoreOf<Stopwatch>

  /// Creates the view.
  public init(store: StoreOf<Stopwatch>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Text("\(store.secondsElapsed)s")
        .monospacedDigit()
      Button("Start") { store.send(.startButtonTapped) }
        .disabled(store.isRunning)
    }
    .navigationTitle("Stopwatch")
    .toolbar {
      ToolbarItem {
        Button("Done") { store.send(.doneButtonTapped) }
      }
    }
  }
}
