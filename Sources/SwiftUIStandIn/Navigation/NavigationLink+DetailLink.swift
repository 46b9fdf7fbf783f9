extension NavigationLink {
    /// Whether the link shows its destination in a split view's detail column. The headless host
    /// pushes every destination on the stack it is in, so the choice is recorded.
    @MainActor @preconcurrency
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        _Decorated(content: self, name: "isDetailLink", detail: String(isDetailLink))
    }
}
