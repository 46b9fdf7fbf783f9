// iOS 18's preview modifiers (`#Preview(traits: .modifier(SampleData()))`): a shared context,
// such as sample data, that previews are drawn in. Previews are never drawn on Linux, so a
// modifier is only type-checked.

/// Wraps previews in a context made once and shared by every preview that uses it.
@MainActor
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View

    static func makeSharedContext() async throws -> Self.Context

    @ViewBuilder
    func body(content: Self.Content, context: Self.Context) -> Self.Body

    typealias Content = PreviewModifierContent
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The preview a modifier wraps.
nonisolated public struct PreviewModifierContent: View, _PrimitiveView {
    public typealias Body = Never

    /// Only the preview system makes one, and it draws no previews here.
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        []
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(name: "modifier")
    }
}
