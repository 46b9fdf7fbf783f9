// probe: Favourites change only through `toggleFavourite(_:)`; code outside the view model cannot rewrite the set.
// expect-error: setter is inaccessible
@testable import BookBrowser

func probeClearFavourites(_ viewModel: BookListViewModel) {
    viewModel.favourites = []
}
