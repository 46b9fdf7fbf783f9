/// A key for a custom value carried by a transaction.
public protocol TransactionKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}

extension Transaction {
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { entries[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { entries[ObjectIdentifier(key)] = newValue }
    }
}
