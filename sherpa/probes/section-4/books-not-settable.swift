// probe: Code outside the view model cannot replace `books`; only `load()` decides what the list holds.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probeReplaceBooks(_ viewModel: BookListViewModel) {
    viewModel.books = []
}
