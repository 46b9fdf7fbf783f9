// The sliders of iOS 13, with `onEditingChanged` before the label (deprecated in iOS 17.4 for the
// label-first forms). Disfavoured so that a call that fits both forms picks the current one.

extension Slider where ValueLabel == EmptyView {
    @available(iOS, deprecated: 17.4, message: "use Slider(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
    }

    @available(iOS, deprecated: 17.4, message: "use Slider(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label())
    }
}

extension Slider {
    @available(iOS, deprecated: 17.4, message: "use Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
    }

    @available(iOS, deprecated: 17.4, message: "use Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label())
    }
}
