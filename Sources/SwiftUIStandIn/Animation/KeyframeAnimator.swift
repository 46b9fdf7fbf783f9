import Foundation

/// A view whose content is redrawn with a value its keyframes animate. The headless host shows
/// every change at once and animates nothing, so it draws the content at rest: with the initial
/// value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, _PrimitiveView
where Value == KeyframePath.Value {
    public typealias Body = Never

    let initialValue: Value
    let content: (Value) -> Content

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content(initialValue))
    }
}

extension View {
    public func keyframeAnimator<Value>(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        _Decorated(content: content(PlaceholderContentView(view: AnyView(self)), initialValue), name: "keyframeAnimator")
    }

    public func keyframeAnimator<Value>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        _Decorated(content: content(PlaceholderContentView(view: AnyView(self)), initialValue), name: "keyframeAnimator")
    }
}
