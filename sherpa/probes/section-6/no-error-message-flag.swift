// probe: The errorMessage flag is gone; an error's message lives in the .error case of state.
// expect-error: has no member 'errorMessage'
@testable import BookBrowser

func problem(of viewModel: BookListViewModel) -> String? {
    viewModel.errorMessage
}
