/// A publisher that hands on each value sent to it, as `ImageRenderer.objectWillChange` is.
/// Nothing subscribes on Linux, so a sent value goes nowhere.
public final class PassthroughSubject<Output, Failure>: Publisher where Failure: Error {
    public init() {}

    public func send(_ input: Output) {}
}

extension PassthroughSubject where Output == Void {
    public func send() {
        send(())
    }
}
