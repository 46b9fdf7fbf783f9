/// The system's Paste button, which hands the pasteboard's contents to the app. The headless host
/// has no pasteboard, so the button is drawn and a tap pastes nothing.
@MainActor @preconcurrency
public struct PasteButton: View {
    public typealias Body = Never

    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
}

extension PasteButton: _PrimitiveView {
    package func _render(in context: _RenderContext) -> [_Node] {
        Button("Paste", systemImage: "doc.on.clipboard") {}._render(in: context)
    }
}
