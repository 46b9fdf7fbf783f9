// Navigation titled with a `LocalizedStringResource` (iOS 16, tab sections iOS 18). Each yields to
// its `LocalizedStringKey` form, so a string literal keeps making a key as on Apple's.

extension NavigationLink where Destination == Never {
    @_disfavoredOverload
    public init<P>(_ titleResource: LocalizedStringResource, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(titleResource) }
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}
