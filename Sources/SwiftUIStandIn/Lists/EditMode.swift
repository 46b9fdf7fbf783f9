/// Whether a list's rows can be deleted and moved; the Edit button switches it.
@available(macOS, unavailable)
public enum EditMode: Sendable, Hashable {
    case inactive
    case transient
    case active

    public var isEditing: Bool {
        self != .inactive
    }
}

@available(macOS, unavailable)
private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

@available(macOS, unavailable)
extension EnvironmentValues {
    /// The edit mode of the nearest list that has one; nil where nothing set it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
