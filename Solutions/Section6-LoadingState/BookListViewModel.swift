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
    /// The fetch whose answer the screen is waiting for. Starting another cancels it, and only
    /// the newest fetch may write its answer, so a slow older reply can never win.
    private var currentFetch: Task<[Book], any Error>?

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
        switch await fetchLatest() {
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
        switch await fetchLatest() {
        case .success(let books)?:
            state = .loaded(books)
            refreshError = nil
        case .failure(let error)?:
            refreshError = error.localizedDescription
        case nil:
            break
        }
    }

    /// Runs one fetch, or returns nil when a newer fetch started while this one was waiting.
    private func fetchLatest() async -> Result<[Book], any Error>? {
        currentFetch?.cancel()
        let fetch = Task { try await repository.fetchBooks() }
        currentFetch = fetch
        // If the caller goes away (the view's .task is cancelled), stop the request too.
        let result = await withTaskCancellationHandler {
            await fetch.result
        } onCancel: {
            fetch.cancel()
        }
        guard fetch == currentFetch, !Task.isCancelled else { return nil }
        currentFetch = nil
        return result
    }
}
