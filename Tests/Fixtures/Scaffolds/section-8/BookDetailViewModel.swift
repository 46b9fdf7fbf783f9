import Foundation
import Observation

/// Shell: opened with an id, loading nothing yet.
@Observable
final class BookDetailViewModel {
    private(set) var state: LoadingState<Book> = .idle

    init(bookID: Book.ID, repository: any BookRepository = SimulatedBookRepository()) {}

    func load() async {}
}
