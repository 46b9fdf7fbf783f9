import Foundation
import Testing
@testable import BookBrowser

private let emma = Book(id: UUID(), title: "Emma", author: Author(name: "Jane Austen"), pageCount: 474)
private let persuasion = Book(id: UUID(), title: "Persuasion", author: Author(name: "Jane Austen"), pageCount: 249)
private let middlemarch = Book(id: UUID(), title: "Middlemarch", author: Author(name: "George Eliot"), pageCount: 880)
private let shelf = [emma, persuasion, middlemarch]

/// A view model whose fake has already answered with `shelf`.
private func loadedViewModel() async -> BookListViewModel {
    let viewModel = BookListViewModel(repository: FakeBookRepository(books: shelf))
    await viewModel.load()
    return viewModel
}

@Suite("Loading")
struct LoadingTests {
    @Test("A new view model has not started loading")
    func startsIdle() {
        let viewModel = BookListViewModel(repository: FakeBookRepository(books: shelf))

        #expect(viewModel.state == .idle)
    }

    @Test("The state is loading while the repository works")
    func loadingWhileFetching() async {
        let repository = FakeBookRepository(books: shelf)
        let viewModel = BookListViewModel(repository: repository)
        var stateDuringFetch: LoadingState<[Book]>?
        repository.onFetch = { stateDuringFetch = viewModel.state }

        await viewModel.load()

        #expect(stateDuringFetch == .loading)
    }

    @Test("A successful load shows the repository's books")
    func successfulLoad() async {
        let viewModel = await loadedViewModel()

        #expect(viewModel.state == .loaded(shelf))
    }

    @Test("A failed load shows the error's message")
    func failedLoadShowsMessage() async {
        let viewModel = BookListViewModel(repository: FakeBookRepository(error: ShelfClosed()))

        await viewModel.load()

        #expect(viewModel.state == .error("The shelf is closed for inventory."))
    }

    @Test("A failed load stops loading")
    func failedLoadStopsLoading() async {
        let viewModel = BookListViewModel(repository: FakeBookRepository(error: ShelfClosed()))

        await viewModel.load()

        #expect(viewModel.state != .loading)
    }

    @Test("Loading again after a failure shows the books")
    func retryAfterFailure() async {
        let repository = FakeBookRepository(error: ShelfClosed())
        let viewModel = BookListViewModel(repository: repository)
        await viewModel.load()

        repository.result = .success(shelf)
        await viewModel.load()

        #expect(viewModel.state == .loaded(shelf))
    }
}

@Suite("Filtering")
struct FilteringTests {
    @Test("An empty search lists every book")
    func emptySearch() async {
        let viewModel = await loadedViewModel()

        #expect(viewModel.filteredBooks == shelf)
    }

    @Test("Search ignores letter case")
    func caseInsensitive() async {
        let viewModel = await loadedViewModel()

        viewModel.searchText = "MIDDLEMARCH"

        #expect(viewModel.filteredBooks == [middlemarch])
    }

    @Test("Search finds books by their author")
    func matchesAuthor() async {
        let viewModel = await loadedViewModel()

        viewModel.searchText = "Austen"

        #expect(viewModel.filteredBooks == [emma, persuasion])
    }

    @Test("A search with no match lists nothing")
    func noMatch() async {
        let viewModel = await loadedViewModel()

        viewModel.searchText = "Tolstoy"

        #expect(viewModel.filteredBooks.isEmpty)
    }
}

@Suite("Favourites")
struct FavouritesTests {
    @Test("No book is a favourite at first")
    func noneAtFirst() async {
        let viewModel = await loadedViewModel()

        #expect(shelf.allSatisfy { !viewModel.isFavourite($0) })
    }

    @Test("Toggling a book makes it a favourite")
    func toggleOn() async {
        let viewModel = await loadedViewModel()

        viewModel.toggleFavourite(emma)

        #expect(viewModel.isFavourite(emma))
    }

    @Test("Toggling a favourite again removes it")
    func toggleOff() async {
        let viewModel = await loadedViewModel()

        viewModel.toggleFavourite(emma)
        viewModel.toggleFavourite(emma)

        #expect(!viewModel.isFavourite(emma))
    }

    @Test("Marking one book leaves the others unmarked")
    func onlyThatBook() async {
        let viewModel = await loadedViewModel()

        viewModel.toggleFavourite(emma)

        #expect(!viewModel.isFavourite(persuasion))
        #expect(!viewModel.isFavourite(middlemarch))
    }
}
