// Modifiers of iOS 18's tabs: a badge on the tab's item and the identity a customizable tab bar
// remembers it by. The headless host draws no tab bar, so each keeps the tab's content as it is.

/// A tab with one of the modifiers below applied; it draws the tab it modifies.
nonisolated public struct _ModifiedTabContent<Base: TabContent>: TabContent {
    public typealias TabValue = Base.TabValue

    let base: Base

    public var body: Never {
        return fatalError("_ModifiedTabContent has no body")
    }
}

extension _ModifiedTabContent: _PrimitiveTabContent {
    @MainActor package func _renderTabs(in context: _RenderContext) -> [_Node] {
        context.renderTabs(base)
    }
}

extension TabContent {
    public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }

    public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }

    public func badge(_ key: LocalizedStringKey) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }

    public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }

    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }

    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }

    public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self)
    }
}
