import Foundation
import Observation
import Testing
// Deliberately not `@testable`: this file compiles only if everything it uses is public,
// exactly as the app module sees the book feature.
import BookFeature

/// A repository written outside the book module, the way the app or a test would write one.
private final class CountingShelf: BookRepository {
    private let books: [Book]
    private(set) var fetches = 0

    init(_ books: [Book]) {
        self.books = books
    }

    func fetchBooks() async throws -> [Book] {
        fetches += 1
        return books
    }
}

private struct ShelfUnreachable: LocalizedError {
    var errorDescription: String? { "The book shelf could not be reached." }
}

private final class BrokenShelf: BookRepository {
    func fetchBooks() async throws -> [Book] {
        throw ShelfUnreachable()
    }
}

/// Remembers that a change was announced. Observation may call back on any thread, so it locks.
nonisolated private final class RedrawFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.withLock { raised = true }
    }

    var isRaised: Bool {
        lock.withLock { raised }
    }
}

private let shelf = [
    Book(id: UUID(), title: "Beloved", author: "Toni Morrison", year: 1987),
    Book(id: UUID(), title: "Song of Solomon", author: "Toni Morrison", year: 1977),
    Book(id: UUID(), title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969),
    Book(id: UUID(), title: "Never Let Me Go", author: "Kazuo Ishiguro", year: 2005),
]

@Suite("BookFeature's public API, used without @testable")
struct BookFeaturePublicAPITests {
    private func loadedList(from books: [Book] = shelf) async -> BookListViewModel {
        let viewModel = BookListViewModel(repository: CountingShelf(books))
        await viewModel.load()
        return viewModel
    }

    @Test("A new book list waits, idle, until something asks it to load", .receipted)
    func startsIdle() {
        let repository = CountingShelf(shelf)
        let viewModel = BookListViewModel(repository: repository)

        #expect(viewModel.state == .idle, "a freshly created BookListViewModel should be `.idle`; loading starts when `load()` is called")
        #expect(repository.fetches == 0, "creating the view model must not fetch anything yet; `load()` does that")
    }

    @Test("load() shows the books the repository returns", .receipted)
    func loadShowsBooks() async {
        let viewModel = await loadedList()

        #expect(viewModel.state == .loaded(shelf), "after `load()` the state should be `.loaded` with the repository's books")
        #expect(viewModel.visibleBooks.map(\.title) == shelf.map(\.title), "with no search text, `visibleBooks` should list every loaded book in the repository's order")
    }

    @Test("A failed load shows the message of the repository's error", .receipted)
    func failedLoadShowsMessage() async {
        let viewModel = BookListViewModel(repository: BrokenShelf())
        await viewModel.load()

        #expect(viewModel.state == .error("The book shelf could not be reached."), "when the repository throws, the state should be `.error` with the error's `localizedDescription`")
        #expect(viewModel.visibleBooks.isEmpty, "a failed load has no books to show")
    }

    @Test("Searching narrows the visible books by title, ignoring case", .receipted)
    func searchByTitle() async {
        let viewModel = await loadedList()
        viewModel.searchText = "sOLOMON"

        #expect(viewModel.visibleBooks.map(\.title) == ["Song of Solomon"], "searching \"sOLOMON\" should leave only \"Song of Solomon\": match titles without caring about case")
    }

    @Test("Searching also finds books by their author", .receipted)
    func searchByAuthor() async {
        let viewModel = await loadedList()
        viewModel.searchText = "morrison"

        #expect(viewModel.visibleBooks.map(\.title) == ["Beloved", "Song of Solomon"], "searching an author's name should list that author's books")
    }

    @Test("Clearing the search shows every loaded book again", .receipted)
    func clearingSearch() async {
        let viewModel = await loadedList()
        viewModel.searchText = "darkness"
        viewModel.searchText = ""

        #expect(viewModel.visibleBooks.count == shelf.count, "with the search text emptied, `visibleBooks` should list all \(shelf.count) books again")
    }

    @Test("Finishing a load tells the screen to redraw", .receipted)
    func loadNotifiesObservers() async {
        let viewModel = BookListViewModel(repository: CountingShelf(shelf))
        let redraw = RedrawFlag()
        withObservationTracking {
            _ = viewModel.state
        } onChange: {
            redraw.raise()
        }
        await viewModel.load()

        #expect(redraw.isRaised, "keep `@Observable` on `BookListViewModel`: the app module's screens redraw only when its state announces a change")
    }

    @Test("The sample repository from BookAssembly serves the catalogue", .receipted)
    func sampleRepositoryServesBooks() async throws {
        let books = try await BookAssembly.sampleRepository(latency: .zero).fetchBooks()

        #expect(!books.isEmpty, "`BookAssembly.sampleRepository(latency:)` should hand the app a repository with the sample books")
        #expect(Set(books.map(\.id)).count == books.count, "every sample book needs its own `id`, or lists will mix them up")
    }
}
