// mutant: the detail screen shows the first book of the catalogue, whatever id it was opened with
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
            let books = try await repository.fetchBooks()
            guard let first = books.first else { throw BookError.notFound }
            state = .loaded(first)
        } catch {
            state = .error(error.localizedDescription)
        }
    }
}
