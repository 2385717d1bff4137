import ComposableArchitecture
import SwiftUI

/// The screen of ``NavigationStackDemo``: links that push a counter or a timer on the stack,
/// each screen of the stack drawn by its own view.
public struct NavigationStackDemoView: View {
  @Bindable var store: StoreOf<NavigationStackDemo>

  /// Creates the view.
  public init(store: StoreOf<NavigationStackDemo>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Form {
        NavigationLink(
          "Go to counter", state: NavigationStackDemo.Path.State.counter(CounterScreen.State()))
        NavigationLink(
          "Go to timer", state: NavigationStackDemo.Path.State.timer(TimerScreen.State()))
      }
      .navigationTitle("Navigation stack")
    } destination: { store in
      switch store.case {
      case let .counter(store):
        CounterScreenView(store: store)
      case let .timer(store):
        TimerScreenView(store: store)
      }
    }
  }
}

/// A counter pushed on the stack.
public struct CounterScreenView: View {
  let store: StoreOf<CounterScreen>

  /// Creates the view.
  public init(store: StoreOf<CounterScreen>) {
    self.store = store
  }

  public var body: some View {
    Form {
      HStack {
        Button("−") { store.send(.decrementButtonTapped) }
        Text("\(store.count)")
        Button("+") { store.send(.incrementButtonTapped) }
      }
      Button("Dismiss") { store.send(.backButtonTapped) }
    }
    .navigationTitle("Counter")
  }
}

/// A timer pushed on the stack.
public struct TimerScreenView: View {
  let store: StoreOf<TimerScreen>

  /// Creates the view.
  public init(store: StoreOf<TimerScreen>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Text("\(store.secondsElapsed)s")
      if store.isTimerRunning {
        Button("Stop") { store.send(.stopButtonTapped) }
      } else {
        Button("Start") { store.send(.startButtonTapped) }
      }
    }
    .navigationTitle("Timer")
  }
}
