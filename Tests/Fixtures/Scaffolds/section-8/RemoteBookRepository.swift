import Foundation

/// Shell: no request is made yet.
struct RemoteBookRepository: BookRepository {
    func fetchBooks() async throws -> [Book] {
        []
    }

    func fetchBook(id: Book.ID) async throws -> Book {
        throw CatalogueOutage()
    }
}
