// On Apple platforms `import SwiftUI` brings Combine in, and views meet it in a few places: a
// timer's publisher, `onReceive`, `$published` values and `objectWillChange`. This is the part of
// Combine's surface those views name, with Combine's signatures. Linux has no Combine to deliver
// values, so nothing here publishes: the headless host draws a view's content, not its timers.

/// A type that can deliver a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// A publisher that publishes only once `connect()` is called.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription, as Combine's `autoconnect()` does.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Something whose work can be stopped.
public protocol Cancellable {
    func cancel()
}

/// Cancels its work when it is cancelled or released.
public final class AnyCancellable: Cancellable, Hashable {
    private let onCancel: () -> Void

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    public func cancel() {
        onCancel()
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
}

extension Published.Publisher: Publisher {
    public typealias Output = Value
    public typealias Failure = Never
}
