import ComposableArchitecture
import ExampleFeatures
import SwiftUI

@testable import StoreREPL

/// A mailbox whose "Archive all" asks first in a confirmation dialog, and whose "Read and
/// archive" sends two actions in one tap: what the built-in features' screens do not show.
@Reducer
struct Mailbox {
  @ObservableState
  struct State: Equatable {
    var archived = 0
    @Presents var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
    var unread = 3
  }

  enum Action: Equatable {
    case archiveAllButtonTapped
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    case markAllReadButtonTapped

    @CasePathable
    enum ConfirmationDialog: Equatable {
      case archiveAllConfirmed
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .archiveAllButtonTapped:
        state.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Archive every message?")
        } actions: {
          ButtonState(role: .destructive, action: .archiveAllConfirmed) {
            TextState("Archive all")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .confirmationDialog(.presented(.archiveAllConfirmed)):
        state.archived += state.unread
        state.unread = 0
        return .none
      case .confirmationDialog:
        return .none
      case .markAllReadButtonTapped:
        state.unread = 0
        return .none
      }
    }
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

/// The screen of ``Mailbox``.
struct MailboxView: View {
  @Bindable var store: StoreOf<Mailbox>

  var body: some View {
    Form {
      Text("\(store.unread) unread, \(store.archived) archived")
      Button("Archive all") { store.send(.archiveAllButtonTapped) }
      Button("Read and archive") {
        store.send(.markAllReadButtonTapped)
        store.send(.archiveAllButtonTapped)
      }
    }
    .navigationTitle("Mailbox")
    .confirmationDialog($store.scope(state: \.confirmationDialog, action: \.confirmationDialog))
  }
}

/// The catalog and ``Mailbox``, with its view.
let screenFeatures: [REPLFeature] =
  catalog + [
    REPLFeature(
      "Mailbox", summary: "a confirmation dialog, and a tap that sends two actions",
      initialState: Mailbox.State(), reducer: { Mailbox() },
      view: { store in NavigationStack { MailboxView(store: store) } }),
    REPLFeature(
      "Tally", summary: "steppers: bound, within bounds by a step, and sending actions",
      initialState: Tally.State(), reducer: { Tally() },
      view: { store in NavigationStack { TallyView(store: store) } }),
    REPLFeature(
      "Feed", summary: "a feed that loads as it appears, refreshes, and deletes a row",
      initialState: Feed.State(), reducer: { Feed() },
      view: { store in NavigationStack { FeedView(store: store) } }),
  ]

/// What the last of `commands` printed, run on a fresh shell of `feature` among `features`,
/// without the blank lines after it.
func lastOutput(of commands: [String], feature: String, features: [REPLFeature]) async -> String {
  let (output, _) = await Shell.replay(
    Transcript(feature: feature, commands: commands, output: ""), features: features)
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
  guard let prompt = lines.lastIndex(where: { $0.hasPrefix(feature + " ") && $0.contains("s> ") })
  else { return output }
  var after = lines[(prompt + 1)...]
  while after.last?.isEmpty == true { after = after.dropLast() }
  return after.joined(separator: "\n")
}

/// What the last of `commands` printed, run on a fresh shell of `feature` among
/// ``screenFeatures``.
func lastOnScreen(_ commands: [String], feature: String) async -> String {
  await lastOutput(of: commands, feature: feature, features: screenFeatures)
}
