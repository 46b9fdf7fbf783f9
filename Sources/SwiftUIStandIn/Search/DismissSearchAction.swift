/// Ends the search a view is in: clears the search field, as leaving it does on iOS.
@MainActor @preconcurrency
public struct DismissSearchAction {
    let handler: (@MainActor () -> Void)?

    public func callAsFunction() {
        handler?()
    }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(handler: nil) }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is inside a search that has text in its field: the headless host has no
    /// focus, so a search counts while its field holds text.
    public var isSearching: Bool {
        self[IsSearchingKey.self]
    }

    public var dismissSearch: DismissSearchAction {
        self[DismissSearchKey.self]
    }

    /// Sets both for the views inside `.searchable(text:)`.
    mutating func setSearch(_ text: Binding<String>) {
        self[IsSearchingKey.self] = !text.wrappedValue.isEmpty
        self[DismissSearchKey.self] = DismissSearchAction { text.wrappedValue = "" }
    }
}
