/// Which columns of a split view show. The headless host draws every column, so the binding is
/// kept unread.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String

    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "doubleColumn") }
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
}

/// One column of a split view: the column shown first on a phone.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String

    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

extension NavigationSplitView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "navigationSplitViewStyle")
    }
}
