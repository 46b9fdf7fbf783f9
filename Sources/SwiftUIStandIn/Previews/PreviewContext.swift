/// The context a widget's preview runs in (`WidgetPreviewContext`), read by key.
public protocol PreviewContext {
    subscript<Key>(key: Key.Type) -> Key.Value where Key: PreviewContextKey { get }
}

/// A key into a `PreviewContext`, with the value read when the context sets none.
public protocol PreviewContextKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}

extension View {
    // Previews are not drawn on Linux: the view is the content itself.
    public func previewContext<C>(_ value: C) -> some View where C: PreviewContext {
        self
    }
}
