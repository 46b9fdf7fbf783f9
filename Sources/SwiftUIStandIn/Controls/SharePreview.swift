/// What the share interface shows of an item it cannot preview itself: a title, an image and an
/// icon. The headless host draws no share interface, so a preview is only declared.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}

    public init(_ title: Text, image: Image, icon: Icon) {}
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}

    public init(_ title: Text) {}
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {}

    public init(_ title: Text, image: Image) {}
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {}

    public init(_ title: Text, icon: Icon) {}
}
