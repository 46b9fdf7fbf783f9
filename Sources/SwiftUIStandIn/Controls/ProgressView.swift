/// A spinner, or a bar when it knows how far along the work is.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never

    let label: Label
    let fraction: Double?
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {
        self.init(label: EmptyView(), fraction: nil)
    }

    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: nil)
    }

    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(label: Text(titleKey), fraction: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(label: Text(title), fraction: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(label: EmptyView(), fraction: Self.fraction(value, total))
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
        self.init(label: Text(titleKey), fraction: Self.fraction(value, total))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text {
        self.init(label: Text(title), fraction: Self.fraction(value, total))
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return Double(min(max(value / total, 0), 1))
    }
}

extension ProgressView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.progressView, path: context.path)
        node.fraction = fraction
        node.children = context.appending("label").render(label)
        return [node]
    }
}
