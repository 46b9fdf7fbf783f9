import Foundation
import Testing
@testable import BookBrowser

private let beloved = Book(id: UUID(), title: "Beloved", author: Author(name: "Toni Morrison"), pageCount: 324)
private let solaris = Book(id: UUID(), title: "Solaris", author: Author(name: "Stanisław Lem"), pageCount: 204)

@Suite("Detail screen")
struct BookDetailViewModelTests {
    @Test("A new detail screen has not started loading")
    func startsIdle() {
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: FakeBookRepository(books: [beloved, solaris]))

        #expect(viewModel.state == .idle)
    }

    @Test("The state is loading while the book is fetched")
    func loadingWhileFetching() async {
        let repository = FakeBookRepository(books: [beloved, solaris])
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: repository)
        var stateDuringFetch: LoadingState<Book>?
        repository.onFetch = { stateDuringFetch = viewModel.state }

        await viewModel.load()

        #expect(stateDuringFetch == .loading)
    }

    @Test("Loading shows the book with the id it was opened with")
    func loadsTheRightBook() async {
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: FakeBookRepository(books: [beloved, solaris]))

        await viewModel.load()

        #expect(viewModel.state == .loaded(solaris))
    }

    @Test("A failed fetch shows the error's message")
    func failureShowsMessage() async {
        let viewModel = BookDetailViewModel(bookID: solaris.id, repository: FakeBookRepository(error: ShelfClosed()))

        await viewModel.load()

        #expect(viewModel.state == .error("The shelf is closed for inventory."))
    }

    @Test("Trying again after a failure shows the book")
    func retryAfterFailure() async {
        let repository = FakeBookRepository(error: ShelfClosed())
        let viewModel = BookDetailViewModel(bookID: beloved.id, repository: repository)
        await viewModel.load()

        repository.result = .success([beloved, solaris])
        await viewModel.load()

        #expect(viewModel.state == .loaded(beloved))
    }
}
