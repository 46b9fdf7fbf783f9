// How scroll views and lists inside a view behave.

private struct IsScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 44 }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
