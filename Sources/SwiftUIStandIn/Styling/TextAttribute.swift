/// A value an app attaches to part of a text (`Text("x").customAttribute(Highlight())`) for its
/// `TextRenderer` to find on the runs it draws. Nothing is laid out on Linux, so no run carries one.
public protocol TextAttribute: Hashable {}

extension Text {
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        self
    }
}

extension Text.Layout.Run {
    public subscript<T: TextAttribute>(key: T.Type) -> T? {
        nil
    }
}
