// Row modifiers. A context menu needs a long press and selection a click, neither of which the
// headless host has, so each keeps the rows as they are.

extension TableRowContent {
    public func contextMenu<M>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>> where M: View {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
    }

    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> where M: View, P: View {
        ModifiedContent(content: self, modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
    }

    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<Self.TableRowValue> {
        ModifiedContent(content: self, modifier: _SelectionDisabledTableRowModifier(isDisabled: isDisabled))
    }
}

/// A change to table rows that leaves which rows there are as it is.
public protocol _TableRowModifier {}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
}

extension ModifiedContent: _TableRowListing where Content: TableRowContent, Modifier: _TableRowModifier {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        content._rowItems()
    }
}

/// The menu a long press on a row shows.
public struct _ContextMenuTableRowModifier<MenuItems: View>: _TableRowModifier {
    let menuItems: MenuItems
}

/// The menu a long press on a row shows, with a preview of the row.
public struct _ContextMenuPreviewTableRowModifier<MenuItems: View, Preview: View>: _TableRowModifier {
    let menuItems: MenuItems
    let preview: Preview
}

/// Whether rows can be selected.
public struct _SelectionDisabledTableRowModifier: _TableRowModifier {
    let isDisabled: Bool
}

/// What a row gives when dragged: `itemProvider(_:)`'s modifier.
public struct ItemProviderTableRowModifier: _TableRowModifier {}

/// What rows accept when items are dropped between them: `onInsert(of:perform:)`'s modifier.
public struct OnInsertTableRowModifier: _TableRowModifier {}
