import Foundation
import Observation

/// State and actions behind the book list screen.
@Observable
final class BookListViewModel {
    private(set) var books: [Book] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    var searchText = ""

    // TODO: This view model builds its own repository, so nothing outside can swap it:
    // a test of `load()` would have to reach the real book service. Take the repository
    // through an initializer instead, typed as the `BookRepository` protocol, and give the
    // parameter a default so that `BookListViewModel()` keeps working for the app.
    private let repository = RemoteBookRepository()

    /// The books whose title or author contains the search text, ignoring case.
    /// An empty search shows every book.
    var filteredBooks: [Book] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return books }
        return books.filter { book in
            book.title.localizedCaseInsensitiveContains(query)
                || book.author.localizedCaseInsensitiveContains(query)
        }
    }

    /// Fetches the list. A failure empties it and leaves a message, so the screen shows the
    /// error on its own rather than next to books from an earlier load.
    func load() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            books = try await repository.fetchBooks()
        } catch {
            books = []
            errorMessage = error.localizedDescription
        }
    }
}
