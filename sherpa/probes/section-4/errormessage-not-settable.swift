// probe: Code outside the view model cannot write `errorMessage`; it comes from a failed load.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probeWriteError(_ viewModel: BookListViewModel) {
    viewModel.errorMessage = "made up"
}
