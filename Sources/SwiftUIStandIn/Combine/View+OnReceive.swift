extension View {
    /// Runs `action` with each value `publisher` sends. Nothing publishes on Linux, so the
    /// content is drawn as it is.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        _Decorated(content: self, name: "onReceive")
    }
}
