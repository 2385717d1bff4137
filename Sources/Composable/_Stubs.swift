// Temporary stand-ins, replaced by ValueDump.
func customDump<T>(_ value: T) -> String { String(reflecting: value) }
func customDumpLine<T>(_ value: T) -> String { String(describing: value) }

func proportionalDiff<T>(_ a: T, _ b: T) -> String? {
  let l = customDump(a), r = customDump(b)
  return l == r ? nil : "\u{2212} " + l + "\n+ " + r
}
