#if os(Linux)
  import Foundation

  extension NotificationCenter {
    /// The notifications of a name, as an asynchronous sequence, as Foundation on Apple
    /// platforms gives them: each one posted while the sequence is iterated.
    ///
    /// - Parameters:
    ///   - name: The notifications' name.
    ///   - object: The object whose notifications to deliver, or `nil` for any.
    /// - Returns: The notifications.
    public func notifications(
      named name: Notification.Name, object: (any AnyObject & Sendable)? = nil
    ) -> Notifications {
      Notifications(center: self, name: name, object: object)
    }

    /// The notifications of a name, as an asynchronous sequence.
    public struct Notifications: AsyncSequence, Sendable {
      public typealias Element = Notification

      let center: NotificationCenter
      let name: Notification.Name
      let object: (any AnyObject & Sendable)?

      public func makeAsyncIterator() -> AsyncStream<Notification>.Iterator {
        let (stream, continuation) = AsyncStream<Notification>.makeStream()
        // The observer is registered before the sequence is iterated, so that a notification
        // posted right after `makeAsyncIterator()` is not lost.
        let observer = UncheckedSendableObserver(
          center.addObserver(forName: name, object: object, queue: nil) { notification in
            continuation.yield(UncheckedSendableNotification(notification).notification)
          })
        continuation.onTermination = { [center] _ in
          center.removeObserver(observer.value)
        }
        return stream.makeAsyncIterator()
      }
    }
  }

  // NB: `@unchecked`: the observer token is used once, to remove the observer.
  private struct UncheckedSendableObserver: @unchecked Sendable {
    let value: any NSObjectProtocol
    init(_ value: any NSObjectProtocol) { self.value = value }
  }

  // NB: `@unchecked`: a notification is delivered once, to one iterator.
  private struct UncheckedSendableNotification: @unchecked Sendable {
    let notification: Notification
    init(_ notification: Notification) { self.notification = notification }
  }
#endif
