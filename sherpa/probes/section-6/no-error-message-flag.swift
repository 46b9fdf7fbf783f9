// probe: The errorMessage flag is gone: an error's message lives in the .error case of state. A read-only property worked out from state may stay; a flag of its own may not.
// expect-error: has no member 'errorMessage'
// expect-error: is a get-only property
@testable import BookBrowser

func blame(_ viewModel: BookListViewModel) {
    viewModel.errorMessage = "set from outside"
}
