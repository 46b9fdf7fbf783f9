import Foundation

/// What the book screens need from a data source, and nothing about where it comes from.
/// The view model sees only this protocol, so a server, a cache or a test fake can sit behind it.
protocol BookRepository {
    func fetchBooks() async throws -> [Book]
    func fetchBook(id: UUID) async throws -> Book
}
