extension View {
    /// The headless host has no microphone, so the search field's dictation setting is recorded only.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        _Decorated(content: self, name: "searchDictationBehavior")
    }
}
