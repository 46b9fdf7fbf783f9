// iOS 18's text fields and editors that share their selection. The host types whole strings, so
// the selection is carried but never moved.

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension TextField {
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
}

extension TextEditor {
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
