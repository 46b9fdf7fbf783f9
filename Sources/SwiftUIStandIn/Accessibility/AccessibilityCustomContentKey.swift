/// Names a piece of custom accessibility content, so a later `accessibilityCustomContent` with
/// the same key replaces it.
public struct AccessibilityCustomContentKey: Equatable {
    let label: Text
    let id: String

    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    public init(_ labelKey: LocalizedStringKey) {
        self.init(Text(labelKey), id: labelKey.resolved)
    }

    public static func == (lhs: AccessibilityCustomContentKey, rhs: AccessibilityCustomContentKey) -> Bool {
        lhs.id == rhs.id
    }
}
