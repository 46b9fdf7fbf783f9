/// The Rename button that starts the rename action a container set with `renameAction(_:)`.
/// The headless host draws it as a button titled Rename.
nonisolated public struct RenameButton<Label: View>: View {
    public typealias Body = Never
}

extension RenameButton where Label == SwiftUI.Label<Text, Image> {
    public init() {}
}

extension RenameButton: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        Button("Rename", systemImage: "pencil") {}._render(in: context)
    }
}
