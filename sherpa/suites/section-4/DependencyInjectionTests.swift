import Foundation
import Testing
@testable import BookBrowser

// One serialised parent: the default-initializer test goes through the shared network stub.
// Every nested suite installs the stub before each of its tests, so a view model that ignores
// the injected repository hits the stub (offline) and never the real network. On Linux the
// stub only takes effect if it is registered before `URLSession.shared` is first used.
@Suite("Section 4: dependency injection", .serialized)
struct DependencyInjectionTests {

    @Suite("Injection through the initializer")
    struct Injection {
        init() { StubNetwork.install([:]) }

        @Test("load() asks the repository passed to init(repository:)", .receipted)
        func loadCallsInjectedRepository() async {
            let repository = ScriptedBookRepository(books: Shelf.books)
            let viewModel = BookListViewModel(repository: repository)

            await viewModel.load()

            #expect(repository.fetchBooksCalls == 1, "load() should fetch through the repository handed to init(repository:), exactly once; here that repository was asked \(repository.fetchBooksCalls) time(s).")
        }

        @Test("The books on screen are the ones the injected repository returned", .receipted)
        func booksComeFromInjectedRepository() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(books: Shelf.books))

            await viewModel.load()

            #expect(viewModel.books == Shelf.books, "after load(), `books` should hold exactly what the injected repository returned, in the same order.")
        }

        @Test("Each view model uses its own repository", .receipted)
        func viewModelsDoNotShareRepositories() async {
            let first = BookListViewModel(repository: ScriptedBookRepository(books: [Shelf.books[0]]))
            let second = BookListViewModel(repository: ScriptedBookRepository(books: [Shelf.books[1]]))

            await first.load()
            await second.load()

            #expect(first.books.map(\.title) == ["Piranesi"], "a view model should keep the repository it was given, not one shared with every other view model.")
            #expect(second.books.map(\.title) == ["The Dispossessed"], "a view model should keep the repository it was given, not one shared with every other view model.")
        }
    }

    @Suite("The default initializer")
    struct DefaultRepository {
        @Test("BookListViewModel() with no arguments still loads from the course API", .receipted)
        func defaultLoadsFromCourseAPI() async {
            StubNetwork.install(["/books": .json("""
                [{"id": "6F1C2E0A-5B7D-4C44-9A51-3D2B8E6F7A10", "title": "Station Eleven", "author": "Emily St. John Mandel", "page_count": 333}]
                """)])
            let viewModel = BookListViewModel()

            await viewModel.load()

            let paths = StubNetwork.requests.map(\.url.path)
            #expect(paths == ["/books"], "`BookListViewModel()` with no arguments should still use the remote repository, which asks the course API for /books; the requests seen were \(paths).")
            #expect(StubNetwork.requests.first?.url.host == "api.bookbrowser.example", "the default repository should talk to https://api.bookbrowser.example.")
            #expect(viewModel.books.map(\.pageCount) == [333], "the default repository should decode the API's snake_case keys, so `page_count` becomes `pageCount`.")
        }
    }

    @Suite("A successful load")
    struct Success {
        init() { StubNetwork.install([:]) }

        @Test("isLoading is true while the repository is working", .receipted)
        func loadingDuringFetch() async {
            let repository = ScriptedBookRepository(books: Shelf.books)
            let viewModel = BookListViewModel(repository: repository)
            var loadingSeen: Bool?
            repository.whileFetching = { loadingSeen = viewModel.isLoading }

            await viewModel.load()

            #expect(loadingSeen == true, "`isLoading` should already be true while the repository is fetching, so the screen can show a spinner.")
        }

        @Test("isLoading is false once the books have arrived", .receipted)
        func notLoadingAfterSuccess() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(books: Shelf.books))

            await viewModel.load()

            #expect(!viewModel.isLoading, "`isLoading` should be false again once load() has finished.")
        }

        @Test("A successful load clears the message left by an earlier failure", .receipted)
        func successClearsOldError() async {
            let repository = ScriptedBookRepository(error: ScriptedFailure())
            let viewModel = BookListViewModel(repository: repository)
            await viewModel.load()

            repository.answer = .success(Shelf.books)
            await viewModel.load()

            #expect(viewModel.errorMessage == nil, "when a load succeeds after a failed one, `errorMessage` should go back to nil so the error stops showing.")
            #expect(viewModel.books == Shelf.books, "when a load succeeds after a failed one, `books` should hold the new books.")
        }
    }

    @Suite("A failed load")
    struct Failure {
        init() { StubNetwork.install([:]) }

        @Test("A failed load puts the error's message in errorMessage", .receipted)
        func failureSetsMessage() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(error: ScriptedFailure()))

            await viewModel.load()

            #expect(viewModel.errorMessage?.contains("closed for stocktaking") == true, "when the repository throws, `errorMessage` should carry the error's `localizedDescription`, so the person sees why the list is empty.")
        }

        @Test("isLoading is false after a failed load", .receipted)
        func notLoadingAfterFailure() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(error: ScriptedFailure()))

            await viewModel.load()

            #expect(!viewModel.isLoading, "`isLoading` should be false after a failed load too, or the spinner never goes away.")
        }

        @Test("A failed load doesn't leave the previous books on screen", .receipted)
        func failureDropsOldBooks() async {
            let repository = ScriptedBookRepository(books: Shelf.books)
            let viewModel = BookListViewModel(repository: repository)
            await viewModel.load()

            repository.answer = .failure(ScriptedFailure())
            await viewModel.load()

            #expect(viewModel.books.isEmpty, "after a failed load, `books` should be empty so an old list isn't shown next to the error.")
        }
    }

    @Suite("Searching")
    struct Searching {
        init() { StubNetwork.install([:]) }

        @Test("Search matches titles whatever their case", .receipted)
        func titleMatchIgnoresCase() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(books: Shelf.books))
            await viewModel.load()

            viewModel.searchText = "pIRANESI"

            #expect(viewModel.filteredBooks.map(\.title) == ["Piranesi"], "`filteredBooks` should match the search text against titles without caring about upper or lower case.")
        }

        @Test("Search matches authors too", .receipted)
        func authorMatch() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(books: Shelf.books))
            await viewModel.load()

            viewModel.searchText = "butler"

            #expect(viewModel.filteredBooks.map(\.title) == ["Parable of the Sower"], "`filteredBooks` should also match the search text against each book's author.")
        }

        @Test("An empty search shows every book", .receipted)
        func emptySearchShowsAll() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(books: Shelf.books))
            await viewModel.load()

            viewModel.searchText = ""

            #expect(viewModel.filteredBooks == Shelf.books, "with nothing typed in the search field, `filteredBooks` should be every loaded book.")
        }

        @Test("A search that matches nothing shows no books", .receipted)
        func unmatchedSearchShowsNone() async {
            let viewModel = BookListViewModel(repository: ScriptedBookRepository(books: Shelf.books))
            await viewModel.load()

            viewModel.searchText = "cookbook"

            #expect(viewModel.filteredBooks.isEmpty, "when no title or author contains the search text, `filteredBooks` should be empty.")
        }
    }
}
