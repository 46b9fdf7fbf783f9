// `.transaction { $0.animation = nil }`: changes the transaction of the updates inside a view.
// The headless host animates nothing, so the view is kept and the change noted.

extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        _Decorated(content: self, name: "transaction")
    }

    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        _Decorated(content: self, name: "transaction")
    }
}
