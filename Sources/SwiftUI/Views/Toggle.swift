/// A control that turns something on or off, as SwiftUI's `Toggle`: its node's value is `true`
/// or `false`, and its control ``ViewNode/Control/toggle(_:)`` the binding.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle with a title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// A toggle with a title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(.toggle, label: context.appending(.slot("label")).nodes(of: label))
    node.value = "\(isOn.wrappedValue)"
    node.control = .toggle(isOn)
    node.isEnabled = context.environment.isEnabled
    return [node]
  }
}

/// A control that steps a value up or down, as SwiftUI's `Stepper`: its control is
/// ``ViewNode/Control/stepper(increment:decrement:)``, and its node's value the value it steps.
/// A way it cannot step, past a bound or without an action, has no closure, as SwiftUI dims
/// that half.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?
  let value: (() -> String)?
  /// Whether the value is at its lower and at its upper bound.
  let atBounds: () -> (lower: Bool, upper: Bool)

  /// A stepper that runs an action for each step.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.increment = onIncrement
    self.decrement = onDecrement
    self.value = nil
    self.atBounds = { (false, false) }
  }

  /// A stepper of a value, by a step.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, bounds: nil, step: step, label: label())
  }

  /// A stepper of a value within bounds, by a step.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, bounds: bounds, step: step, label: label())
  }

  private init<V: Strideable>(
    value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label
  ) {
    self.label = label
    self.increment = {
      let next = value.wrappedValue.advanced(by: step)
      value.wrappedValue = bounds.map { min(next, $0.upperBound) } ?? next
    }
    self.decrement = {
      let next = value.wrappedValue.advanced(by: -step)
      value.wrappedValue = bounds.map { max(next, $0.lowerBound) } ?? next
    }
    self.value = { "\(value.wrappedValue)" }
    self.atBounds = {
      guard let bounds else { return (false, false) }
      let current = value.wrappedValue
      return (current <= bounds.lowerBound, current >= bounds.upperBound)
    }
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Stepper where Label == Text {
  /// A stepper with a title that runs an action for each step.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper with a title, of a value by a step.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A stepper with a title, of a value within bounds by a step.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper with a title, of a value by a step.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  /// A stepper with a title, of a value within bounds by a step.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
}

extension Stepper: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(.stepper, label: context.appending(.slot("label")).nodes(of: label))
    node.value = value?()
    let (atLower, atUpper) = atBounds()
    node.control = .stepper(
      increment: atUpper ? nil : increment, decrement: atLower ? nil : decrement)
    node.isEnabled = context.environment.isEnabled
    return [node]
  }
}

/// A control that picks a value in a range by sliding, as SwiftUI's `Slider`: its control is
/// ``ViewNode/Control/slider(_:_:)``.
public struct Slider<Label: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let label: Label

  /// A slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Slider where Label == EmptyView {
  /// A slider.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() })
  }

  /// A slider that moves by steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() })
  }
}

extension Slider {
  /// A slider with a label that moves by steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(.slider, label: context.appending(.slot("label")).nodes(of: label))
    node.value = "\(value.wrappedValue)"
    node.control = .slider(value, bounds)
    node.isEnabled = context.environment.isEnabled
    return [node]
  }
}
