// Environment values that controls and containers read: what a pull to refresh runs, whether a
// held button repeats, how tall sidebar rows are, and how much of an HDR image's range shows.

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static var defaultValue: ButtonRepeatBehavior { .automatic }
}

private struct SidebarRowSizeKey: EnvironmentKey {
    static var defaultValue: SidebarRowSize { .medium }
}

private struct AllowedDynamicRangeKey: EnvironmentKey {
    static var defaultValue: Image.DynamicRange? { nil }
}

extension EnvironmentValues {
    /// Set by `refreshable(action:)` for the views inside it; `nil` elsewhere.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    /// Set by `buttonRepeatBehavior(_:)`.
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// The system's default size on an iPhone is medium.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }

    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}
