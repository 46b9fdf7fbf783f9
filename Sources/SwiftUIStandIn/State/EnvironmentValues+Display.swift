// What the device, its screen and the view's place are like: an iPhone's defaults, which a view or a
// test can override.

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 3 }
}

private struct PixelLengthKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1.0 / 3 }
}

private struct IsLuminanceReducedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct IsSceneCapturedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

private struct SupportsMultipleWindowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct IsHoverEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct BackgroundMaterialKey: EnvironmentKey {
    static var defaultValue: Material? { nil }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static var defaultValue: BackgroundProminence { .standard }
}

private struct BadgeProminenceKey: EnvironmentKey {
    static var defaultValue: BadgeProminence { .standard }
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    public var pixelLength: CGFloat {
        self[PixelLengthKey.self]
    }

    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }

    public var colorSchemeContrast: ColorSchemeContrast {
        self[ColorSchemeContrastKey.self]
    }

    public var supportsMultipleWindows: Bool {
        self[SupportsMultipleWindowsKey.self]
    }

    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }

    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }

    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }

    public var isPresented: Bool {
        self[IsPresentedKey.self]
    }

    public var isFocused: Bool {
        self[IsFocusedKey.self]
    }
}
