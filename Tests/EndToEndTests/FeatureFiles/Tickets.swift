// Features that start where their previews start, and one that starts from sample values.
import ComposableArchitecture
import SwiftUI

struct Seat: Equatable, Identifiable {
  let id: UUID
  var row: String
  var number: Int
}

struct SoldOut: Error {}

struct BookingClient {
  var confirm: @Sendable (_ seat: Seat) async throws -> String
}

extension BookingClient: DependencyKey {
  static let liveValue = BookingClient(confirm: { _ in "booked by the box office" })
  static let previewValue = BookingClient(confirm: { seat in "held \(seat.row)\(seat.number)" })
}

extension DependencyValues {
  var booking: BookingClient {
    get { self[BookingClient.self] }
    set { self[BookingClient.self] = newValue }
  }
}

@Reducer
struct Ticket {
  @ObservableState
  struct State: Equatable {
    var seat: Seat
    var holder: String
    var confirmation: String?
  }

  enum Action {
    case confirmButtonTapped
    case confirmed(Result<String, any Error>)
  }

  @Dependency(\.booking) var booking

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .confirmButtonTapped:
        return .run { [seat = state.seat] send in
          await send(.confirmed(Result { try await booking.confirm(seat) }))
        }
      case let .confirmed(.success(confirmation)):
        state.confirmation = confirmation
        return .none
      case .confirmed(.failure):
        state.confirmation = "sold out"
        return .none
      }
    }
  }
}

@Reducer
struct Badge {
  @ObservableState
  struct State: Equatable {
    var holder: String
    var seat: Seat
    var isPrinted = false
  }

  enum Action {
    case printButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.isPrinted = true
      return .none
    }
  }
}

struct TicketView: View {
  let store: StoreOf<Ticket>

  var body: some View {
    Button(store.holder) { store.send(.confirmButtonTapped) }
  }
}

#Preview {
  TicketView(
    store: Store(
      initialState: Ticket.State(seat: Seat(id: UUID(), row: "K", number: 12), holder: "Ada")
    ) {
      Ticket()
    }
  )
}

#Preview("Sold out") {
  TicketView(
    store: Store(
      initialState: Ticket.State(seat: Seat(id: UUID(), row: "A", number: 1), holder: "Grace")
    ) {
      Ticket()
    } withDependencies: {
      $0.booking.confirm = { _ in throw SoldOut() }
    }
  )
}
