import Foundation
import Observation
import Testing
@testable import BookBrowser

/// The detail screen's view model: opened with an id, it fetches that one book through the
/// injected repository and shows it through the same `LoadingState` as the list.
@Suite("Section 8: the detail screen's view model")
struct BookDetailTests {
    let solaris = TestShelf.books[1]

    @Test("A new detail screen is idle until load() is called", .receipted)
    func startsIdle() {
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: ProgrammedRepository(books: TestShelf.books))

        #expect(DetailScreen(viewModel.state) == .idle, "BookDetailViewModel(bookID:repository:) should not fetch in init: `state` starts as `.idle` and the view's .task calls load(). It was \(DetailScreen(viewModel.state)).")
    }

    @Test("load() shows the loading state while the book is fetched", .receipted)
    func loadingWhileFetching() async {
        let repository = ProgrammedRepository(books: TestShelf.books)
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: repository)
        var seen: DetailScreen?
        repository.duringFetch = { seen = DetailScreen(viewModel.state) }

        await viewModel.load()

        #expect(seen == .loading, "load() should set `state` to `.loading` before it awaits the repository, so the detail screen shows a spinner. While the repository ran, the state was \(seen?.description ?? "never looked at: the repository was not called").")
    }

    @Test("load() fetches the book with the id the screen was opened with", .receipted)
    func fetchesByID() async {
        let repository = ProgrammedRepository(books: TestShelf.books)
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: repository)

        await viewModel.load()

        #expect(repository.requestedIDs == [solaris.id], "load() should call fetchBook(id:) once on the injected repository, with the id given to init(bookID:repository:); it asked for \(repository.requestedIDs.count) ids.")
        #expect(DetailScreen(viewModel.state) == .loaded("Solaris"), "after load() the state should be `.loaded` with the book the repository returned for that id, Solaris. It was \(DetailScreen(viewModel.state)).")
    }

    @Test("A failed fetch shows the repository's own error message", .receipted)
    func failureMessage() async {
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: ProgrammedRepository(error: ReadingRoomFlooded()))

        await viewModel.load()

        #expect(DetailScreen(viewModel.state) == .error("The reading room is flooded; come back tomorrow."), "when fetchBook(id:) throws, `state` should become `.error` with the error's localizedDescription, so the error screen says why. It was \(DetailScreen(viewModel.state)).")
    }

    @Test("Trying again after a failure shows the book", .receipted)
    func retryAfterFailure() async {
        let repository = ProgrammedRepository(error: ReadingRoomFlooded())
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: repository)
        await viewModel.load()

        repository.answer = .success(TestShelf.books)
        await viewModel.load()

        #expect(DetailScreen(viewModel.state) == .loaded("Solaris"), "the detail screen's \"Try again\" button calls load() again; when the repository answers this time, `.error` should give way to `.loaded`. It was \(DetailScreen(viewModel.state)).")
    }

    @Test("The detail view model tells observers when its state changes", .receipted)
    func stateIsObservable() async {
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: ProgrammedRepository(books: TestShelf.books))
        let changed = ChangeFlag()
        withObservationTracking {
            _ = viewModel.state
        } onChange: {
            changed.raise()
        }

        await viewModel.load()

        #expect(changed.isRaised, "the detail screen reads `state`, so it must be told when load() changes it; mark BookDetailViewModel with @Observable.")
    }

    @Test("The simulated repository finds one book of the sample catalogue by its id", .receipted)
    func simulatedFindsByID() async throws {
        let kindred = try #require(SampleBooks.all.first { $0.title == "Kindred" }, "SampleBooks.all should still hold Kindred.")

        let book = try await SimulatedBookRepository(delay: .zero).fetchBook(id: kindred.id)

        #expect(book == kindred, "SimulatedBookRepository.fetchBook(id:) should answer with the sample book that has that id; it gave \(book.title).")
    }

    @Test("The simulated repository fails for an id it does not know", .receipted)
    func simulatedUnknownID() async {
        await #expect(throws: (any Error).self, "SimulatedBookRepository.fetchBook(id:) should throw when no sample book has the id, so the detail screen shows its error instead of a made-up book.") {
            _ = try await SimulatedBookRepository(delay: .zero).fetchBook(id: UUID())
        }
    }
}
