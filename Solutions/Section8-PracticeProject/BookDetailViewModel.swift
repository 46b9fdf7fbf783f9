import Foundation
import Observation

/// The state of one book's screen. It is opened with an id and fetches the book itself, so a
/// link that knows only the id (a route, a deep link) is enough to show it.
@Observable
final class BookDetailViewModel {
    private(set) var state: LoadingState<Book> = .idle

    private let bookID: Book.ID
    private let repository: any BookRepository

    init(bookID: Book.ID, repository: any BookRepository = SimulatedBookRepository()) {
        self.bookID = bookID
        self.repository = repository
    }

    /// Fetches the book: used on appear and by the error screen's retry button.
    func load() async {
        state = .loading
        do {
            state = .loaded(try await repository.fetchBook(id: bookID))
        } catch {
            state = .error(error.localizedDescription)
        }
    }
}
