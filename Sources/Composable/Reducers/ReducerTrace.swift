import Synchronization

/// How one action went through a reducer's composition: each reducer that ran, in order, with
/// the state it ran on before and after, the effects it returned and the reducers inside it.
///
/// Recorded only inside ``record(_:)``: the composing reducers (`Scope`, `ifLet`, `forEach`,
/// `Reduce`, a feature's `body`, …) check one flag per call, and without a recording in
/// progress they do what they do without it.
@usableFromInline
package struct ReducerTrace {
  /// The reducers that ran first in the composition, in order.
  package var nodes: [Node]

  /// One reducer that ran.
  package struct Node {
    /// Which reducer it is.
    package var label: Label
    /// The state it ran on, before and after it ran: the part its parent scoped it to.
    package var before: Any
    package var after: Any
    /// The effects it returned, each as written (`.run (Feature.swift:40)`), inside ones
    /// merged; empty when it returned none.
    package var effects: [String] = []
    /// Whether it had something to do with the action: a scope whose action case is another
    /// did not.
    package var handled = true
    /// The reducers it ran, in order.
    package var children: [Node] = []
  }

  /// How a reducer is named in a trace: `Scope(\.splash)`, its child `Splash`, and where it is
  /// written, when known.
  @usableFromInline
  package struct Label: Equatable {
    package enum Kind: Equatable {
      /// A feature's `body`, named by the feature.
      case body
      /// A reducer that runs a child or an element.
      case scope
      /// A reducer that changes the state itself (`Reduce`, `BindingReducer`).
      case leaf
      /// A reducer that only adds to the ones it runs (`onChange`, `CombineReducers`).
      case modifier
      /// Something a reducer did apart from the reducers it ran.
      case note
    }

    package var kind: Kind
    package var name: String
    /// The reducer it runs, for a scope: `Splash`.
    package var child: String?
    /// `Feature.swift:31`.
    package var location: String?

    package init(kind: Kind, name: String, child: String? = nil, location: String? = nil) {
      self.kind = kind
      self.name = name
      self.child = child
      self.location = location
    }
  }

  /// Runs `operation` with tracing on for the reducers it runs on this thread, and returns what
  /// it returns with the trace.
  ///
  /// - Parameter operation: Runs reducers; it must not suspend or run another task's work.
  /// - Returns: The result and the trace.
  package static func record<R>(_ operation: () throws -> R) rethrows -> (R, ReducerTrace) {
    let recorder = Recorder()
    activeRecordings.add(1, ordering: .relaxed)
    defer { activeRecordings.subtract(1, ordering: .relaxed) }
    let result = try Recorder.current.withValue(recorder, operation)
    return (result, ReducerTrace(nodes: recorder.finished()))
  }

  /// Whether a trace is being recorded somewhere in the process: the one check a composing
  /// reducer makes when no trace is.
  @inlinable
  package static var isRecording: Bool {
    activeRecordings.load(ordering: .relaxed) != 0
  }

  /// Runs a reducer's work as a node of the trace recorded on this thread, if one is.
  ///
  /// - Parameters:
  ///   - label: Names the reducer, given the state before it runs; read only when recording.
  ///   - handles: Whether the reducer has anything to do with the action.
  ///   - state: The state the reducer runs on.
  ///   - reduce: The reducer's work.
  /// - Returns: What `reduce` returns.
  @usableFromInline
  package static func traced<State, Action>(
    _ label: (State) -> Label, handles: Bool = true, state: inout State,
    _ reduce: (inout State) -> Effect<Action>
  ) -> Effect<Action> {
    guard let recorder = Recorder.current.current else { return reduce(&state) }
    recorder.begin(label(state), before: state)
    let effect = reduce(&state)
    recorder.end(after: state, effect: effect, handled: handles)
    return effect
  }

  /// Runs a child's work, for a reducer that scopes the state to a child (`ifLet`,
  /// `forEach`), as a node of the trace recorded on this thread, if one is.
  ///
  /// - Parameters:
  ///   - name: The operator, `ifLet`; `path`, `id`, `child` and `location` as in
  ///     ``Label/scope(_:path:id:child:at:)``.
  ///   - handles: Whether the action is for the child.
  ///   - state: The state the reducer runs on.
  ///   - reduce: The child's work.
  /// - Returns: What `reduce` returns.
  @usableFromInline
  package static func scoped<State, Action>(
    _ name: String, path: String?, id: Any? = nil, child: Any.Type, at location: SourceLocation,
    handles: Bool = true, state: inout State, _ reduce: (inout State) -> Effect<Action>
  ) -> Effect<Action> {
    traced(
      { _ in .scope(name, path: path, id: id, child: child, at: location) }, handles: handles,
      state: &state, reduce)
  }

  /// Notes something a reducer did apart from the reducers it ran (a cancellation it added), on
  /// the trace recorded on this thread, if one is.
  ///
  /// - Parameters:
  ///   - text: What happened: `ifLet: \.child became nil`.
  ///   - location: Where the reducer is written.
  ///   - state: The state, which the note leaves as it is.
  ///   - effect: What the reducer added.
  @usableFromInline
  package static func note<State, Action>(
    _ text: String, at location: SourceLocation, state: State, effect: Effect<Action>
  ) {
    guard let recorder = Recorder.current.current else { return }
    recorder.begin(.note(text, at: location), before: state)
    recorder.end(after: state, effect: effect, handled: true)
  }

  /// Notes a reducer that scopes the state to a child (`ifLet`, `forEach`) as one the action is
  /// not for, on the trace recorded on this thread, if one is.
  ///
  /// - Parameters:
  ///   - name: The operator; `path`, `child` and `location` as in
  ///     ``Label/scope(_:path:id:child:at:)``.
  ///   - state: The state, which the reducer leaves as it is.
  @usableFromInline
  package static func note<State>(
    _ name: String, path: String?, child: Any.Type, at location: SourceLocation,
    notHandling state: State
  ) {
    guard let recorder = Recorder.current.current else { return }
    recorder.begin(.scope(name, path: path, child: child, at: location), before: state)
    recorder.end(after: state, effect: Effect<Never>.none, handled: false)
  }

  /// Builds the trace on the thread that records it.
  final class Recorder {
    /// The recorder of this thread: bound on the thread, not as a task-local value, since a
    /// reducer never suspends and binding a task-local would cost every recorded step a lock of
    /// its task.
    static let current = ThreadScoped<Recorder>()

    /// The nodes begun and not ended, innermost last, each with the nodes ended inside it.
    private var open: [Node] = []
    private var roots: [Node] = []

    func begin(_ label: Label, before: Any) {
      open.append(Node(label: label, before: before, after: before))
    }

    func end<Action>(after: Any, effect: Effect<Action>, handled: Bool) {
      var node = open.removeLast()
      node.after = after
      node.handled = handled
      node.effects = effect.traceDescriptions
      if open.isEmpty {
        roots.append(node)
      } else {
        open[open.count - 1].children.append(node)
      }
    }

    func finished() -> [Node] { roots }
  }
}

/// How many recordings run: a count rather than a flag, since recordings on several threads
/// (tests run in parallel) each add one while they run.
@usableFromInline
let activeRecordings = Atomic<Int>(0)
