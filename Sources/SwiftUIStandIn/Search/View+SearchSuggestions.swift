// The search fields of iOS 15 that took their suggestions as a trailing closure (deprecated in
// iOS 17.4 for `searchSuggestions(_:)`): the field as `searchable(text:placement:prompt:)` makes
// it, with the suggestions as `searchSuggestions(_:)` keeps them.

extension View {
    @available(iOS, deprecated: 17.4, message: "use searchable(text:placement:prompt:) with searchSuggestions(_:)")
    public func searchable<S: View>(
        text: Binding<String>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @available(iOS, deprecated: 17.4, message: "use searchable(text:placement:prompt:) with searchSuggestions(_:)")
    public func searchable<S: View>(
        text: Binding<String>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    @available(iOS, deprecated: 17.4, message: "use searchable(text:placement:prompt:) with searchSuggestions(_:)")
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
