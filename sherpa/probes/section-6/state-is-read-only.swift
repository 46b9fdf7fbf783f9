// probe: Only the view model itself can change its loading state.
// expect-error: setter is inaccessible
@testable import BookBrowser

func forceTheList(into viewModel: BookListViewModel) {
    viewModel.state = .loaded([])
}
