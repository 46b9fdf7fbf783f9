/// A value within a range, shown as a meter (a battery level, a temperature). The headless host
/// draws it as a progress view of the value's fraction of the range, with its label.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
    public typealias Body = Never

    let label: Label
    let fraction: Double

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.label = label()
        fraction = Self.fraction(of: value, in: bounds)
    }

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.label = label()
        fraction = Self.fraction(of: value, in: bounds)
    }

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView {
        self.label = label()
        fraction = Self.fraction(of: value, in: bounds)
    }

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        self.label = label()
        fraction = Self.fraction(of: value, in: bounds)
    }

    private static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let width = bounds.upperBound - bounds.lowerBound
        guard width > 0 else { return 0 }
        return Double(min(max((value - bounds.lowerBound) / width, 0), 1))
    }

    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.progressView, path: context.path)
        node.fraction = fraction
        node.children = context.appending("label").render(label)
        return [node]
    }
}
