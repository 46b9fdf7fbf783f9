// probe: Code outside the view model cannot switch `isLoading` on or off; it follows `load()`.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probeForceLoading(_ viewModel: BookListViewModel) {
    viewModel.isLoading = true
}
