/// Combine's namespace for the publishers its operators return.
public enum Publishers {
    /// What `autoconnect()` gives: the upstream publisher, connected on first use.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }
    }
}
