import Foundation
import Observation

/// State and actions behind the book list screen.
@Observable
final class BookListViewModel {
    /// The one source of truth for what the list shows.
    private(set) var state: LoadingState<[Book]> = .idle
    /// Set when a pull-to-refresh fails. The books already on screen stay there.
    private(set) var refreshError: String?
    var searchText = ""

    private let repository: any BookRepository
    /// The number of the newest fetch. Each fetch takes the next number and, once its answer
    /// arrives, writes it only if no later fetch has started meanwhile: a slow older reply
    /// can never overwrite a newer one, whether it brings books or an error.
    private var newestTicket = 0

    init(repository: any BookRepository = RemoteBookRepository()) {
        self.repository = repository
    }

    /// The loaded books whose title or author contains the search text, ignoring case.
    /// Nothing is listed until books have loaded.
    var filteredBooks: [Book] {
        guard case .loaded(let books) = state else { return [] }
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return books }
        return books.filter {
            $0.title.localizedCaseInsensitiveContains(query)
                || $0.author.localizedCaseInsensitiveContains(query)
        }
    }

    /// Shows the spinner and fetches the list from scratch.
    func load() async {
        state = .loading
        refreshError = nil
        switch await fetchIfNewest() {
        case .success(let books)?:
            state = .loaded(books)
        case .failure(let error)?:
            state = .error(error.localizedDescription)
        case nil:
            break
        }
    }

    /// The error screen's button: the same as loading again.
    func retry() async {
        await load()
    }

    /// Pull-to-refresh: fetches again while the current books stay on screen. A failure keeps
    /// them and reports through `refreshError` instead of replacing the list with an error.
    func refresh() async {
        guard case .loaded = state else {
            await load()
            return
        }
        switch await fetchIfNewest() {
        case .success(let books)?:
            state = .loaded(books)
            refreshError = nil
        case .failure(let error)?:
            refreshError = error.localizedDescription
        case nil:
            break
        }
    }

    /// Runs one fetch with a ticket, and returns nil when a newer fetch took a ticket while
    /// this one was waiting: its answer is out of date and must not reach the screen.
    private func fetchIfNewest() async -> Result<[Book], any Error>? {
        newestTicket += 1
        let ticket = newestTicket
        let result: Result<[Book], any Error>
        do {
            result = .success(try await repository.fetchBooks())
        } catch {
            result = .failure(error)
        }
        // The view model runs on the main actor, so nothing changes newestTicket mid-check.
        guard ticket == newestTicket else { return nil }
        return result
    }
}
