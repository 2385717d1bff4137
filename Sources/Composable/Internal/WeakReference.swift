/// A reference that does not keep its object alive, set once the object exists: how what an
/// object makes in its initializer (a store's runtime, a runtime's host) refers back to it.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  // NB: `@unchecked`: set once, in the object's initializer, before any other thread can see it.
  weak var value: Object?
}
