import Foundation

/// A mistake in how sherpa was called. Exit code 64.
struct UsageError: LocalizedError, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
    var errorDescription: String? { message }
}
