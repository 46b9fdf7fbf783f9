import Foundation

/// How slow the pretend back end feels. Shared: the app hands `standard` to both features
/// (to the book module through its public factory) so their spinners behave alike.
enum SimulatedDelay {
    static let standard: Duration = .milliseconds(400)

    static func wait(_ latency: Duration) async throws {
        guard latency > .zero else { return }
        try await Task.sleep(for: latency)
    }
}
