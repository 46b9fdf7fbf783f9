// probe: The errorMessage flag is gone: an error's message lives in the .error case of state. A read-only property worked out from state may stay; a flag of its own may not.
// expect-error: has no member 'errorMessage'
// expect-error: is a get-only property
// mistake: setter is inaccessible => `errorMessage` is still a stored flag beside `state`, so the two can disagree. Delete it; if the view still wants to ask, make `errorMessage` a computed property that reads whether `state` is `.error(message)`.
@testable import BookBrowser

func blame(_ viewModel: BookListViewModel) {
    viewModel.errorMessage = "set from outside"
}
