// Search modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func findDisabled(_ isDisabled: Bool = true) -> some View {
        _Decorated(content: self, name: "findDisabled")
    }

    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        _Decorated(content: self, name: "findNavigator")
    }

    public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
        _Decorated(content: self, name: "replaceDisabled")
    }

    public func searchCompletion(_ completion: String) -> some View {
        _Decorated(content: self, name: "searchCompletion")
    }

    public func searchCompletion<T>(_ token: T) -> some View where T: Identifiable {
        _Decorated(content: self, name: "searchCompletion")
    }

    public func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View where V: Hashable, S: View {
        _Decorated(content: self, name: "searchScopes")
    }

    public func searchSuggestions<S>(@ViewBuilder _ suggestions: () -> S) -> some View where S: View {
        _Decorated(content: self, name: "searchSuggestions")
    }

    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        _Decorated(content: self, name: "searchSuggestions")
    }

}

// A search field whose presentation is bound: the headless host shows the field always, so it is
// the plain search field, and `isPresented` is left as it is.
extension View {
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<S>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
