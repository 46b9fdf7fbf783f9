import Foundation

/// A mistake in how sherpa was called. Exit code 64.
package struct UsageError: LocalizedError, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var errorDescription: String? { message }
}
