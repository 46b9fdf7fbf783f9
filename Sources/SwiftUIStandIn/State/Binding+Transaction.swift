extension Binding {
    /// The transaction a write through the binding uses. The headless host applies every change
    /// at once, so a binding carries the empty transaction and a new one changes nothing.
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }
}

extension Binding {
    /// A binding whose setter is also given the transaction of the write: the empty one, as above.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {
        // As in `init(get:set:)`: SwiftUI calls both synchronously on the main thread, so the
        // isolation is dropped (an `@isolated(any)` function has a plain one's layout).
        let plainGet = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let plainSet = unsafeBitCast(set, to: (@Sendable (Value, Transaction) -> Void).self)
        self.init(read: plainGet, write: { plainSet($0, Transaction()) })
    }
}
