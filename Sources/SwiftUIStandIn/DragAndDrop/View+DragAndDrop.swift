// Drag and drop. The headless host has no pointer or finger to drag with: each modifier keeps
// its view under a node named after it, with what it offers or accepts as the node's detail.

extension View {
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        _Decorated(content: self, name: "draggable", detail: String(describing: T.self))
    }

    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        _Decorated(content: self, name: "draggable", detail: String(describing: T.self))
    }

    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        _Decorated(content: self, name: "dropDestination", detail: String(describing: T.self))
    }

    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        _Decorated(content: self, name: "onDrag")
    }

    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        _Decorated(content: self, name: "onDrag")
    }

    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View {
        _Decorated(content: self, name: "itemProvider")
    }

    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        _EnvironmentWriter(content: self) { $0[SpringLoadingBehaviorKey.self] = behavior }
    }

    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        _Decorated(content: self, name: "onDrop", detail: supportedContentTypes.map(\.identifier).joined(separator: ", "))
    }

    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        _Decorated(content: self, name: "onDrop", detail: supportedTypes.joined(separator: ", "))
    }

    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        _Decorated(content: self, name: "onDrop", detail: supportedContentTypes.map(\.identifier).joined(separator: ", "))
    }

    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        _Decorated(content: self, name: "onDrop", detail: supportedContentTypes.map(\.identifier).joined(separator: ", "))
    }

    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        _Decorated(content: self, name: "onDrop", detail: supportedTypes.joined(separator: ", "))
    }

    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        _Decorated(content: self, name: "onDrop", detail: supportedTypes.joined(separator: ", "))
    }
}
