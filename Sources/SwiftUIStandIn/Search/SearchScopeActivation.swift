/// When a search field's scope bar appears: as search starts, or once the user types.
public struct SearchScopeActivation: Sendable {
    let name: String

    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

extension View {
    /// Scopes that appear at a chosen moment; the host keeps them as `searchScopes(_:scopes:)` does.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>,
        activation: SearchScopeActivation,
        @ViewBuilder _ scopes: () -> S
    ) -> some View {
        _Decorated(content: self, name: "searchScopes", detail: activation.name)
    }
}
