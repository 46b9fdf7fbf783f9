import Foundation
import Observation

/// State and actions behind the book list. It asks a `BookRepository` for data and
/// never sees a URL or a JSON key.
@Observable
final class BookListViewModel {
    private(set) var books: [Book] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    var searchText = ""

    // Typed as the protocol, so a test or a preview can pass any repository it likes.
    private let repository: any BookRepository

    init(repository: any BookRepository = RemoteBookRepository()) {
        self.repository = repository
    }

    /// The books whose title or author contains the search text, ignoring case.
    var filteredBooks: [Book] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return books }
        return books.filter { book in
            book.title.localizedCaseInsensitiveContains(query)
                || book.author.localizedCaseInsensitiveContains(query)
        }
    }

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
