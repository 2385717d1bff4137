import ValueDump

/// The cases an enum value is made of, outermost first, each with its enum's type:
/// `.splash(.responseCurrentWeather(…))` → `(Root.Action, splash)`, `(Splash.Action,
/// responseCurrentWeather)`. It goes down while a case's payload is a single enum value that is
/// not an error (an `any Error` payload is no child action).
func caseChain(of value: Any) -> [(type: Any.Type, name: String)] {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return [] }
  let type = Swift.type(of: value)
  guard let child = mirror.children.first, let label = child.label else {
    // A case without payload dumps as `.name`, whatever the enum's description says.
    return [(type, String(customDumpInline(value).drop { $0 == "." }))]
  }
  guard !(child.value is any Error) else { return [(type, label)] }
  return [(type, label)] + caseChain(of: child.value)
}
