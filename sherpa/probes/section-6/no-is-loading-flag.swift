// probe: The isLoading flag is gone; whether the list is loading is read from state.
// expect-error: has no member 'isLoading'
@testable import BookBrowser

func isBusy(_ viewModel: BookListViewModel) -> Bool {
    viewModel.isLoading
}
