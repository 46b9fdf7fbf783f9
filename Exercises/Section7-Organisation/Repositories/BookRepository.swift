import Foundation

// TODO: Book feature: move to BookFeature/. The app and tests may supply their own book
// source, so they need to see this protocol.

/// Where the book list gets its books.
protocol BookRepository {
    func fetchBooks() async throws -> [Book]
}
