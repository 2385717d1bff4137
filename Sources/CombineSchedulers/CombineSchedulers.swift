// `import CombineSchedulers`, as code written for The Composable Architecture imports it:
// combine-schedulers' `AnyScheduler`, `TestScheduler`, `ImmediateScheduler` and
// `UnimplementedScheduler`, with `DispatchQueue.test`, `.immediate` and `.unimplemented`, on
// Linux without Combine.
//
// It brings the whole of `ComposableArchitecture`, whose engine holds these types: one
// `DependencyValues`, one `IdentifiedArray`, whichever of the module names a file imports.
@_exported import ComposableArchitecture
