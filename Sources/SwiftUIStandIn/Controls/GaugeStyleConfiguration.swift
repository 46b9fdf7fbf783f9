/// What a gauge style gets to draw: the value's fraction of the range and the gauge's labels.
public struct GaugeStyleConfiguration {
    /// The gauge's title.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(content) }
    }

    /// The label that shows the current value.
    public struct CurrentValueLabel: View, _PrimitiveView {
        public typealias Body = Never
        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(content) }
    }

    /// The label at the low end of the range.
    public struct MinimumValueLabel: View, _PrimitiveView {
        public typealias Body = Never
        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(content) }
    }

    /// The label at the high end of the range.
    public struct MaximumValueLabel: View, _PrimitiveView {
        public typealias Body = Never
        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(content) }
    }

    /// A label marking one value along the range.
    public struct MarkedValueLabel: View, _PrimitiveView {
        public typealias Body = Never
        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(content) }
    }

    /// The current value as a fraction of the range, from 0 to 1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}
