// mutant: a failed load sets the message but leaves the previous books in the list
import Foundation
import Observation

/// State and actions behind the book list screen.
@Observable
final class BookListViewModel {
    private(set) var books: [Book] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    var searchText = ""

    // Handed in, never built here: tests pass a double, the app takes the default.
    private let repository: any BookRepository

    init(repository: any BookRepository = RemoteBookRepository()) {
        self.repository = repository
    }

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
            errorMessage = error.localizedDescription
        }
    }
}
