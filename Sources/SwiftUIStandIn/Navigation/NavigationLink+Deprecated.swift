// The links of iOS 13 to 15, which pushed while a binding said so; iOS 16 deprecated them for
// NavigationStack, but older apps still use them. The headless host pushes on a tap as for any
// link, and keeps the binding unread.

extension NavigationLink where Label == Text {
    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(title) }
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink {
    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension View {
    /// Pushes `destination` for the item while the binding holds one. The headless host pushes
    /// only on a link's tap, so the modifier keeps its view.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _Decorated(content: self, name: "navigationDestination")
    }
}
