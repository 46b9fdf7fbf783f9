import Foundation
@testable import BookBrowser

/// A repository that holds every fetch until the test opens it, so a screen test can look at
/// the spinner while the screen loads without waiting out a simulated delay. Opened, it answers
/// at once with the sample catalogue; `close()` makes later fetches wait again.
final class GatedRepository: BookRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var held: [CheckedContinuation<Void, Never>] = []

    /// How many fetches are waiting for the test.
    var waitingFetches: Int {
        lock.withLock { held.count }
    }

    /// Lets every waiting fetch and every later one answer.
    func open() {
        let released = lock.withLock {
            isOpen = true
            defer { held = [] }
            return held
        }
        for fetch in released {
            fetch.resume()
        }
    }

    /// Makes the fetches from now on wait for `open()` again.
    func close() {
        lock.withLock { isOpen = false }
    }

    func fetchBooks() async throws -> [Book] {
        await withCheckedContinuation { fetch in
            let answerNow = lock.withLock {
                if !isOpen { held.append(fetch) }
                return isOpen
            }
            if answerNow { fetch.resume() }
        }
        return SampleBooks.all
    }

    func fetchBook(id: Book.ID) async throws -> Book {
        guard let book = try await fetchBooks().first(where: { $0.id == id }) else {
            throw MissingFromShelf()
        }
        return book
    }
}
