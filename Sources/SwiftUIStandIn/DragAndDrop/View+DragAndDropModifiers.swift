// DragAndDrop modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        _Decorated(content: self, name: "renameAction")
    }

    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        _Decorated(content: self, name: "renameAction")
    }
}
