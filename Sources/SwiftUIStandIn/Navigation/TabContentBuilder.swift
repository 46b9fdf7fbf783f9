/// Builds the tabs of a `TabView` from the statements of a closure.
@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue {
        content
    }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue {
        content
    }

    // Fixed arities: a parameter pack cannot yet require each element's TabValue to be the same.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> TupleTabContent<SelectionValue, (C0, C1)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTabContent<SelectionValue, (C0, C1, C2)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue, C4.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue, C7.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue, C7.TabValue == SelectionValue, C8.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue, C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue, C6.TabValue == SelectionValue, C7.TabValue == SelectionValue, C8.TabValue == SelectionValue, C9.TabValue == SelectionValue {
        TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// The view a `TabView` shows for the tabs `C`.
    nonisolated public struct Content<C: TabContent>: View where C.TabValue == SelectionValue {
        public typealias Body = Never

        let content: C
    }
}

/// The tabs of a multi-statement `@TabContentBuilder` block.
nonisolated public struct TupleTabContent<SelectionValue: Hashable, T>: TabContent {
    public typealias TabValue = SelectionValue

    let value: T

    public var body: Never {
        return fatalError("TupleTabContent has no body")
    }
}

extension TabView {
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(selection: selection) { TabContentBuilder<SelectionValue>.Content(content: content()) }
    }

    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.init(selection: nil) { TabContentBuilder<Never>.Content(content: content()) }
    }
}

// MARK: - Rendering

/// Tabs the host draws directly; any other `TabContent` is drawn through its body.
@MainActor
package protocol _PrimitiveTabContent {
    func _renderTabs(in context: _RenderContext) -> [_Node]
}

extension _RenderContext {
    package func renderTabs<T: TabContent>(_ tabs: T) -> [_Node] {
        if let primitive = tabs as? any _PrimitiveTabContent {
            return primitive._renderTabs(in: self)
        }
        return appending(String(describing: T.self)).renderTabs(tabs.body)
    }
}

extension Tab: _PrimitiveTabContent {
    @MainActor package func _renderTabs(in context: _RenderContext) -> [_Node] {
        context.render(content)
    }
}

extension TupleTabContent: _PrimitiveTabContent {
    @MainActor package func _renderTabs(in context: _RenderContext) -> [_Node] {
        Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            (child.value as? any TabContent).map { context.appending("\(index)").renderTabs($0) } ?? []
        }
    }
}

extension TabContentBuilder.Content: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.renderTabs(content)
    }
}
