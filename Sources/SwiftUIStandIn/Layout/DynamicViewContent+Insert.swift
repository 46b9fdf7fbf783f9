// Inserting dropped items between a list's rows needs a drag from another app, which the headless
// host has not; the rows stay as they are, as with `onMove`.

extension DynamicViewContent {
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        _EditableContent(base: self, delete: nil)
    }

    @available(iOS, deprecated: 17.4, message: "Use onInsert(of:perform:) with content types instead")
    public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        _EditableContent(base: self, delete: nil)
    }

    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent where T: Transferable {
        _EditableContent(base: self, delete: nil)
    }
}
