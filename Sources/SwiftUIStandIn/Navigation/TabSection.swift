/// A group of tabs under a header, which a sidebar-adaptable tab view shows as a sidebar section.
/// The headless host draws the section's tabs where they are declared.
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent
where SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue

    let header: Header
    let content: Content
    let footer: Footer

    public init(
        @TabContentBuilder<SelectionValue> content: () -> Content,
        @ViewBuilder header: () -> Header,
        @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public var body: Never {
        return fatalError("TabSection has no body")
    }
}

extension TabSection where Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header) { EmptyView() }
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension TabSection: _PrimitiveTabContent {
    @MainActor package func _renderTabs(in context: _RenderContext) -> [_Node] {
        context.appending("section").renderTabs(content)
    }
}
