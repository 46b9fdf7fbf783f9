// probe: Only the view model itself can set or clear the refresh error.
// expect-error: setter is inaccessible
@testable import BookBrowser

func hideTheRefreshProblem(of viewModel: BookListViewModel) {
    viewModel.refreshError = nil
}
