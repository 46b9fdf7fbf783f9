import Foundation

/// The part a type plays in the app's architecture, decided from its name, kind and conformances.
package enum TypeRole: String, Sendable, Codable, Equatable, CaseIterable {
    /// Conforms to `View`.
    case view
    /// Named `…ViewModel`, or an `@Observable` / `ObservableObject` class that is not a router.
    case viewModel
    /// A concrete type named `…Repository` or conforming to a repository protocol.
    case repository
    /// A protocol named `…Repository`, `…Providing` or `…Service`.
    case repositoryProtocol
    /// Named `…Router`, `…Coordinator` or `…Navigator`.
    case router
    /// Conforms to `Error` or `LocalizedError`.
    case error
    /// Any other struct or enum: the app's data.
    case model
    /// Everything else: other protocols, actors, plain classes, environment keys, apps.
    case other
}
