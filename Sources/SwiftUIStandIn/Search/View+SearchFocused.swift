// iOS 18's focus of the search field that `.searchable` adds. The headless host types into the
// search field directly, so focusing it changes nothing it draws.

extension View {
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        _Decorated(content: self, name: "searchFocused", detail: condition.wrappedValue ? "focused" : nil)
    }

    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        _Decorated(content: self, name: "searchFocused", detail: binding.wrappedValue == value ? "focused" : nil)
    }
}
