import Foundation
@testable import BookBrowser

/// A repository for the tests: it answers at once with what the test chose, and can report
/// what the view model looked like while it was being asked.
///
/// It lives in Tests/, not in the app, so the tests bring their own double and compile against
/// any `BookBrowser` module with the section's API, including sherpa's mutants.
final class FakeBookRepository: BookRepository {
    var result: Result<[Book], any Error>
    /// Called from inside `fetchBooks()` and `fetchBook(id:)`, before they answer.
    var onFetch: (() -> Void)?

    init(books: [Book]) {
        result = .success(books)
    }

    init(error: any Error) {
        result = .failure(error)
    }

    func fetchBooks() async throws -> [Book] {
        onFetch?()
        return try result.get()
    }

    func fetchBook(id: Book.ID) async throws -> Book {
        onFetch?()
        guard let book = try result.get().first(where: { $0.id == id }) else {
            throw ShelfClosed()
        }
        return book
    }
}

/// An error with its own words, so a test can tell they reached the screen.
struct ShelfClosed: LocalizedError {
    var errorDescription: String? { "The shelf is closed for inventory." }
}
