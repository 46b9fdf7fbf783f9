import Foundation
@testable import BookBrowser

/// The hidden suite's own repository double. It conforms to the learner's `BookRepository`,
/// answers with whatever the test scripted, and records each call.
final class ScriptedBookRepository: BookRepository {
    var answer: Result<[Book], any Error>
    /// Called inside `fetchBooks()`, while the view model is still waiting.
    var whileFetching: (() -> Void)?
    private(set) var fetchBooksCalls = 0

    init(books: [Book]) {
        answer = .success(books)
    }

    init(error: any Error) {
        answer = .failure(error)
    }

    func fetchBooks() async throws -> [Book] {
        fetchBooksCalls += 1
        whileFetching?()
        return try answer.get()
    }

    func fetchBook(id: UUID) async throws -> Book {
        guard let book = try answer.get().first(where: { $0.id == id }) else {
            throw ScriptedFailure()
        }
        return book
    }
}

/// An error with a message of its own, so the suite can tell whose text reached the screen.
struct ScriptedFailure: LocalizedError {
    var errorDescription: String? { "The test shelf is closed for stocktaking." }
}

enum Shelf {
    static let books = [
        Book(id: UUID(), title: "Piranesi", author: "Susanna Clarke", pageCount: 272),
        Book(id: UUID(), title: "The Dispossessed", author: "Ursula K. Le Guin", pageCount: 387),
        Book(id: UUID(), title: "Parable of the Sower", author: "Octavia E. Butler", pageCount: 345),
    ]
}
