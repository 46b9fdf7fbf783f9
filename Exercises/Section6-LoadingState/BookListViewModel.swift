import Foundation
import Observation

/// State and actions behind the book list screen.
@Observable
final class BookListViewModel {
    // TODO: Three flags describe one thing, and nothing stops them contradicting each other:
    // `isLoading` true while `errorMessage` is set, or an empty `books` that could mean
    // "not loaded yet" as well as "no books". Replace all three with
    // `private(set) var state: LoadingState<[Book]> = .idle` and derive `filteredBooks` from it.
    private(set) var books: [Book] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    var searchText = ""

    private let repository: any BookRepository

    init(repository: any BookRepository = RemoteBookRepository()) {
        self.repository = repository
    }

    /// The books whose title or author contains the search text, ignoring case.
    var filteredBooks: [Book] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return books }
        return books.filter {
            $0.title.localizedCaseInsensitiveContains(query)
                || $0.author.localizedCaseInsensitiveContains(query)
        }
    }

    // TODO: When `load()` runs twice (the screen appears, then the user taps Try again), the
    // first answer can arrive last and overwrite the second. Make sure only the newest fetch
    // may change `state`, for example by keeping the running `Task` and cancelling it.
    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            books = try await repository.fetchBooks()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }

    // TODO: Add `retry()` for the error screen's button: it loads again from scratch.

    // TODO: Add `refresh()` for pull-to-refresh. It fetches again but keeps the loaded books on
    // screen (no spinner). When it fails, keep the books and put the message in
    // `private(set) var refreshError: String?`; a later successful refresh clears it.
}
