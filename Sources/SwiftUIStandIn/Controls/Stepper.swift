/// Two buttons that step a value up and down. The headless host finds it by its label and
/// steps it; a value with bounds stays inside them, as on a device.
nonisolated public struct Stepper<Label: View>: View {
    public typealias Body = Never

    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) }, onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(
            label: label,
            onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
            onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        )
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

extension Stepper: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let title = context.appending("label").render(label).flatMap(\._texts).joined(separator: " ")
        let node = _Node(.stepper(title), path: context.path)
        node.increment = onIncrement.map { action in context.graph.marked { action() } }
        node.decrement = onDecrement.map { action in context.graph.marked { action() } }
        node.isDisabled = !context.isEnabled
        return [node]
    }
}

/// A value chosen along a track between two bounds. The host sets it by its label.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never

    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let label: Label

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(
            read: { Double(value.wrappedValue) },
            write: { newValue in
                var clamped = min(max(V(newValue), bounds.lowerBound), bounds.upperBound)
                if let step, step > 0 {
                    let steps = ((clamped - bounds.lowerBound) / V(step)).rounded()
                    clamped = bounds.lowerBound + steps * V(step)
                }
                value.wrappedValue = clamped
            }
        )
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView())
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label())
    }
}

extension Slider: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let title = context.appending("label").render(label).flatMap(\._texts).joined(separator: " ")
        let node = _Node(.slider(title), path: context.path)
        node.value = value
        node.isDisabled = !context.isEnabled
        node.bounds = bounds
        let span = bounds.upperBound - bounds.lowerBound
        node.fraction = span > 0 ? (value.wrappedValue - bounds.lowerBound) / span : nil
        return [node]
    }
}
