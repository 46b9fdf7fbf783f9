extension View {
    /// Whether navigation links show their disclosure chevron; new in the iOS 26 SDK and
    /// back-deployed to iOS 17. The headless host draws no chevron, so the link is kept as it is.
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "navigationLinkIndicatorVisibility", detail: "\(visibility)")
    }
}
