/// When a default focus applies: as the view appears, or also when focus moves into its scope.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String

    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Where focus goes first inside this view. The host gives focus only when a test or the
    /// code sets it, so the preference leaves the content as it is.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        _Decorated(content: self, name: "defaultFocus")
    }
}
