/// The content of a window group that opens a window per value (`WindowGroup(for:)`): its view,
/// built from a binding to the value the window shows.
nonisolated public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    public typealias Body = Never

    let value: _StateLocation<Data?>
    let content: (Binding<Data?>) -> Content
}

extension PresentedWindowContent: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let value = value
        context.graph.adopt(value, key: context.path + ".value")
        return context.render(content(Binding(read: { value.box.value }, write: { value.box.value = $0 })))
    }
}
