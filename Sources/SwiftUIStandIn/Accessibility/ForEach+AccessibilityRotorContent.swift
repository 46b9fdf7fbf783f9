// A rotor's entries for each element of a collection, as a view's rows are.

extension ForEach: AccessibilityRotorContent, _PrimitiveRotorContent where Content: AccessibilityRotorContent {}

extension ForEach where Content: AccessibilityRotorContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: AccessibilityRotorContent, Data.Element: Identifiable {
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}
