import Synchronization

/// What a throttle remembers under its id: when it last let an action through, and the action it
/// holds back for the end of the interval.
struct ThrottleRecord<Time: Strideable, Value> {
  var lastLetThrough: Time?
  var heldBack: Value?

  /// What to do with an action that reached the throttle.
  enum Next {
    /// Send it now.
    case sendNow(Value)
    /// Send this action (maybe another one, held back before) at the end of the interval.
    case send(Value, at: Time)
  }

  /// An action reaches the throttle at `now`: it goes through, or waits for the end of the
  /// interval.
  mutating func arrival(
    of value: Value, at now: Time, interval: Time.Stride, latest: Bool
  ) -> Next {
    guard let last = lastLetThrough else {
      letThrough(at: now)
      return .sendNow(value)
    }
    let value = latest ? value : (heldBack ?? value)
    if last.distance(to: now) >= interval {
      letThrough(at: now)
      return .sendNow(value)
    }
    heldBack = value
    return .send(value, at: last.advanced(by: interval))
  }

  /// An action went through at `now`.
  mutating func letThrough(at now: Time) {
    lastLetThrough = now
    heldBack = nil
  }
}

extension ThrottleRecord: Sendable where Time: Sendable, Value: Sendable {}
extension ThrottleRecord.Next: Sendable where Time: Sendable, Value: Sendable {}
extension ThrottleRecord: Equatable where Value: Equatable {}
extension ThrottleRecord.Next: Equatable where Value: Equatable {}

/// The record of one throttle id, kept per store: the store whose effect reads it (told apart
/// by the host of its effects), or a record shared by effects that run outside any store.
struct ThrottleRecords<Time: Strideable & Sendable, Value: Sendable>: Sendable {
  let id: AnyHashableSendable

  /// Runs `body` on the record of the current effect's store, under the lock of every record.
  func update<Result: Sendable>(
    _ body: (inout ThrottleRecord<Time, Value>) -> Result
  ) -> Result {
    ThrottleTable.shared.update(id: id, host: EffectContext.current?.host) { stored in
      // Another throttle under the same id, on another scheduler or action type, starts afresh.
      var record = stored as? ThrottleRecord<Time, Value> ?? ThrottleRecord()
      defer { stored = record }
      return body(&record)
    }
  }
}

/// Every store's throttle records, by id. A store's records go when the store does: its host is
/// held weakly, and the records of stores that are gone are dropped as new stores throttle.
private final class ThrottleTable: Sendable {
  static let shared = ThrottleTable()

  private struct Records {
    weak var host: EffectHost?
    var byID: [AnyHashableSendable: any Sendable] = [:]
  }

  private struct State {
    var stores: [ObjectIdentifier: Records] = [:]
    var outside: [AnyHashableSendable: any Sendable] = [:]
  }

  private let state = Lock(State())

  func update<Result: Sendable>(
    id: AnyHashableSendable, host: EffectHost?,
    _ body: (inout (any Sendable)?) -> Result
  ) -> Result {
    state.withLock { state in
      guard let host else { return body(&state.outside[id]) }
      let key = ObjectIdentifier(host)
      if state.stores[key]?.host !== host {
        state.stores = state.stores.filter { $0.value.host != nil }
        state.stores[key] = Records(host: host)
      }
      return body(&state.stores[key, default: Records(host: host)].byID[id])
    }
  }
}
