import Foundation

// The transaction's other properties (whether a gesture drives the change, whether it tracks
// velocity, where a scroll lands), kept as transaction keys, and `withTransaction` for one key.

private struct ContinuousKey: TransactionKey {
    static var defaultValue: Bool { false }
}

private struct TracksVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}

private struct ScrollTargetAnchorKey: TransactionKey {
    static var defaultValue: UnitPoint? { nil }
}

extension Transaction {
    public var isContinuous: Bool {
        get { self[ContinuousKey.self] }
        set { self[ContinuousKey.self] = newValue }
    }

    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}

/// Runs `body` in a transaction with one value set; the changes it makes are shown at once.
@MainActor @preconcurrency
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
