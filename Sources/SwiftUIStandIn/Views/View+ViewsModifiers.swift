// Views modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func contextMenu<I, M>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil) -> some View where I: Hashable, M: View {
        _Decorated(content: self, name: "contextMenu")
    }

    public func help(_ text: Text) -> some View {
        _Decorated(content: self, name: "help")
    }

    public func help(_ textKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "help")
    }

    public func help<S>(_ text: S) -> some View where S: StringProtocol {
        _Decorated(content: self, name: "help")
    }

    public func navigationDocument(_ url: URL) -> some View {
        _Decorated(content: self, name: "navigationDocument")
    }

    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        _Decorated(content: self, name: "navigationSplitViewColumnWidth")
    }

    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        _Decorated(content: self, name: "navigationSplitViewColumnWidth")
    }

    public func toolbarTitleMenu<C>(@ViewBuilder content: () -> C) -> some View where C: View {
        _Decorated(content: self, name: "toolbarTitleMenu")
    }
}
