import Foundation
@testable import BookBrowser

/// A repository for tests: it answers with whatever a test sets in `outcome`, never touches
/// the network, and counts how often it was asked.
///
/// It lives in Tests/ rather than in the app module: it never ships in the app, and because
/// the tests bring their own double, they compile against any view model that has the
/// section's API. sherpa relies on that when it runs these tests against its mutants.
final class MockBookRepository: BookRepository {
    /// What the next fetch hands back. A class, so a test can change it between loads.
    var outcome: Result<[Book], any Error>
    /// Runs inside `fetchBooks()`, while the view model is waiting for the answer.
    var duringFetch: (() -> Void)?
    private(set) var fetchCount = 0

    init(books: [Book] = []) {
        outcome = .success(books)
    }

    init(failingWith error: any Error) {
        outcome = .failure(error)
    }

    func fetchBooks() async throws -> [Book] {
        fetchCount += 1
        duringFetch?()
        return try outcome.get()
    }

    func fetchBook(id: UUID) async throws -> Book {
        let books = try outcome.get()
        guard let match = books.first(where: { $0.id == id }) else {
            throw BookError.notFound
        }
        return match
    }
}
