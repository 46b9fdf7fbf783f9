import Foundation

/// Where the book list gets its books. Public so the app can choose the source and tests can
/// hand in a fake; its requirement is public along with it.
public protocol BookRepository {
    func fetchBooks() async throws -> [Book]
}
