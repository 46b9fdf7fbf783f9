// Extra facts VoiceOver offers on request ("More content"). The headless host has no assistive
// technology, so each keeps its view under a node naming the content, as the other accessibility
// modifiers do.

extension View {
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View {
        _Decorated(content: self, name: "accessibilityCustomContent", detail: value?.content)
    }

    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }

    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(value), importance: importance)
    }

    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.content), value, importance: importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), value, importance: importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(valueKey), importance: importance)
    }

    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(value), importance: importance)
    }
}
