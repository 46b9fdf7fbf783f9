import Foundation

// TODO: Which feature would you delete this file with? Today AppComposition and both
// repositories use it. After the split the book module cannot see the app module, so what
// is left using it is the app's own shared code: Shared/.

/// How slow the pretend back end feels.
enum SimulatedDelay {
    static let standard: Duration = .milliseconds(400)

    static func wait(_ latency: Duration) async throws {
        guard latency > .zero else { return }
        try await Task.sleep(for: latency)
    }
}
