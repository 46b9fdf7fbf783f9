// Dragging rows out of a table and dropping items into it need a pointer, which the headless
// host has not; each modifier keeps the rows as they are.

extension TableRowContent {
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some TableRowContent<Self.TableRowValue> where T: Transferable {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier())
    }

    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void) -> some TableRowContent<Self.TableRowValue> where T: Transferable {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }

    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier())
    }
}

extension DynamicTableRowContent {
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }

    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void) -> ModifiedContent<Self, OnInsertTableRowModifier> where T: Transferable {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }
}
