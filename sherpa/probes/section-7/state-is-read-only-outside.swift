// probe: The app can read the book list's state, but only the view model itself can change it.
// expect-error: setter is inaccessible
import BookFeature

func pretendItLoaded(_ viewModel: BookListViewModel) {
    viewModel.state = .loaded([])
}
