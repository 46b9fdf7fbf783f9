// Renaming: `renameAction(_:)` gives the views below it a `rename` action in the environment,
// which runs the closure (or focuses the field the binding names).

extension View {
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { $0[RenameActionKey.self] = RenameAction(action: action) }, name: "renameAction")
    }

    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { $0[RenameActionKey.self] = RenameAction { isFocused.wrappedValue = true } }, name: "renameAction")
    }
}
