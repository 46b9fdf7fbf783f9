private struct DismissBehaviorKey: TransactionKey {
    static var defaultValue: DismissBehavior { .interactive }
}

extension Transaction {
    /// Whether a window closed in this transaction may skip what would keep it open.
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] }
        set { self[DismissBehaviorKey.self] = newValue }
    }
}
