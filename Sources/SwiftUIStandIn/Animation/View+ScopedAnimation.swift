// Animations and transactions scoped to part of a view (iOS 17): `body` gets the view as a
// placeholder and decorates it. The headless host animates nothing, so what `body` returns is drawn.

extension View {
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(view: AnyView(self)))
    }

    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(view: AnyView(self)))
    }

    /// A context menu with a preview of what it acts on; the headless host shows no preview.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        contextMenu(menuItems: menuItems)
    }
}
