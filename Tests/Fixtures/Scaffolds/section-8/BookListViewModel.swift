import Foundation
import Observation

/// Shell: the members the TODO names, none of them doing anything yet.
@Observable
final class BookListViewModel {
    private(set) var state: LoadingState<[Book]> = .idle
    private(set) var favourites: Set<Book.ID> = []
    var searchText = ""

    init(repository: any BookRepository = SimulatedBookRepository()) {}

    var filteredBooks: [Book] {
        []
    }

    func load() async {}

    func isFavourite(_ book: Book) -> Bool {
        false
    }

    func toggleFavourite(_ book: Book) {}
}
