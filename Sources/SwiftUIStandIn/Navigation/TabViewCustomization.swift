// The tabs people hid or reordered in a sidebar-adaptable tab view, which apps keep in
// `@AppStorage`. The headless host draws every tab whatever its customized visibility.

/// The visibility people chose for each customizable tab, by the tab's customization ID.
public struct TabViewCustomization: Equatable, Codable, Sendable {
    private var visibilities: [String: String] = [:]

    public init() {}

    public subscript(sidebarVisibility id: String) -> Visibility {
        get { Visibility.allCases.first { "\($0)" == visibilities[id] } ?? .automatic }
        set { visibilities[id] = "\(newValue)" }
    }

    public mutating func resetVisibility() {
        visibilities = [:]
    }
}

extension View {
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        _Decorated(content: self, name: "tabViewCustomization")
    }

    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _Decorated(content: self, name: "tabViewSidebarHeader")
    }

    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _Decorated(content: self, name: "tabViewSidebarFooter")
    }

    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _Decorated(content: self, name: "tabViewSidebarBottomBar")
    }
}
