// probe: Only the detail view model decides what the detail screen shows: code outside it cannot set its `state`.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probeForceDetail(_ viewModel: BookDetailViewModel) {
    viewModel.state = .loaded(SampleBooks.all[0])
}
