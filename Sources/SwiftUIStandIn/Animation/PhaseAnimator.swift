/// Runs through a list of phases, redrawing its content for each (`PhaseAnimator([0, 1]) { … }`).
/// The headless host animates nothing, so it draws the content in the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never

    let firstPhase: Phase?
    let content: (Phase) -> Content

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        firstPhase.map { context.render(content($0)) } ?? []
    }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifies, handed to its content closure.
public struct PlaceholderContentView<Value>: View, _PrimitiveView {
    public typealias Body = Never

    let view: AnyView

    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(view)
    }
}

extension View {
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(view: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }
}
