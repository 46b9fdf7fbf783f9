// Tabs shown under a condition (`if isSignedIn { Tab("Account", …) }`). The host draws the tabs
// of the branch taken, as it draws views.

extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue

    public var body: Never {
        return fatalError("Optional has no body")
    }
}

extension Optional: _PrimitiveTabContent where Wrapped: TabContent {
    @MainActor package func _renderTabs(in context: _RenderContext) -> [_Node] {
        map { context.renderTabs($0) } ?? []
    }
}

extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue

    public var body: Never {
        return fatalError("_ConditionalContent has no body")
    }
}

extension _ConditionalContent: _PrimitiveTabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    @MainActor package func _renderTabs(in context: _RenderContext) -> [_Node] {
        switch storage {
        case .trueContent(let content): context.appending("true").renderTabs(content)
        case .falseContent(let content): context.appending("false").renderTabs(content)
        }
    }
}

extension TabContentBuilder {
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == SelectionValue {
        content
    }

    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F> where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F> where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}
