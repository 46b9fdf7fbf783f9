import Foundation

/// Where the book list gets its books. The view model knows only this protocol, so the app can
/// use the simulated server and a test can use a double that answers at once.
protocol BookRepository {
    func fetchBooks() async throws -> [Book]
}
