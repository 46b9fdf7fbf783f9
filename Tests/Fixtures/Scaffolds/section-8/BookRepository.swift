import Foundation

/// Shell: the protocol the screens will fetch through.
protocol BookRepository {
    func fetchBooks() async throws -> [Book]
    func fetchBook(id: Book.ID) async throws -> Book
}
