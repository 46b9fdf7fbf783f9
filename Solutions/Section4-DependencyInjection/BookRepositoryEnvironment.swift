#if canImport(SwiftUI)
import SwiftUI

/// Where views look up the book repository. When no view higher up sets one, they get
/// the repository that talks to the course API.
struct BookRepositoryEnvironmentKey: EnvironmentKey {
    static var defaultValue: any BookRepository { RemoteBookRepository() }
}

extension EnvironmentValues {
    /// The repository the book screens read from. Set it near the root of the app, e.g.
    /// `.environment(\.bookRepository, RemoteBookRepository())`, or to an offline source.
    var bookRepository: any BookRepository {
        get { self[BookRepositoryEnvironmentKey.self] }
        set { self[BookRepositoryEnvironmentKey.self] = newValue }
    }
}
#endif
