// probe: Only BookListViewModel fills `books`, with what its repository returns; other code can read the list but not replace it.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probe(_ model: BookListViewModel) {
    model.books = []
}
