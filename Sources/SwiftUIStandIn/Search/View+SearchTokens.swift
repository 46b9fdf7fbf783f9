// Search fields with tokens (the capsules a mail search shows for "From: Anna"). The headless host
// shows the field and its text; tokens are the app's data, which it keeps, so these are the plain
// search field.

extension View {
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>,
        tokens: Binding<C>,
        suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, S: StringProtocol>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, S: StringProtocol>(
        text: Binding<String>,
        editableTokens: Binding<C>,
        isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
