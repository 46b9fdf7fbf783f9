import Foundation
import Testing
@testable import BookBrowser

@Suite("Book list view model")
struct BookListViewModelTests {
    let shelf = [
        Book(id: UUID(), title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pageCount: 304),
        Book(id: UUID(), title: "Kindred", author: "Octavia E. Butler", pageCount: 264),
        Book(id: UUID(), title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", pageCount: 183),
    ]

    @Test("Loading shows the books the repository returns")
    func loadShowsBooks() async {
        let viewModel = BookListViewModel(repository: MockBookRepository(books: shelf))

        await viewModel.load()

        #expect(viewModel.books == shelf)
        #expect(viewModel.errorMessage == nil)
    }

    @Test("Loading asks the injected repository exactly once")
    func loadUsesInjectedRepository() async {
        let repository = MockBookRepository(books: shelf)
        let viewModel = BookListViewModel(repository: repository)

        await viewModel.load()

        #expect(repository.fetchCount == 1)
    }

    @Test("A failed load sets an error message")
    func failedLoadSetsMessage() async throws {
        let viewModel = BookListViewModel(repository: MockBookRepository(failingWith: BookError.badStatus(503)))

        await viewModel.load()

        let message = try #require(viewModel.errorMessage)
        #expect(!message.isEmpty)
    }

    @Test("A failed load after a good one empties the list")
    func failedReloadDropsOldBooks() async {
        let repository = MockBookRepository(books: shelf)
        let viewModel = BookListViewModel(repository: repository)
        await viewModel.load()

        repository.outcome = .failure(BookError.badStatus(500))
        await viewModel.load()

        #expect(viewModel.books.isEmpty)
    }

    @Test("The list is loading while the fetch is under way")
    func loadingWhileFetching() async {
        let repository = MockBookRepository(books: shelf)
        let viewModel = BookListViewModel(repository: repository)
        var loadingDuringFetch: Bool?
        repository.duringFetch = { loadingDuringFetch = viewModel.isLoading }

        await viewModel.load()

        #expect(loadingDuringFetch == true)
    }

    @Test("Loading is over once a load succeeds")
    func notLoadingAfterSuccess() async {
        let viewModel = BookListViewModel(repository: MockBookRepository(books: shelf))
        #expect(viewModel.isLoading == false)

        await viewModel.load()

        #expect(viewModel.isLoading == false)
        #expect(viewModel.books.count == 3)
    }

    @Test("Loading is over once a load fails")
    func notLoadingAfterFailure() async {
        let viewModel = BookListViewModel(repository: MockBookRepository(failingWith: BookError.badStatus(503)))

        await viewModel.load()

        #expect(viewModel.isLoading == false)
    }

    @Test("Search ignores upper and lower case")
    func searchIgnoresCase() async {
        let viewModel = BookListViewModel(repository: MockBookRepository(books: shelf))
        await viewModel.load()

        viewModel.searchText = "kINDRED"

        #expect(viewModel.filteredBooks.map(\.title) == ["Kindred"])
    }

    @Test("Search matches the author as well as the title")
    func searchMatchesAuthor() async {
        let viewModel = BookListViewModel(repository: MockBookRepository(books: shelf))
        await viewModel.load()

        viewModel.searchText = "le guin"

        #expect(viewModel.filteredBooks.count == 2)
    }

    @Test("With no search text, every book is listed")
    func emptySearchShowsAll() async {
        let viewModel = BookListViewModel(repository: MockBookRepository(books: shelf))
        await viewModel.load()

        viewModel.searchText = ""

        #expect(viewModel.filteredBooks == shelf)
    }
}
