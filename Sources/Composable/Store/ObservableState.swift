/// A feature's state marked `@ObservableState`, as TCA's views observe it.
///
/// The engine drives no views, so the protocol asks for nothing: it records that the state was
/// written for observation, and code that constrains to it compiles as in TCA.
public protocol ObservableState {}
