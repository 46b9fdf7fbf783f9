// Tabs without a label (`Tab(value: .search) { SearchScreen() }`): the tab bar shows nothing
// for them, as when an app draws its own tab bar.

extension Tab where Label == EmptyView {
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { EmptyView() }
    }
}

extension Tab where Value == Never, Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}
