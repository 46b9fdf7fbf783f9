import Foundation
import Observation
import Testing
@testable import BookBrowser

@Suite("Section 8: practice project")
struct PracticeProjectTests {

    /// Characterisation: what the monolithic browser did, which the refactor must still do.
    @Suite("Behaviour kept from the original browser")
    struct KeptBehaviour {
        @Test("The catalogue lists the same seven books in the same order", .receipted)
        func sameCatalogue() async {
            let viewModel = await loadedFromSampleCatalogue()

            #expect(Screen(viewModel.state) == .loaded(OriginalBrowser.titles), "loading with SimulatedBookRepository(delay: .zero) should end in `.loaded` with the starter's seven books in their original order, \(OriginalBrowser.titles.joined(separator: ", ")). It ended in \(Screen(viewModel.state)).")
        }

        @Test("Every book keeps its author and page count", .receipted)
        func sameDetails() async {
            let viewModel = await loadedFromSampleCatalogue()
            let shown = viewModel.filteredBooks.map { "\($0.title) by \($0.author.name), \($0.pageCount) pages" }
            let before = OriginalBrowser.catalogue.map { "\($0.title) by \($0.author), \($0.pages) pages" }

            #expect(shown == before, "the detail screen shows each book's title, author and page count; after the refactor they should be what the starter showed. Keep SampleBooks as it was.")
        }

        @Test("Searching \"dune\" finds Dune and Children of Dune", .receipted)
        func searchByTitle() async {
            let viewModel = await loadedFromSampleCatalogue()

            viewModel.searchText = "dune"

            #expect(titles(viewModel.filteredBooks) == ["Dune", "Children of Dune"], "the original browser matched titles whatever their letter case, so \"dune\" found both Dune books, in catalogue order. filteredBooks gave \(titles(viewModel.filteredBooks)).")
        }

        @Test("Searching \"Le Guin\" finds both of her books by their author", .receipted)
        func searchByAuthor() async {
            let viewModel = await loadedFromSampleCatalogue()

            viewModel.searchText = "Le Guin"

            #expect(titles(viewModel.filteredBooks) == ["The Dispossessed", "A Wizard of Earthsea"], "the original browser matched authors as well as titles, so an author's name found their books. filteredBooks gave \(titles(viewModel.filteredBooks)).")
        }

        @Test("Spaces around the search text are ignored", .receipted)
        func searchIsTrimmed() async {
            let viewModel = await loadedFromSampleCatalogue()

            viewModel.searchText = "  Kindred "

            #expect(titles(viewModel.filteredBooks) == ["Kindred"], "the original browser trimmed spaces from the search text before matching, so \"  Kindred \" still found Kindred. filteredBooks gave \(titles(viewModel.filteredBooks)).")
        }

        @Test("Clearing the search lists every book again", .receipted)
        func clearedSearch() async {
            let viewModel = await loadedFromSampleCatalogue()
            viewModel.searchText = "dune"

            viewModel.searchText = ""

            #expect(titles(viewModel.filteredBooks) == OriginalBrowser.titles, "with an empty search the original browser listed the whole catalogue. filteredBooks gave \(titles(viewModel.filteredBooks)).")
        }

        @Test("A search with no match lists nothing", .receipted)
        func searchWithoutMatch() async {
            let viewModel = await loadedFromSampleCatalogue()

            viewModel.searchText = "zzz"

            #expect(viewModel.filteredBooks.isEmpty, "no title or author contains \"zzz\", so nothing should be listed (the screen then shows \"No Results\"). filteredBooks gave \(titles(viewModel.filteredBooks)).")
        }

        @Test("A book can be made a favourite and back again", .receipted)
        func favouriteRoundTrip() async throws {
            let viewModel = await loadedFromSampleCatalogue()
            let kindred = try #require(viewModel.filteredBooks.first { $0.title == "Kindred" }, "Kindred should be in the loaded catalogue.")

            viewModel.toggleFavourite(kindred)
            let afterOneToggle = viewModel.isFavourite(kindred)
            viewModel.toggleFavourite(kindred)
            let afterTwoToggles = viewModel.isFavourite(kindred)

            #expect(afterOneToggle, "in the original browser the first swipe (or the detail screen's button) made a book a favourite; isFavourite(_:) should be true after one toggleFavourite(_:).")
            #expect(!afterTwoToggles, "in the original browser the second toggle removed the favourite again; isFavourite(_:) should be false after two calls to toggleFavourite(_:).")
        }

        @Test("Favourites survive reloading the catalogue", .receipted)
        func favouritesSurviveReload() async throws {
            let viewModel = await loadedFromSampleCatalogue()
            let dune = try #require(viewModel.filteredBooks.first, "the loaded catalogue should not be empty.")
            viewModel.toggleFavourite(dune)

            await viewModel.load()
            let reloaded = try #require(viewModel.filteredBooks.first, "the catalogue should load again.")

            #expect(viewModel.isFavourite(reloaded), "the original browser kept favourites by book id, apart from the list, so a reload (the retry button) did not forget them. Keep the favourites in the view model and keep the catalogue's fixed ids.")
        }

        @Test("A simulated outage shows the same message as before", .receipted)
        func outageMessage() async {
            let viewModel = BookListViewModel(repository: SimulatedBookRepository(delay: .zero, isOffline: true))

            await viewModel.load()

            #expect(Screen(viewModel.state) == .error(OriginalBrowser.outageMessage), "when the pretend server is down the user should read the same words as before, \"\(OriginalBrowser.outageMessage)\": SimulatedBookRepository(isOffline: true) should throw CatalogueOutage and load() should show its message. The state was \(Screen(viewModel.state)).")
        }

        @Test("Trying again after a failure lists the books", .receipted)
        func retryAfterFailure() async {
            let repository = ProgrammedRepository(error: ReadingRoomFlooded())
            let viewModel = BookListViewModel(repository: repository)
            await viewModel.load()

            repository.answer = .success(TestShelf.books)
            await viewModel.load()

            #expect(Screen(viewModel.state) == .loaded(TestShelf.titles), "the error screen's \"Try again\" button calls load() again; when the repository answers this time, the state should become `.loaded` with its books. It was \(Screen(viewModel.state)).")
        }

        @Test("The app's own repository still takes a moment, so the spinner shows", .receipted)
        func defaultRepositoryKeepsTheDelay() async {
            let viewModel = BookListViewModel()
            let loading = Task { await viewModel.load() }
            // Let load() start; it then waits for the simulated delay.
            for _ in 0..<20 where Screen(viewModel.state) == .idle {
                await Task.yield()
            }
            let whileWaiting = Screen(viewModel.state)
            await loading.value

            #expect(whileWaiting == .loading, "BookListViewModel() should use SimulatedBookRepository() with its delay, so the user sees the spinner as before. Just after load() started, the state was \(whileWaiting) instead of .loading.")
            #expect(Screen(viewModel.state) == .loaded(OriginalBrowser.titles), "BookListViewModel() with no arguments should load the sample catalogue. It ended in \(Screen(viewModel.state)).")
        }
    }

    /// The pieces the refactor introduces, checked through the view model's API.
    @Suite("The new structure")
    struct NewStructure {
        @Test("A new book list is idle until load() is called", .receipted)
        func startsIdle() {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(books: TestShelf.books))

            #expect(Screen(viewModel.state) == .idle, "before load() runs nothing has been asked for, so `state` should start as `.idle`. It was \(Screen(viewModel.state)).")
        }

        @Test("load() shows the loading state while the repository works", .receipted)
        func loadingWhileFetching() async {
            let repository = ProgrammedRepository(books: TestShelf.books)
            let viewModel = BookListViewModel(repository: repository)
            var seen: Screen?
            repository.duringFetch = { seen = Screen(viewModel.state) }

            await viewModel.load()

            #expect(seen == .loading, "load() should set `state` to `.loading` before it awaits the repository, so the spinner shows. While fetchBooks() ran, the state was \(seen?.description ?? "never looked at: fetchBooks() was not called").")
        }

        @Test("load() lists exactly the books the injected repository returned", .receipted)
        func loadsInjectedBooks() async {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(books: TestShelf.books))

            await viewModel.load()

            #expect(Screen(viewModel.state) == .loaded(TestShelf.titles), "load() should fetch through the repository passed to init(repository:) and end in `.loaded` with its books. It ended in \(Screen(viewModel.state)).")
        }

        @Test("load() asks the injected repository once", .receipted)
        func asksOnce() async {
            let repository = ProgrammedRepository(books: TestShelf.books)
            let viewModel = BookListViewModel(repository: repository)

            await viewModel.load()

            #expect(repository.calls == 1, "one load() should call fetchBooks() on the injected repository exactly once; it was called \(repository.calls) times.")
        }

        @Test("A failed load shows the repository's own error message", .receipted)
        func failureMessage() async {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(error: ReadingRoomFlooded()))

            await viewModel.load()

            #expect(Screen(viewModel.state) == .error("The reading room is flooded; come back tomorrow."), "when fetchBooks() throws, `state` should become `.error` with the error's localizedDescription, so the user reads why. It was \(Screen(viewModel.state)).")
        }

        @Test("Nothing is listed before the books have loaded", .receipted)
        func nothingBeforeLoad() {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(books: TestShelf.books))

            #expect(viewModel.filteredBooks.isEmpty, "filteredBooks should come from the loaded state, so it is empty while the state is `.idle`. It listed \(titles(viewModel.filteredBooks)).")
        }

        @Test("A failed load lists no books", .receipted)
        func nothingAfterFailure() async {
            let repository = ProgrammedRepository(books: TestShelf.books)
            let viewModel = BookListViewModel(repository: repository)
            await viewModel.load()

            repository.answer = .failure(ReadingRoomFlooded())
            await viewModel.load()

            #expect(viewModel.filteredBooks.isEmpty, "after a failed load the screen shows the error, so filteredBooks should be empty rather than the books of an earlier load. It listed \(titles(viewModel.filteredBooks)).")
        }

        @Test("favourites holds the ids of the marked books", .receipted)
        func favouriteIDs() async {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(books: TestShelf.books))
            await viewModel.load()

            viewModel.toggleFavourite(TestShelf.books[0])
            viewModel.toggleFavourite(TestShelf.books[2])

            let expected: Set<UUID> = [TestShelf.books[0].id, TestShelf.books[2].id]
            #expect(viewModel.favourites == expected, "favourites should be the set of the marked books' ids: a user's choice kept in the view model, not a flag on Book.")
        }

        @Test("Marking one book leaves the others unmarked", .receipted)
        func onlyTheMarkedBook() async {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(books: TestShelf.books))
            await viewModel.load()

            viewModel.toggleFavourite(TestShelf.books[1])

            let marked = TestShelf.books.filter { viewModel.isFavourite($0) }.map(\.title)
            #expect(marked == ["Solaris"], "after marking only Solaris, isFavourite(_:) should be true for Solaris alone; it was true for \(marked).")
        }

        @Test("The view model tells observers when its state changes", .receipted)
        func stateIsObservable() async {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(books: TestShelf.books))
            let changed = ChangeFlag()
            withObservationTracking {
                _ = viewModel.state
            } onChange: {
                changed.raise()
            }

            await viewModel.load()

            #expect(changed.isRaised, "a view reading `state` must be told when load() changes it; mark BookListViewModel with @Observable.")
        }

        @Test("The view model tells observers when favourites change", .receipted)
        func favouritesAreObservable() {
            let viewModel = BookListViewModel(repository: ProgrammedRepository(books: TestShelf.books))
            let changed = ChangeFlag()
            withObservationTracking {
                _ = viewModel.isFavourite(TestShelf.books[0])
            } onChange: {
                changed.raise()
            }

            viewModel.toggleFavourite(TestShelf.books[0])

            #expect(changed.isRaised, "the star in a row reads isFavourite(_:), so toggling must notify observers. Keep the favourites in a stored property of the @Observable view model.")
        }

        @Test("SimulatedBookRepository waits as long as its delay says", .receipted)
        func simulatedDelayIsHonoured() async throws {
            let clock = ContinuousClock()
            let start = clock.now
            let books = try await SimulatedBookRepository(delay: .milliseconds(150)).fetchBooks()
            let waited = clock.now - start

            #expect(waited >= .milliseconds(150), "SimulatedBookRepository(delay:) should sleep for its delay before answering, like the original browser did; it answered after \(waited).")
            #expect(books.count == OriginalBrowser.catalogue.count, "SimulatedBookRepository should answer with the sample catalogue's \(OriginalBrowser.catalogue.count) books; it gave \(books.count).")
        }
    }
}
