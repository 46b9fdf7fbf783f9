extension Binding {
    /// The transaction a write through the binding uses. The headless host applies every change
    /// at once, so a binding carries the empty transaction and a new one changes nothing.
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }
}
