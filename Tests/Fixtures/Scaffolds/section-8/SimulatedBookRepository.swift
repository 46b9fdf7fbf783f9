import Foundation

/// Shell: the pretend server is still inside the monolith, so this one has nothing to give.
struct SimulatedBookRepository: BookRepository {
    var delay: Duration = .milliseconds(800)
    var isOffline = false

    func fetchBooks() async throws -> [Book] {
        []
    }

    func fetchBook(id: Book.ID) async throws -> Book {
        throw CatalogueOutage()
    }
}
