// probe: Only the view model decides what the list shows: code outside it cannot set `state`.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probeForceState(_ viewModel: BookListViewModel) {
    viewModel.state = .loaded(SampleBooks.all)
}
