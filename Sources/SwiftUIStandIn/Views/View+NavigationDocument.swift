// A navigation document is what the navigation bar's title menu shares. The headless host draws
// no title menu, so each variant keeps its view under a recorded node, as `navigationDocument(_:)`.

extension View {
    public func navigationDocument<D>(_ document: D) -> some View where D: Transferable {
        _Decorated(content: self, name: "navigationDocument")
    }

    public func navigationDocument<D, I1, I2>(_ document: D, preview: SharePreview<I1, I2>) -> some View where D: Transferable, I1: Transferable, I2: Transferable {
        _Decorated(content: self, name: "navigationDocument")
    }

    public func navigationDocument<D, I>(_ document: D, preview: SharePreview<I, Never>) -> some View where D: Transferable, I: Transferable {
        _Decorated(content: self, name: "navigationDocument")
    }

    public func navigationDocument<D, I>(_ document: D, preview: SharePreview<Never, I>) -> some View where D: Transferable, I: Transferable {
        _Decorated(content: self, name: "navigationDocument")
    }

    public func navigationDocument<D>(_ document: D, preview: SharePreview<Never, Never>) -> some View where D: Transferable {
        _Decorated(content: self, name: "navigationDocument")
    }
}
