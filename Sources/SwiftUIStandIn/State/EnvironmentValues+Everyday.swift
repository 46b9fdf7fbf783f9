// Environment values that controls, menus, search and widgets read. The host's defaults are an
// app's outside any widget or shortcut; those apps only read stay read-only, as in Apple's SwiftUI.

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

private struct MenuOrderKey: EnvironmentKey {
    static var defaultValue: MenuOrder { .automatic }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

private struct UndoManagerKey: EnvironmentKey {
    /// A device gives each window one undo manager; the host has one window.
    static let windowUndoManager = UndoManager()

    static var defaultValue: UndoManager? { windowUndoManager }
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    public var keyboardShortcut: KeyboardShortcut? {
        self[KeyboardShortcutKey.self]
    }

    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        self[SearchSuggestionsPlacementKey.self]
    }

    public var undoManager: UndoManager? {
        self[UndoManagerKey.self]
    }

    public var showsWidgetContainerBackground: Bool {
        self[ShowsWidgetContainerBackgroundKey.self]
    }

    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    public var widgetContentMargins: EdgeInsets {
        self[WidgetContentMarginsKey.self]
    }
}

extension EnvironmentValues: CustomStringConvertible {
    /// Lists the values views set, as Apple's does, for debugging output.
    public var description: String {
        let children = Mirror(reflecting: self).children
        let values = children.first { $0.label == "values" }.map { "\($0.value)" } ?? "[:]"
        return "EnvironmentValues(\(values))"
    }
}
