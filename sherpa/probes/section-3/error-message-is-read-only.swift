// probe: Only BookListViewModel writes `errorMessage`, from the error its repository throws.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probe(_ model: BookListViewModel) {
    model.errorMessage = "set from outside"
}
