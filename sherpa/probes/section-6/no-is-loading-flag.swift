// probe: The isLoading flag is gone: whether the list is loading is read from state. A read-only property worked out from state may stay; a flag of its own may not.
// expect-error: has no member 'isLoading'
// expect-error: is a get-only property
// mistake: setter is inaccessible => `isLoading` is still a stored flag beside `state`, so the two can disagree. Delete it; if the view still wants to ask, make `isLoading` a computed property that reads whether `state` is `.loading`.
@testable import BookBrowser

func markBusy(_ viewModel: BookListViewModel) {
    viewModel.isLoading = true
}
