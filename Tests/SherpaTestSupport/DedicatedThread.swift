import Foundation

/// Runs blocking work on a thread of its own.
///
/// Swift concurrency shares a pool of one thread per core between every test in the process:
/// two on the machines CI uses. An end-to-end test that waits for a `sherpa` or `swiftc` child
/// process blocks its thread for as long as the child runs, which on a loaded machine is
/// minutes; two such tests side by side held the whole pool, and a headless-view test's
/// `Task { }` could not run until they finished. Waiting here instead keeps the pool free.
package enum DedicatedThread {
    package static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try work() })
            }
            thread.name = "sherpa-tests blocking work"
            thread.start()
        }
    }
}
