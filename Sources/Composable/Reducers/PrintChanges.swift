import Dispatch
import ValueDump

extension Reducer {
  /// Prints every action this reducer receives and how it changed the state, for debugging:
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  ///
  /// The text goes to standard output, or, in the shell, into the output of the step.
  ///
  /// - Parameter printer: How to print a change; `nil` prints nothing.
  /// - Returns: A reducer that runs this one and prints.
  @inlinable
  @warn_unqualified_access
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How `_printChanges` prints an action and the state before and after it.
public struct _ReducerPrinter<State, Action>: Sendable {
  @usableFromInline
  let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer.
  ///
  /// - Parameters:
  ///   - printChange: Prints one change.
  ///   - queue: Accepted as TCA does; changes print right after the action, on the reducer's
  ///     own thread, so that they come out in order with the rest of a step.
  public init(
    printChange:
      @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void,
    queue: DispatchQueue? = nil
  ) {
    self._printChange = printChange
  }

  /// Prints one change.
  ///
  /// - Parameters:
  ///   - receivedAction: The action.
  ///   - oldState: The state before it.
  ///   - newState: The state after it.
  @inlinable
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    _printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// The action dumped whole and the diff of the state, or `(No state changes)`.
  public static var customDump: Self {
    Self { receivedAction, oldState, newState in
      var text = "received action:\n"
      ValueDump.customDump(receivedAction, to: &text, indent: 2)
      text += "\n"
      text += diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n"
      ChangePrinter.write(text)
    }
  }

  /// The action's cases alone, one line: `received action: Feature.Action.child(.increment)`.
  public static var actionLabels: Self {
    Self { receivedAction, _, _ in
      ChangePrinter.write("received action: \(debugCaseOutput(receivedAction))")
    }
  }
}

/// A reducer that prints the changes of another; see `Reducer._printChanges(_:)`.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    return effect
  }
}

extension _PrintChangesReducer: Sendable where Base: Sendable {}
