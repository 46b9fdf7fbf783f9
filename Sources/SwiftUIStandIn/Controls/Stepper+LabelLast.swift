// The stepper of iOS 13 with its label last, as a trailing closure (deprecated in iOS 17.4 for the
// label-first form, but still common).

extension Stepper {
    @available(iOS, deprecated: 17.4, message: "use Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
