// The stepper of iOS 13 with its label last, as a trailing closure (deprecated in iOS 17.4 for the
// label-first form, but still common).

extension Stepper {
    @available(iOS, deprecated: 17.4, message: "use Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension Stepper {
    @available(iOS, deprecated: 17.4, message: "use Stepper(value:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @available(iOS, deprecated: 17.4, message: "use Stepper(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}
