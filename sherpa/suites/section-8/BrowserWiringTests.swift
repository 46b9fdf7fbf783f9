import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// The screen and the view model must be one app, not two: the list shows the favourites the
// view model holds, and a swipe changes them there. A view that keeps a favourites set of its
// own behaves the same on screen, so only looking at both sides at once tells them apart.

/// Whether the row for `title` shows a filled heart.
private func showsHeart(_ host: HeadlessHost, on title: String) -> Bool {
    host.rows.first { $0.texts.first == title }?.images.contains("heart.fill") ?? false
}

@Suite("The browser screen shows the view model's state")
struct BrowserWiringTests {
    let kindred = SampleBooks.all.first { $0.title == "Kindred" }!

    /// Draws the browser over the simulated repository without its delay, and returns it with
    /// the view model it owns.
    private func browser() async throws -> (HeadlessHost, BookListViewModel) {
        let view = BookBrowserView(repository: SimulatedBookRepository(delay: .zero))
        let host = HeadlessHost(view)
        let viewModel = try #require(ViewContents.first(BookListViewModel.self, in: view), "BookBrowserView should own its BookListViewModel, kept in `@State` (for example `@State private var viewModel = BookListViewModel()`); none was found in the view.")
        try await host.waitUntil { host.rows.count == 7 }
        return (host, viewModel)
    }

    @Test("A favourite marked in the view model shows as a heart in the list", .receipted)
    func viewModelFavouriteShows() async throws {
        let (host, viewModel) = try await browser()

        viewModel.toggleFavourite(kindred)

        #expect(showsHeart(host, on: "Kindred"), "after toggleFavourite(_:) on the view model the Kindred row shows no heart: the list should draw its hearts from viewModel.isFavourite(_:) (or viewModel.favourites), not from a favourites set the view keeps for itself.")
    }

    @Test("Swiping a row marks the book as a favourite in the view model", .receipted)
    func swipeReachesViewModel() async throws {
        let (host, viewModel) = try await browser()

        let swipe = try #require(host.rows.first { $0.texts.first == "Kindred" }?.swipeActions.first, "each row should have a swipe action that toggles the favourite; the Kindred row has none.")
        try swipe.tap()

        #expect(viewModel.isFavourite(kindred), "the row's swipe action should call viewModel.toggleFavourite(_:); after it the view model still says Kindred is not a favourite, so the view changed a favourites set of its own.")
    }

    @Test("The list shows the books the view model filters, as the search text changes", .receipted)
    func searchGoesThroughViewModel() async throws {
        let (host, viewModel) = try await browser()

        try host.search("kindred")

        #expect(viewModel.searchText == "kindred", "the search field should be bound to the view model's searchText (`.searchable(text: $viewModel.searchText)`); typing left it at \"\(viewModel.searchText)\".")
        #expect(host.rows.map { $0.texts.first ?? "" } == ["Kindred"], "with \"kindred\" typed, the list should show viewModel.filteredBooks, Kindred alone; it showed \(host.rows.map { $0.texts.first ?? "" }).")
    }
}
