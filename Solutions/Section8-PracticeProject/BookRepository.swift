import Foundation

/// Where the screens get their books. The view models know only this protocol, so the app can
/// run on the simulated server or the course API, and a test can use a double that answers at once.
protocol BookRepository {
    /// The whole catalogue, for the list.
    func fetchBooks() async throws -> [Book]
    /// One book, for the detail screen, which is opened with an id rather than a whole book.
    func fetchBook(id: Book.ID) async throws -> Book
}
