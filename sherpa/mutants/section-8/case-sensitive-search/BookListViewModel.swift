// mutant: the search compares letters exactly, so "dune" does not find "Dune"
import Foundation
import Observation

/// The state and the actions of the book browser. The views only read it and forward taps.
@Observable
final class BookListViewModel {
    private(set) var state: LoadingState<[Book]> = .idle
    /// The user's picks, by id: a choice about a book, not a fact of the book, so it lives
    /// here and survives a reload of the catalogue.
    private(set) var favourites: Set<Book.ID> = []
    var searchText = ""

    private let repository: any BookRepository

    init(repository: any BookRepository = SimulatedBookRepository()) {
        self.repository = repository
    }

    /// The loaded books whose title or author contains the search text, ignoring case and
    /// surrounding spaces. Empty until the catalogue has loaded.
    var filteredBooks: [Book] {
        guard case .loaded(let books) = state else { return [] }
        let needle = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return books }
        return books.filter { book in
            book.title.contains(needle) || book.author.name.contains(needle)
        }
    }

    /// Fetches the catalogue: used on appear and by the error screen's retry button.
    func load() async {
        state = .loading
        do {
            state = .loaded(try await repository.fetchBooks())
        } catch {
            state = .error(error.localizedDescription)
        }
    }

    func isFavourite(_ book: Book) -> Bool {
        favourites.contains(book.id)
    }

    func toggleFavourite(_ book: Book) {
        if favourites.remove(book.id) == nil {
            favourites.insert(book.id)
        }
    }
}
