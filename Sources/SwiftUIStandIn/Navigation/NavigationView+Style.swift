extension NavigationView {
    @available(iOS, deprecated: 17.4, message: "replace NavigationView with NavigationStack or NavigationSplitView")
    @MainActor @preconcurrency
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "navigationViewStyle")
    }
}
